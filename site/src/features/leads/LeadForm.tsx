/**
 * The lead form as pages mount it where it opens in the browser (a car's enquiry panel, an offer's
 * enquiry, a page's dated form): its code (Formik, Yup, the schema) is a chunk of its own, fetched
 * only where a form is shown, so the search and car pages' first load does not carry it. Forms sent
 * in a page's HTML use LeadFormIsland.
 */
import { clientOnly } from '@/features/ui/clientOnly';
import type { LeadFormProps } from './leadFormTypes';

export const LeadForm = clientOnly<LeadFormProps>(() => import('./LeadForm.client').then((m) => m.LeadFormClient), {
  loading: () => (
    <p role="status" style={{ margin: 0 }}>
      Loading the form…
    </p>
  ),
});
