/**
 * One Yup schema per lead form (spec §5 rules), used by the browser's Formik forms and by the
 * server routes that store the lead (site `POST /api/leads`, the CMS's lead endpoint). Loaded only
 * with the forms: this module builds Yup schemas, which the search and car pages must not carry.
 */
import * as yup from 'yup';
import { isEmailAddress } from './emailAddress';
import {
  ENQUIRY_CATEGORIES,
  IDEMPOTENCY_KEY_PATTERN,
  LEAD_FORM_CATEGORY,
  LEAD_FORMS,
  LEAD_HONEYPOT_FIELD,
  LEAD_LIMITS,
  LEAD_TEXTS,
  PREFERRED_CONTACT_METHODS,
  REQUEST_PHOTOS_MESSAGE,
  SERVICE_OPTIONS,
  type LeadForm,
  type PreferredContactMethod,
} from './leadForms';

/** What the tenant and the page decide about a form (spec §5). */
export interface LeadSchemaOptions {
  /** The tenant makes the message optional ("message-optional is set by configuration"). */
  messageOptional?: boolean;
  /** The tenant shows the terms notice: the shopper must tick it. */
  termsRequired?: boolean;
  /** The form shows a location select (slugs it may take). Required when shown. */
  locations?: readonly string[];
  /** The preferred-dealership select (slugs). Required when more than one option remains. */
  dealerships?: readonly string[];
  /** Today in the dealer's zone, YYYY-MM-DD: a test-drive date may not be earlier. */
  today?: string;
}

/** The wire body of a lead, as forms send it and routes read it. */
export interface LeadSubmission {
  form: LeadForm;
  idempotency_key: string;
  name: string;
  email: string;
  phone: string;
  message?: string;
  category: string;
  subcategory?: string;
  preferred_contact_method: PreferredContactMethod;
  opt_in: boolean;
  terms_accepted?: boolean;
  Rego?: string;
  location?: string;
  dealership_slug?: string;
  car_id?: string;
  offer_id?: string;
  preferred_date?: string;
  preferred_time?: string;
  vehiclePriceBudget?: number;
  additional_services?: string[];
  /** The parts enquiry (`/parts/search`): the shopper's vehicle and the part they need. */
  parts_make?: string;
  parts_model?: string;
  part?: string;
  page_id?: string;
  lead_attributes?: LeadAttributes;
}

export interface LeadAttributes {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

export interface LeadFieldError {
  field: string;
  message: string;
}

export type LeadValidation = { ok: true; value: LeadSubmission } | { ok: false; errors: LeadFieldError[] };

/** A tag in a text field: leads are plain text, and markup in one is a bot or an attack. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;
const noMarkup = (label: string) =>
  [`no-markup`, `${label} must not contain HTML tags`, (value: unknown) => !(typeof value === 'string' && MARKUP.test(value))] as const;

/** Yup's own `.trim()` calls `trim` on whatever arrived (an object in a malformed body throws): trim text only. */
const trimText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const text = (label: string, max: number) =>
  yup
    .string()
    // Yup would turn 42 into '42': a number where text belongs is a malformed body, not a name.
    .transform((value, original) => (typeof original === 'string' ? trimText(value) : original))
    .typeError(`${label} must be text`)
    .max(max, `${label} must be at most ${max} characters`)
    .test(...noMarkup(label));

/** 8 to 15 digits, with the spaces, brackets, dashes and leading + people type. */
const PHONE = /^\+?[\d\s()-]+$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

const id = (label: string) =>
  yup
    .string()
    .transform((_value, original) => (typeof original === 'number' ? String(original) : original))
    .typeError(`${label} must be an id`)
    .transform(trimText)
    .matches(/^[A-Za-z0-9_-]{1,64}$/, { message: `${label} must be an id`, excludeEmptyString: true });

const slugIn = (label: string, allowed: readonly string[] | undefined, required: boolean) => {
  let schema = yup.string().typeError(`${label} must be text`).transform(trimText).max(LEAD_LIMITS.slug, `${label} is not one of ours`);
  if (allowed) schema = schema.oneOf([...allowed, undefined, ''] as string[], `Choose a ${label.toLowerCase()} from the list`);
  return required ? schema.required(`${label} is required`) : schema;
};

const leadAttributesSchema = yup
  .object({
    visited_pages: yup
      .array(
        yup
          .string()
          .typeError('Visited pages must be paths')
          .max(LEAD_LIMITS.path, 'Visited pages must be paths')
          .matches(/^\//, 'Visited pages must be paths')
          .required('Visited pages must be paths'),
      )
      .max(LEAD_LIMITS.visitedPages, `At most ${LEAD_LIMITS.visitedPages} visited pages`)
      .default([]),
    linked_query_params: yup
      .mixed<Record<string, string>>()
      .test('query-params', 'Linked query parameters must be short text values', (value) => {
        if (value === undefined || value === null) return true;
        if (typeof value !== 'object' || Array.isArray(value)) return false;
        const entries = Object.entries(value);
        return (
          entries.length <= LEAD_LIMITS.linkedQueryParams &&
          entries.every(
            ([key, v]) =>
              /^[A-Za-z0-9_.-]{1,50}$/.test(key) && typeof v === 'string' && v.length <= LEAD_LIMITS.queryParamValue && !MARKUP.test(v),
          )
        );
      })
      .default({}),
  })
  .noUnknown('Lead attributes carry only visited_pages and linked_query_params')
  .default(undefined);

/** The shopper's contact details and the submission's idempotency key: every form asks for them the same way. */
export const contactFields = () => ({
  idempotency_key: yup
    .string()
    .typeError('Idempotency key must be text')
    .matches(IDEMPOTENCY_KEY_PATTERN, 'Idempotency key must be 8 to 100 letters, digits, - or _')
    .required('Idempotency key is required'),
  name: text('Name', LEAD_LIMITS.name).required('Name is required'),
  email: text('Email', LEAD_LIMITS.email)
    .required('Email is required')
    .test('email', 'Enter a valid email address', (value) => !value || isEmailAddress(value)),
  phone: text('Phone', LEAD_LIMITS.phone)
    .required('Phone is required')
    .test(
      'phone',
      'Enter a valid phone number',
      (value) => !value || (PHONE.test(value) && phoneDigits(value) >= 8 && phoneDigits(value) <= 15),
    ),
});

/** Forms whose message is optional whatever the tenant says (spec §5: the test drive's is optional). */
export const MESSAGE_OPTIONAL_FORMS: readonly LeadForm[] = ['test-drive', 'finance', 'service', 'request-photos', 'parts'];
/** Forms that are about one car and cannot be sent without it. */
const CAR_FORMS: readonly LeadForm[] = ['quick-enquiry', 'request-photos'];

export function leadSchema(form: LeadForm, options: LeadSchemaOptions = {}) {
  const messageRequired = !options.messageOptional && !MESSAGE_OPTIONAL_FORMS.includes(form);
  const locationRequired = Boolean(options.locations && options.locations.length > 0);
  const dealershipRequired = Boolean(options.dealerships && options.dealerships.length > 1);
  let message = text('Message', LEAD_LIMITS.message);
  if (messageRequired) message = message.required('Message is required');
  let carId = id('Car');
  if (CAR_FORMS.includes(form)) carId = carId.required('Car is required');
  let offerId = id('Offer');
  if (form === 'offer') offerId = offerId.required('Offer is required');
  // The parts enquiry names the vehicle and the part; no other form carries them.
  const partsField = (label: string, max: number) => {
    const schema = text(label, max);
    return form === 'parts'
      ? schema.required(`${label} is required`)
      : schema.test('parts-only', `${label} belongs to a parts enquiry`, (value) => !value);
  };

  return yup
    .object({
      form: yup.string().oneOf([form], 'Form is not this form').required('Form is required'),
      ...contactFields(),
      message,
      category: yup
        .string()
        .typeError('Category must be text')
        .oneOf([...ENQUIRY_CATEGORIES], 'Choose a category from the list')
        .default(LEAD_FORM_CATEGORY[form].category)
        .required('Category is required'),
      subcategory: text('Subcategory', LEAD_LIMITS.subcategory),
      preferred_contact_method: yup
        .string()
        .typeError('Preferred contact method must be text')
        .oneOf([...PREFERRED_CONTACT_METHODS], 'Preferred contact method must be Phone, Email or SMS')
        .default('Phone')
        .required('Preferred contact method is required'),
      opt_in: yup.boolean().typeError('Opt-in must be true or false').default(true),
      terms_accepted: options.termsRequired
        ? yup.boolean().typeError(LEAD_TEXTS.termsRequired).oneOf([true], LEAD_TEXTS.termsRequired).required(LEAD_TEXTS.termsRequired)
        : yup.boolean().typeError('Terms must be true or false'),
      Rego: text('Rego', LEAD_LIMITS.rego).matches(/^[A-Za-z0-9 -]*$/, 'Rego may contain only letters, digits, spaces and dashes'),
      location: slugIn('Location', options.locations, locationRequired),
      dealership_slug: slugIn('Dealership', options.dealerships, dealershipRequired),
      car_id: carId,
      offer_id: offerId,
      preferred_date: yup
        .string()
        .typeError('Preferred date must be a date')
        .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Preferred date must be a date', excludeEmptyString: true })
        .test('not-past', 'Preferred date cannot be in the past', (value) => !value || !options.today || value >= options.today),
      preferred_time: yup
        .string()
        .typeError('Preferred time must be a time')
        .matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Preferred time must be a time', excludeEmptyString: true })
        .when('preferred_date', {
          is: (date: string | undefined) => !date,
          then: (schema) => schema.test('needs-date', 'Choose a date for your preferred time', (value) => !value),
        }),
      vehiclePriceBudget: yup
        .number()
        // People type money as they see it: '$42,500' is 42500.
        .transform((value, original) => {
          if (original === null) return undefined;
          if (typeof original !== 'string') return value;
          const digits = original.replace(/[$,\s]/g, '');
          return digits === '' ? undefined : Number(digits);
        })
        .typeError('Budget must be a number')
        .min(0, 'Budget cannot be negative')
        .max(10_000_000, 'Budget must be at most 10,000,000'),
      additional_services: yup
        .array(
          yup
            .string()
            .oneOf([...SERVICE_OPTIONS], 'Choose services from the list')
            .required(),
        )
        .max(LEAD_LIMITS.additionalServices, 'Choose services from the list'),
      parts_make: partsField('Make', LEAD_LIMITS.partsVehicle),
      parts_model: partsField('Model', LEAD_LIMITS.partsVehicle),
      part: partsField('Part', LEAD_LIMITS.part),
      page_id: id('Page'),
      lead_attributes: leadAttributesSchema,
      [LEAD_HONEYPOT_FIELD]: yup.string().max(0, 'This form could not be sent.'),
    })
    .noUnknown(({ unknown }) => `Unknown field${String(unknown).includes(',') ? 's' : ''}: ${unknown}`);
}

/** Every field's first error, in the form's order (for the 'Please fix the following errors:' list). */
export function leadFieldErrors(error: yup.ValidationError): LeadFieldError[] {
  const seen = new Map<string, string>();
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path || 'form';
    if (!seen.has(field)) seen.set(field, inner.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/** Validates a wire body for its form; the form's fixed values (category, the photos message) win. */
export async function validateLead(body: unknown, options: LeadSchemaOptions = {}): Promise<LeadValidation> {
  const form = (body as { form?: unknown } | null)?.form;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'form', message: 'The body must be a JSON object' }] };
  }
  if (typeof form !== 'string' || !(LEAD_FORMS as readonly string[]).includes(form)) {
    // Every faulty field in one answer, as the form lists them: the rest is checked as a general enquiry.
    const formError = { field: 'form', message: `Form must be one of ${LEAD_FORMS.join(', ')}` };
    const rest = await validateLead({ ...body, form: 'enquiry' }, options);
    return { ok: false, errors: [formError, ...(rest.ok ? [] : rest.errors.filter((error) => error.field !== 'form'))] };
  }
  const leadForm = form as LeadForm;
  const schema = leadSchema(leadForm, options);
  // Unknown keys are refused before Yup sees them: Yup looks fields up with `fields[key]`, so a key
  // such as `constructor` finds Object.prototype's and throws instead of failing validation.
  const unknown = Object.keys(body).filter((key) => !Object.hasOwn(schema.fields, key));
  if (unknown.length > 0) {
    return { ok: false, errors: [{ field: 'form', message: `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}` }] };
  }
  const attributes = (body as { lead_attributes?: unknown }).lead_attributes;
  if (
    attributes &&
    typeof attributes === 'object' &&
    Object.keys(attributes).some((key) => !['visited_pages', 'linked_query_params'].includes(key))
  ) {
    return {
      ok: false,
      errors: [{ field: 'lead_attributes', message: 'Lead attributes carry only visited_pages and linked_query_params' }],
    };
  }
  try {
    const value = (await schema.validate(withoutShadowedMethods(body), { abortEarly: false, stripUnknown: false })) as LeadSubmission;
    return { ok: true, value: withFormDefaults(value) };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { ok: false, errors: leadFieldErrors(error) };
    throw error;
  }
}

/**
 * The body's values without keys that shadow a conversion method (`toString`, `valueOf`) at any
 * depth: Yup turns an object into text by calling its `toString`, and a JSON body's own
 * `"toString": 1` made that a TypeError, a 500 (issue 39's bad-input proof). No lead field has
 * such a name; the object is then refused as any other object in a text field is.
 */
function withoutShadowedMethods(body: object): object {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'toString' && key !== 'valueOf')
        .map(([key, inner]) => [key, clean(inner)]),
    );
  };
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, clean(value)]));
}

function withFormDefaults(value: LeadSubmission): LeadSubmission {
  const fixed = LEAD_FORM_CATEGORY[value.form];
  const result: LeadSubmission = { ...value };
  // The General Enquiry form lets the shopper choose; every other form files under its own category.
  if (value.form !== 'enquiry' && value.form !== 'contact' && value.form !== 'multi-step') result.category = fixed.category;
  if (fixed.subcategory) result.subcategory = fixed.subcategory;
  if (value.form === 'request-photos') result.message = REQUEST_PHOTOS_MESSAGE;
  delete (result as unknown as Record<string, unknown>)[LEAD_HONEYPOT_FIELD];
  return result;
}

/** A form's starting values (Formik's initialValues): General Enquiry, Phone, opted in (spec §5, §9). */
export function leadInitialValues(
  form: LeadForm,
  prefill: Partial<LeadSubmission> = {},
): Omit<LeadSubmission, 'idempotency_key'> & { website: string } {
  return {
    form,
    name: '',
    email: '',
    phone: '',
    message: form === 'request-photos' ? REQUEST_PHOTOS_MESSAGE : '',
    category: LEAD_FORM_CATEGORY[form].category,
    preferred_contact_method: 'Phone',
    opt_in: true,
    terms_accepted: false,
    Rego: '',
    location: '',
    dealership_slug: '',
    preferred_date: '',
    preferred_time: '',
    additional_services: [],
    ...(form === 'parts' ? { parts_make: '', parts_model: '', part: '' } : {}),
    website: '',
    ...prefill,
  };
}

/** Which selects a form shows when it is not about one car (spec §5: "location select required when shown"). */
export const LEAD_FORM_SELECTS: Record<LeadForm, { location: boolean; dealership: boolean }> = {
  enquiry: { location: true, dealership: true },
  'quick-enquiry': { location: false, dealership: false },
  'test-drive': { location: true, dealership: false },
  'request-photos': { location: false, dealership: false },
  finance: { location: false, dealership: true },
  careers: { location: false, dealership: true },
  service: { location: true, dealership: false },
  contact: { location: true, dealership: false },
  offer: { location: false, dealership: true },
  'multi-step': { location: false, dealership: true },
  parts: { location: true, dealership: false },
  // The location is the one nearest the shopper's postcode, found by the CMS.
  'trade-in': { location: false, dealership: false },
};

/** What the browser's form and the server both know about the tenant when checking a lead. */
export interface LeadTenantFacts {
  messageOptional: boolean;
  termsNotice: boolean;
  /** Slugs of the tenant's visible locations. */
  locations: readonly string[];
  /** Slugs of the tenant's dealerships. */
  dealerships: readonly string[];
  /** Today in the dealer's zone, YYYY-MM-DD. */
  today?: string;
}

/**
 * The schema options of a form for a tenant: a lead about one car takes its location and
 * dealership from the car, so it shows neither select; other forms show theirs (LEAD_FORM_SELECTS).
 */
export function leadSchemaOptionsFor(form: LeadForm, aboutCar: boolean, facts: LeadTenantFacts): LeadSchemaOptions {
  const selects = aboutCar ? { location: false, dealership: false } : LEAD_FORM_SELECTS[form];
  return {
    messageOptional: facts.messageOptional,
    termsRequired: facts.termsNotice,
    locations: selects.location ? facts.locations : undefined,
    dealerships: selects.dealership ? facts.dealerships : undefined,
    today: facts.today,
  };
}
