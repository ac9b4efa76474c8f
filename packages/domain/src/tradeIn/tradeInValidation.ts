/**
 * Field rules of the trade-in forms (spec §3 "Trade-in form (wizard)" and "Trade-in valuation
 * (first flow)", §5 postcode, rego/state, manual choice, step four, §9 contact methods). Plain
 * functions returning field -> message, empty when valid: no validation library here, so the
 * site can build its Yup schemas from these constants and the server can check the same rules.
 * Texts the spec gives are copied exactly; where it says "not shown" the texts and options are ours.
 */
import { LEAD_LIMITS, PREFERRED_CONTACT_METHODS, type PreferredContactMethod } from '../leads/leadForms';
import { isEmailAddress } from '../leads/emailAddress';

/** Spec §5: the states a rego may be from, in the spec's order. */
export const REGO_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type RegoState = (typeof REGO_STATES)[number];

export const TRADE_IN_VALIDATION_TEXTS = {
  // Spec §5, character for character.
  required: '* This field is required',
  chooseOneCar: '* Please choose one car.',
  invalidPostcode: 'Invalid postcode. Please enter a 4-digit number.',
  // Ours: the spec shows only the required rule for these fields.
  invalidRego: '* Please enter a valid registration number.',
  invalidKm: '* Please enter the kilometres as a whole number.',
  notInList: '* Please choose an option from the list.',
  invalidPhone: '* Please enter a valid phone number.',
  invalidEmail: '* Please enter a valid email address.',
} as const;

/** `* Please use at most 100 characters.` */
export const tooLongText = (max: number): string => `* Please use at most ${max} characters.`;

/** Length bounds: those of a lead where the field ends up in the trade-in lead (it goes through the same outbox). */
export const TRADE_IN_LIMITS = {
  rego: LEAD_LIMITS.rego,
  postcode: 4,
  /** Odometers roll over after six digits. */
  km: 999_999,
  name: LEAD_LIMITS.name,
  email: LEAD_LIMITS.email,
  phone: LEAD_LIMITS.phone,
  comments: LEAD_LIMITS.message,
} as const;

/** Step four's selects (spec: required, options not shown). */
export const SERVICE_HISTORY_OPTIONS = ['Full service history', 'Partial service history', 'No service history'] as const;
export const NUMBER_OF_KEYS_OPTIONS = ['1', '2', '3 or more'] as const;
export const CAR_CONDITION_OPTIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
/** First flow: does the shopper want finance (spec §3: Yes/No). */
export const FINANCE_ANSWERS = ['Yes', 'No'] as const;
export type FinanceAnswer = (typeof FINANCE_ANSWERS)[number];

/** Field -> message for each field that fails; no key means the field is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const hasFieldErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

type Value = string | number | null | undefined;

const trimmed = (value: Value): string => (value === null || value === undefined ? '' : String(value).trim());

/** The rego as the provider is asked for it: capitals, no spaces or dashes ("abc 12-3" -> "ABC123"). */
export const normaliseRego = (rego: Value): string => trimmed(rego).toUpperCase().replace(/[\s-]/g, '');

/** The state chosen, any case ("qld" is the spec's default state spelling), or null. */
export function regoStateOf(value: Value): RegoState | null {
  const wanted = trimmed(value).toUpperCase();
  return REGO_STATES.find((state) => state === wanted) ?? null;
}

/** Whole kilometres as people type them ("120,000", "120 000"), or null. */
export function kmOf(value: Value): number | null {
  const text = trimmed(value);
  if (!/^\d{1,3}(?:[,\s]?\d{3})*$/.test(text)) return null;
  const km = Number(text.replace(/[,\s]/g, ''));
  return km <= TRADE_IN_LIMITS.km ? km : null;
}

/** Spec §9: Phone unless the shopper chose Email or SMS; null when the value is none of them. */
export function preferredContactMethodOf(value: Value): PreferredContactMethod | null {
  const text = trimmed(value);
  if (!text) return 'Phone';
  return PREFERRED_CONTACT_METHODS.find((method) => method === text) ?? null;
}

/** Letters, digits, spaces and dashes, at least one letter or digit. */
const REGO = /^(?=.*[A-Za-z0-9])[A-Za-z0-9\s-]+$/;
/** 8 to 15 digits with the spaces, brackets, dashes and leading + people type (as the lead forms). */
const PHONE = /^\+?[\d\s()-]+$/;

/** Each rule returns the message for a value or null; the first that fails is the field's message. */
type Rule = (value: string) => string | null;

const required: Rule = (value) => (value ? null : TRADE_IN_VALIDATION_TEXTS.required);
const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? tooLongText(max) : null;
const oneOf =
  (options: readonly string[]): Rule =>
  (value) =>
    options.includes(value) ? null : TRADE_IN_VALIDATION_TEXTS.notInList;
const rego: Rule = (value) => (value.length > TRADE_IN_LIMITS.rego || !REGO.test(value) ? TRADE_IN_VALIDATION_TEXTS.invalidRego : null);
const regoState: Rule = (value) => (regoStateOf(value) ? null : TRADE_IN_VALIDATION_TEXTS.required);
/** Spec §5: exactly 4 digits, at most 4 characters. */
const postcode: Rule = (value) => (/^\d{4}$/.test(value) ? null : TRADE_IN_VALIDATION_TEXTS.invalidPostcode);
const km: Rule = (value) => (kmOf(value) === null ? TRADE_IN_VALIDATION_TEXTS.invalidKm : null);
const phone: Rule = (value) => {
  const digits = value.replace(/\D/g, '').length;
  return value.length <= TRADE_IN_LIMITS.phone && PHONE.test(value) && digits >= 8 && digits <= 15
    ? null
    : TRADE_IN_VALIDATION_TEXTS.invalidPhone;
};
const email: Rule = (value) =>
  value.length <= TRADE_IN_LIMITS.email && isEmailAddress(value) ? null : TRADE_IN_VALIDATION_TEXTS.invalidEmail;

function check<Field extends string>(values: Partial<Record<Field, Value>>, rules: Record<Field, Rule[]>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const value = trimmed(values[field]);
    // Required comes first; the other rules only judge something that was typed.
    const [first, ...rest] = rules[field];
    const message = first?.(value) ?? (value ? rest.map((rule) => rule(value)).find((m) => m !== null) : null);
    if (message) errors[field] = message;
  }
  return errors;
}

export type VehicleDetailsField = 'rego' | 'state';

/** Step 1 (spec §5): rego and state required, state one of QLD/NSW/VIC/SA/WA/TAS/ACT/NT. */
export function validateVehicleDetails(values: Partial<Record<VehicleDetailsField, Value>>): FieldErrors<VehicleDetailsField> {
  return check(values, { rego: [required, rego], state: [required, regoState] });
}

/** Step 2 (spec §5): one of the descriptions offered must be chosen. */
export function validateVehicleSelection(values: { manualEntry?: Value }, offered: readonly string[]): FieldErrors<'manualEntry'> {
  const choice = trimmed(values.manualEntry);
  return offered.includes(choice) ? {} : { manualEntry: TRADE_IN_VALIDATION_TEXTS.chooseOneCar };
}

export type YourDetailsField =
  | 'postcode'
  | 'odometer'
  | 'service_history'
  | 'number_of_keys'
  | 'car_condition'
  | 'comments'
  | 'name'
  | 'last_name'
  | 'phone'
  | 'email';

/**
 * Step 4 (spec §5): postcode, odometer, service history, number of keys, car condition and comments
 * required, postcode exactly 4 digits. The spec leaves the name, last name, phone and email rules
 * unshown: they are required, as every lead's contact details are.
 */
export function validateYourDetails(values: Partial<Record<YourDetailsField, Value>>): FieldErrors<YourDetailsField> {
  return check(values, {
    postcode: [required, postcode],
    odometer: [required, km],
    service_history: [required, oneOf(SERVICE_HISTORY_OPTIONS)],
    number_of_keys: [required, oneOf(NUMBER_OF_KEYS_OPTIONS)],
    car_condition: [required, oneOf(CAR_CONDITION_OPTIONS)],
    comments: [required, maxLength(TRADE_IN_LIMITS.comments)],
    name: [required, maxLength(TRADE_IN_LIMITS.name)],
    last_name: [required, maxLength(TRADE_IN_LIMITS.name)],
    phone: [required, phone],
    email: [required, email],
  });
}

export type ValuationRequestField =
  | 'rego'
  | 'regoState'
  | 'kms'
  | 'name'
  | 'phone'
  | 'email'
  | 'location_id'
  | 'PreferredContactMethod'
  | 'finance';

/** Anything other than the preferred contact method may be left out: it has a default. */
const optional: Rule = () => null;

/**
 * The first flow (spec §3 "Trade-in valuation"): rego and state as in the wizard, kms, contact
 * details, the location (one of `locationIds`), PreferredContactMethod (empty means Phone) and
 * finance Yes/No. The adjustment answers are the provider's questions and are checked by it.
 */
export function validateValuationRequest(
  values: Partial<Record<ValuationRequestField, Value>>,
  locationIds: readonly string[],
): FieldErrors<ValuationRequestField> {
  return check(values, {
    rego: [required, rego],
    regoState: [required, regoState],
    kms: [required, km],
    name: [required, maxLength(TRADE_IN_LIMITS.name)],
    phone: [required, phone],
    email: [required, email],
    location_id: [required, oneOf(locationIds)],
    PreferredContactMethod: [optional, (value) => (preferredContactMethodOf(value) ? null : TRADE_IN_VALIDATION_TEXTS.notInList)],
    finance: [required, oneOf(FINANCE_ANSWERS)],
  });
}
