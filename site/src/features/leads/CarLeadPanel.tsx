/**
 * The car page's lead forms in place (issue 10): Enquire, Test Drive and Request Photos open their
 * form here, from the page's buttons, the card's `/cars/{slug}#enquire`, `#quick-enquiry` and `#test-drive` links or
 * any `#request-photos` link. The form's code loads only once one is opened.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadForm as LeadFormName } from '@dealer/domain/leads';
import { LeadForm } from './LeadForm';
import type { LeadCar, LeadFormOptions } from './leadFormTypes';

export const CAR_LEAD_PANELS = {
  enquire: { form: 'enquiry', heading: (word: string) => `Enquire about this ${word}`, submit: 'Send Enquiry' },
  // The card's and page's Quick Enquiry: name, contact and a message, filed as a Quick Enquiry.
  'quick-enquiry': { form: 'quick-enquiry', heading: () => 'Quick Enquiry', submit: 'Send Enquiry' },
  'test-drive': { form: 'test-drive', heading: () => 'Book a Test Drive', submit: 'Book Test Drive' },
  'request-photos': { form: 'request-photos', heading: () => 'Request Photos', submit: 'Request Photos' },
  // A sold car's page (spec §2 'we can help you find a similar …'): spec §4's multi-step lead form.
  'find-similar': { form: 'multi-step', heading: (word: string) => `Find me a similar ${word}`, submit: 'Send Request' },
} as const satisfies Record<string, { form: LeadFormName; heading: (word: string) => string; submit: string }>;
export type CarLeadPanelId = keyof typeof CAR_LEAD_PANELS;

/** A sold car takes no enquiry about itself, only a request for one like it. */
const SOLD_PANELS: readonly CarLeadPanelId[] = ['find-similar'];
const panelOf = (hash: string, sold: boolean): CarLeadPanelId | null => {
  const id = hash.replace(/^#/, '');
  if (!(id in CAR_LEAD_PANELS)) return null;
  return SOLD_PANELS.includes(id as CarLeadPanelId) === sold ? (id as CarLeadPanelId) : null;
};

export const FIND_SIMILAR_SUBCATEGORY = 'Find Me Something Similar';

export function CarLeadPanel({
  car,
  options,
  vehicleWord,
  dealerName,
  sold = false,
}: {
  car: LeadCar;
  options: LeadFormOptions;
  vehicleWord: string;
  dealerName: string;
  sold?: boolean;
}) {
  const [open, setOpen] = useState<CarLeadPanelId | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);

  const show = useCallback((panel: CarLeadPanelId) => {
    focusPending.current = true;
    setOpen(panel);
    // The same panel again still moves the focus.
    requestAnimationFrame(() => {
      if (focusPending.current) headingRef.current?.focus();
    });
  }, []);

  useEffect(() => {
    const fromHash = () => {
      const panel = panelOf(window.location.hash, sold);
      if (panel) show(panel);
    };
    fromHash();
    // Links to the panel open it even when the hash is already the one they name.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const panel = link ? panelOf(link.getAttribute('href') ?? '', sold) : null;
      if (!panel) return;
      event.preventDefault();
      if (window.location.hash !== `#${panel}`) window.history.pushState(null, '', `#${panel}`);
      show(panel);
    };
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('click', onClick);
    };
  }, [show, sold]);

  useEffect(() => {
    if (open && focusPending.current) {
      focusPending.current = false;
      headingRef.current?.focus();
    }
  }, [open]);

  if (!open && sold) {
    return (
      <section className="card" id="find-similar" aria-labelledby="find-similar-heading">
        <h2 id="find-similar-heading" className="card-heading">
          {CAR_LEAD_PANELS['find-similar'].heading(vehicleWord)}
        </h2>
        <p className="body2 enquire-text">Tell the {dealerName} team what you are after and they will look out for one.</p>
        <a href="#find-similar" className="btn outlined full" data-testid="open-find-similar">
          Find Me Something Similar
        </a>
      </section>
    );
  }
  if (!open) {
    return (
      <section className="card" id="enquire" aria-labelledby="enquire-heading">
        <h2 id="enquire-heading" className="card-heading">
          {CAR_LEAD_PANELS.enquire.heading(vehicleWord)}
        </h2>
        <p className="body2 enquire-text">
          Quote stock number {car.stocknum} and the {dealerName} team will get back to you.
        </p>
        <a href="#enquire" className="btn outlined full" data-testid="open-enquire">
          Send an Enquiry
        </a>
      </section>
    );
  }
  const panel = CAR_LEAD_PANELS[open];
  return (
    <section className="card" id={open} aria-labelledby={`${open}-heading`} data-testid="car-lead-panel">
      <h2 id={`${open}-heading`} className="card-heading" tabIndex={-1} ref={headingRef}>
        {panel.heading(vehicleWord)}
      </h2>
      <p className="body2 enquire-text">
        {car.title} · Stock No. {car.stocknum}
      </p>
      <LeadForm
        key={open}
        form={panel.form}
        car={car}
        options={options}
        storagePrefix={car.dealershipSlug}
        labelledBy={`${open}-heading`}
        submitLabel={panel.submit}
        prefill={
          open === 'find-similar'
            ? { subcategory: FIND_SIMILAR_SUBCATEGORY, message: `I am after a ${vehicleWord} like the ${car.title}.` }
            : undefined
        }
      />
    </section>
  );
}
