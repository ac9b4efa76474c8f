/**
 * The car page's lead forms in place (issue 10): Enquire, Test Drive and Request Photos open their
 * form here, from the page's buttons, the card's `/cars/{slug}#enquire` and `#test-drive` links or
 * any `#request-photos` link. The form's code loads only once one is opened.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadForm as LeadFormName } from '@dealer/domain/leads';
import { LeadForm } from './LeadForm';
import type { LeadCar, LeadFormOptions } from './leadFormTypes';

export const CAR_LEAD_PANELS = {
  enquire: { form: 'enquiry', heading: (word: string) => `Enquire about this ${word}`, submit: 'Send Enquiry' },
  'test-drive': { form: 'test-drive', heading: () => 'Book a Test Drive', submit: 'Book Test Drive' },
  'request-photos': { form: 'request-photos', heading: () => 'Request Photos', submit: 'Request Photos' },
} as const satisfies Record<string, { form: LeadFormName; heading: (word: string) => string; submit: string }>;
export type CarLeadPanelId = keyof typeof CAR_LEAD_PANELS;

const panelOf = (hash: string): CarLeadPanelId | null => {
  const id = hash.replace(/^#/, '');
  return id in CAR_LEAD_PANELS ? (id as CarLeadPanelId) : null;
};

export function CarLeadPanel({
  car,
  options,
  vehicleWord,
  dealerName,
}: {
  car: LeadCar;
  options: LeadFormOptions;
  vehicleWord: string;
  dealerName: string;
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
      const panel = panelOf(window.location.hash);
      if (panel) show(panel);
    };
    fromHash();
    // Links to the panel open it even when the hash is already the one they name.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const panel = link ? panelOf(link.getAttribute('href') ?? '') : null;
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
  }, [show]);

  useEffect(() => {
    if (open && focusPending.current) {
      focusPending.current = false;
      headingRef.current?.focus();
    }
  }, [open]);

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
      />
    </section>
  );
}
