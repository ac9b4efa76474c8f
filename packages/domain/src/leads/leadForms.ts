/**
 * The shopper's lead forms (spec §3 "Enquiry / lead form payload", §4, §5, §9): what each form is,
 * its category, and the texts the spec fixes. No validation library here: the search and car
 * pages import these names without carrying Yup (leadSchema.ts is loaded with the forms only).
 */

/** Every form that sends a lead. `multi-step` is spec §4's multi-step lead form. */
export const LEAD_FORMS = [
  'enquiry',
  'quick-enquiry',
  'test-drive',
  'request-photos',
  'finance',
  'careers',
  'service',
  'contact',
  'offer',
  'multi-step',
  'parts',
  /** The trade-in wizard's lead (issue 13): stored with its trade-in record, never sent by a lead form on its own. */
  'trade-in',
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** Spec §3: "The list of enquiry categories: not shown." Ours, General Enquiry first (the default). */
export const ENQUIRY_CATEGORIES = [
  'General Enquiry',
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Demo Vehicle Enquiry',
  'Test Drive',
  'Finance Enquiry',
  'Service Booking',
  'Parts Enquiry',
  'Trade-In Enquiry',
  'Offer Enquiry',
] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

/**
 * Leads the CMS stores of its own accord, never sent by a form: a paid car reservation becomes a
 * lead for the dealer (issue 38), with its own form and category so staff can filter them.
 */
export const RESERVATION_LEAD = { form: 'reservation', category: 'Vehicle Reservation' } as const;
/** Every form a stored lead may name: the shopper's forms and the CMS's own. */
export const STORED_LEAD_FORMS = [...LEAD_FORMS, RESERVATION_LEAD.form] as const;
/** Every category a stored lead may carry. */
export const STORED_LEAD_CATEGORIES = [...ENQUIRY_CATEGORIES, RESERVATION_LEAD.category] as const;

/** Spec §9: Phone (default), Email, SMS. */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];

/** The category each form files its lead under (spec §9: careers are General Enquiry / Career Enquiry). */
export const LEAD_FORM_CATEGORY: Record<LeadForm, { category: EnquiryCategory; subcategory?: string }> = {
  enquiry: { category: 'General Enquiry' },
  'quick-enquiry': { category: 'General Enquiry', subcategory: 'Quick Enquiry' },
  'test-drive': { category: 'Test Drive' },
  'request-photos': { category: 'General Enquiry', subcategory: 'Request Photos' },
  finance: { category: 'Finance Enquiry' },
  careers: { category: 'General Enquiry', subcategory: 'Career Enquiry' },
  service: { category: 'Service Booking' },
  contact: { category: 'General Enquiry' },
  offer: { category: 'Offer Enquiry' },
  'multi-step': { category: 'General Enquiry' },
  parts: { category: 'Parts Enquiry' },
  'trade-in': { category: 'Trade-In Enquiry' },
};

/** Spec §5: the request-photos form's hidden message. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car.';

/** Texts the spec fixes, character for character (§5, §8). */
export const LEAD_TEXTS = {
  errorListHeading: 'Please fix the following errors:',
  unexpectedError: 'An unexpected error occured',
  submitFailed: 'An error occurred when submitting this form',
  termsRequired: 'You must agree to the terms of use before submitting the form.',
  regoPlaceholder: 'Rego - Helps us better assist your enquiry',
} as const;

/** Service options a service booking may tick (spec §7: `additional_services` from the checked options). */
export const SERVICE_OPTIONS = [
  'Logbook Service',
  'Brakes',
  'Tyres',
  'Wheel Alignment',
  'Air Conditioning',
  'Battery',
  'Detailing',
] as const;

/** A lead's idempotency key: one per submission attempt, 8 to 100 letters, digits, - or _. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Bounds on what a shopper can send: a lead is a message to a person, not a document. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  rego: 10,
  subcategory: 100,
  slug: 100,
  idempotencyKey: 100,
  visitedPages: 20,
  path: 500,
  linkedQueryParams: 20,
  queryParamValue: 200,
  additionalServices: SERVICE_OPTIONS.length,
  /** The parts enquiry's vehicle make and model, and the part (a name or a part number). */
  partsVehicle: 50,
  part: 200,
} as const;

/**
 * The honeypot: a field hidden from people (off-screen, not focusable, autocomplete off) that bots
 * fill. A body with it set is refused (400) and stored nowhere; a 2xx always means a stored lead.
 */
export const LEAD_HONEYPOT_FIELD = 'website';
