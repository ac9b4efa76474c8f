/** Which controls each lead form shows (spec §5), without the schema: pages read it to decide how a form starts. */
import type { LeadForm } from '@dealer/domain/leads';

/** Controls a form may show besides name, email, phone, contact method, opt-in and terms. */
export type LeadFieldName =
  | 'category'
  | 'message'
  | 'Rego'
  | 'location'
  | 'dealership_slug'
  | 'preferred_date'
  | 'preferred_time'
  | 'vehiclePriceBudget'
  | 'additional_services'
  | 'parts_make'
  | 'parts_model'
  | 'part';

/** Per form, in the order shown (spec §5). Selects appear only when the form is not about a car. */
export const FORM_FIELDS: Record<LeadForm, LeadFieldName[]> = {
  enquiry: ['category', 'location', 'dealership_slug', 'message', 'Rego'],
  'quick-enquiry': ['message'],
  'test-drive': ['location', 'preferred_date', 'preferred_time', 'message'],
  // The message is the hidden, fixed 'Please send photos for this car.'
  'request-photos': [],
  finance: ['dealership_slug', 'vehiclePriceBudget', 'message'],
  careers: ['dealership_slug', 'message'],
  service: ['location', 'additional_services', 'Rego', 'preferred_date', 'preferred_time', 'message'],
  contact: ['location', 'message'],
  offer: ['dealership_slug', 'message'],
  // Spec §4's multi-step form: these on its first step, the contact details on its last.
  'multi-step': ['dealership_slug', 'vehiclePriceBudget', 'message'],
  // `/parts/search`: the shopper's vehicle and the part, sent to the chosen location's parts team.
  parts: ['parts_make', 'parts_model', 'part', 'location', 'message'],
  // Sent by the trade-in wizard with its vehicle (features/tradeIn), not by the lead form.
  'trade-in': ['message'],
};

/** Whether a form asks for a date (the test drive's preferred date): only then does it need today. */
export function leadFormAsksForDate(form: LeadForm): boolean {
  return FORM_FIELDS[form].includes('preferred_date');
}
