/**
 * The lead forms' field table and the pure steps around a submission: which controls a form
 * shows, the wire body built from Formik's values, and what is stored on the device after
 * success (spec §3 "Stored on the device"). Loaded with the forms only (it carries Yup).
 */
import {
  LEAD_FORM_SELECTS,
  LEAD_HONEYPOT_FIELD,
  leadSchema,
  leadSchemaOptionsFor,
  type LeadForm,
  type LeadSchemaOptions,
  type LeadSubmission,
  type LeadTenantFacts,
} from '@dealer/domain/leads';
import { dealerToday } from '@/features/carDetail/carDetailModel';
import type { LeadCar, LeadFormOptions } from './leadFormTypes';
import { leadStorageKeys, type StoredContact } from './leadStorage';
import { FORM_FIELDS, leadFormAsksForDate, type LeadFieldName } from './leadFormFields';

/** Spec §4 "Multi-step lead form": step titles; the form's own fields, then the shopper's details. */
export const MULTI_STEP_TITLES = ['What you are after', 'Your details'] as const;

/** The step of the multi-step form that shows a field: its own fields first, everything else last. */
export function multiStepOf(field: string, fields: readonly LeadFieldName[]): number {
  return (fields as readonly string[]).includes(field) ? 0 : MULTI_STEP_TITLES.length - 1;
}

export function leadFormFields(form: LeadForm, aboutCar: boolean): LeadFieldName[] {
  const selects = aboutCar ? { location: false, dealership: false } : LEAD_FORM_SELECTS[form];
  return FORM_FIELDS[form].filter(
    (field) => (field !== 'location' || selects.location) && (field !== 'dealership_slug' || selects.dealership),
  );
}

/**
 * The tenant's schema facts on a given day (today in the dealer's zone): the browser's and the server's.
 * `withToday: false` leaves today out, for a form that asks no date: the first time-zone formatter a
 * browser builds costs about 70 ms (ICU's zone data), 300 ms at Lighthouse's 4x slowdown, which
 * location and contact pages paid while hydrating their forms (issue 11).
 */
export function leadTenantFacts(options: LeadFormOptions, now = new Date(), withToday = true): LeadTenantFacts {
  return {
    messageOptional: options.messageOptional,
    termsNotice: options.termsNotice,
    locations: options.locations.map((location) => location.slug),
    dealerships: options.dealerships.map((dealership) => dealership.slug),
    today: withToday ? dealerToday(options.locale, now) : undefined,
  };
}

/** The server's schema, less the key the browser adds when it sends (one per attempt). */
export function leadFormSchema(form: LeadForm, options: LeadSchemaOptions) {
  return leadSchema(form, options).omit(['idempotency_key']);
}

export function leadFormSchemaOptions(form: LeadForm, aboutCar: boolean, options: LeadFormOptions): LeadSchemaOptions {
  return leadSchemaOptionsFor(form, aboutCar, leadTenantFacts(options, new Date(), leadFormAsksForDate(form)));
}

/** Formik's values: the wire fields, as the controls hold them (the budget is typed text). */
export type LeadFormValues = Omit<LeadSubmission, 'idempotency_key' | 'vehiclePriceBudget'> & {
  vehiclePriceBudget?: string | number;
  [LEAD_HONEYPOT_FIELD]: string;
};

/**
 * The body sent to `POST /api/leads`: empty optional fields left out, the car's id and dealership
 * added. The honeypot travels as typed: a filled one is refused by the server, stored nowhere.
 */
export function leadSubmissionBody(
  values: LeadFormValues,
  idempotencyKey: string,
  car: LeadCar | null | undefined,
  carId?: string,
): LeadSubmission {
  const body: Record<string, unknown> = { idempotency_key: idempotencyKey };
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (typeof body.vehiclePriceBudget === 'string') body.vehiclePriceBudget = Number(body.vehiclePriceBudget.replace(/[$,\s]/g, ''));
  if (car) {
    body.car_id = car.id;
    body.dealership_slug = car.dealershipSlug;
    delete body.location;
  } else if (carId) {
    body.car_id = carId;
    delete body.location;
  }
  return body as unknown as LeadSubmission;
}

/** What is kept on the device after a stored lead: the success marker, the car, and the contact when complete. */
export function leadStorageEntries(prefix: string, lead: LeadSubmission, car: LeadCar | null | undefined): [string, string][] {
  const keys = leadStorageKeys(prefix);
  const entries: [string, string][] = [[keys.successCategory, lead.category]];
  if (car) entries.push([keys.enquireCar, JSON.stringify({ id: car.id, slug: car.slug, title: car.title, stocknum: car.stocknum })]);
  if (lead.name && lead.email && lead.phone) {
    const contact: StoredContact = { name: lead.name, email: lead.email, phone: lead.phone };
    entries.push([keys.contactDetails, JSON.stringify(contact)]);
  }
  return entries;
}

/**
 * One idempotency key per submission attempt, kept while the shopper retries the same values
 * (a timeout after the CMS stored the lead must not store it twice); new values, new key.
 */
export class IdempotencyKeys {
  private last: { values: string; key: string } | null = null;
  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(values: unknown): string {
    const serialised = JSON.stringify(values);
    if (this.last?.values !== serialised) this.last = { values: serialised, key: this.newKey() };
    return this.last.key;
  }
}
