/**
 * A page's lead form (issue 10): `/contact`, `/book-test-drive`, `/finance`, `/careers`, `/service`.
 * The pages are static (ISR), so the URL's prefill (car_id, preferredDealership, vehiclePriceBudget,
 * car_type) is read in the browser. A form that asks for no date is in the page's HTML and
 * hydrates when the shopper reaches for it (LeadFormIsland); a dated one starts in the browser
 * once the router knows the query.
 * A location's page (`/contact-us/{location}`, `/locations/{location}`) mounts the contact form
 * with that location fixed.
 */
import { useRouter } from 'next/router';
import { styled } from '@/features/theme/styled';
import { LeadForm } from './LeadForm';
import type { LeadFormOptions, LeadFormProps } from './leadFormTypes';
import { LeadFormIsland } from './LeadFormIsland';
import { leadFormAsksForDate } from './leadFormFields';
import { PAGE_LEAD_FORMS } from './pageLeadForms';
import { fromUrl, queryProps } from './leadFormPrefill';

const Section = styled('section')(({ theme }) => ({
  maxWidth: 640,
  marginTop: 24,
  // `#finance-form` and the like land below the sticky header, not under it.
  scrollMarginTop: 120,
  padding: 20,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  h2: { ...theme.typography.h3, fontSize: '1.3rem', margin: '0 0 16px' },
  // The form starts once the router knows the query (after hydration); until then its place is
  // held at about the shortest form's height (the contact form, ~490 px), so the footer does not
  // jump down when it appears (issue 11: location pages had a CLS of 0.09 from that jump).
  '.form-pending': { minHeight: 480, margin: 0 },
}));

export function LeadFormSection({
  pageKey,
  options,
  tenantSlug,
  fixedLocation,
}: {
  pageKey: string;
  options: LeadFormOptions;
  tenantSlug: string;
  /** A location's own page fixes the location: the lead goes to it and its dealership. */
  fixedLocation?: string;
}) {
  const router = useRouter();
  const page = PAGE_LEAD_FORMS[pageKey];
  if (!page) return null;
  const formProps: LeadFormProps = {
    form: page.form,
    options,
    storagePrefix: tenantSlug,
    labelledBy: `${page.sectionId}-heading`,
    submitLabel: page.submit,
    fixedLocation,
  };
  // A form that offers dates (test drive, service) depends on the day it is shown, and finance for
  // one car always on the URL: those start in the browser. Others are sent in the HTML (LeadFormIsland).
  const browserOnly = leadFormAsksForDate(page.form) || pageKey === 'personalised/finance';
  const formKey = `${tenantSlug}/${pageKey}/${fixedLocation ?? ''}`;
  return (
    <Section id={page.sectionId} aria-labelledby={`${page.sectionId}-heading`}>
      <h2 id={`${page.sectionId}-heading`}>{page.heading}</h2>
      {/* Keyed by the form and its location: a client-side move to another page of this route (the
        mobile menu's links, from /contact to /finance) starts a new form, not the last page's. */}
      {!browserOnly ? (
        <LeadFormIsland key={formKey} {...formProps} fromUrl={fromUrl} />
      ) : router.isReady ? (
        <LeadForm key={formKey} {...formProps} {...queryProps((name) => router.query[name])} />
      ) : (
        <p role="status" className="form-pending">
          Loading the form…
        </p>
      )}
    </Section>
  );
}
