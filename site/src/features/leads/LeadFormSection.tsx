/**
 * A page's lead form (issue 10): `/contact`, `/book-test-drive`, `/finance`, `/careers`, `/service`.
 * The pages are static (ISR), so the URL's prefill (car_id, preferredDealership, vehiclePriceBudget,
 * car_type) is read in the browser, and the form starts once the router knows the query.
 * A location's page (`/contact-us/{location}`, `/locations/{location}`) mounts the contact form
 * with that location fixed.
 */
import { useRouter } from 'next/router';
import { styled } from '@/features/theme/styled';
import { LeadForm } from './LeadForm';
import type { LeadFormOptions } from './leadFormTypes';
import { PAGE_LEAD_FORMS } from './pageLeadForms';

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

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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
  const { query } = router;
  const carId = one(query.car_id);
  return (
    <Section id={page.sectionId} aria-labelledby={`${page.sectionId}-heading`}>
      <h2 id={`${page.sectionId}-heading`}>{page.heading}</h2>
      {router.isReady ? (
        <LeadForm
          form={page.form}
          options={options}
          storagePrefix={tenantSlug}
          labelledBy={`${page.sectionId}-heading`}
          submitLabel={page.submit}
          fixedLocation={fixedLocation}
          carId={carId && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : undefined}
          carType={one(query.car_type)}
          prefill={{
            dealership_slug: one(query.preferredDealership),
            vehiclePriceBudget: one(query.vehiclePriceBudget),
          }}
        />
      ) : (
        <p role="status" className="form-pending">
          Loading the form…
        </p>
      )}
    </Section>
  );
}
