/**
 * The lead form as pages mount it: its code (Formik, Yup, the schema) is a chunk of its own,
 * fetched only where a form is shown, so the search and car pages' first load does not carry it.
 */
import dynamic from 'next/dynamic';
import type { LeadFormProps } from './leadFormTypes';

export const LeadForm = dynamic<LeadFormProps>(() => import('./LeadForm.client'), {
  loading: () => (
    <p role="status" style={{ margin: 0 }}>
      Loading the form…
    </p>
  ),
});
