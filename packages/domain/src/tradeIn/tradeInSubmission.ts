/**
 * What the site hands the CMS when a shopper finishes the trade-in wizard (issue 13): the
 * valuation's record, stored with its lead in one transaction (`POST /api/leads/submit` with a
 * `trade_in` beside the lead). The CMS checks it again with the same rules: the site is trusted
 * to have asked the provider, not to send well-formed data.
 */
import type { TradeInVehicleRecord } from './evalExpertResponse';
import { readAdjustmentAnswers, readInstantOffer, type InstantOfferSubmission } from './instantOffer';
import {
  FINANCE_ANSWERS,
  TRADE_IN_VALIDATION_TEXTS,
  CAR_CONDITION_OPTIONS,
  NUMBER_OF_KEYS_OPTIONS,
  REGO_STATES,
  SERVICE_HISTORY_OPTIONS,
  TRADE_IN_LIMITS,
  kmOf,
  normaliseRego,
  regoStateOf,
  validateYourDetails,
  type RegoState,
} from './tradeInValidation';

/** The pages the wizard runs on (spec §2): the record keeps where the shopper started. */
export const TRADE_IN_SOURCE_PAGES = ['trade-in', 'sell-my-car', 'cars/trade-in'] as const;
export type TradeInSourcePage = (typeof TRADE_IN_SOURCE_PAGES)[number];

/** Step four's answers about the vehicle (the contact details travel in the lead). */
export interface TradeInAnswers {
  postcode: string;
  odometer: number;
  service_history: (typeof SERVICE_HISTORY_OPTIONS)[number];
  number_of_keys: (typeof NUMBER_OF_KEYS_OPTIONS)[number];
  car_condition: (typeof CAR_CONDITION_OPTIONS)[number];
  comments: string;
}

export interface TradeInSubmission {
  /** The provider's valuation id (step 1 or 2). */
  eval_id: string;
  /** As looked up: capitals, no spaces. */
  rego: string;
  state: RegoState;
  /** The description chosen in step 2, when the rego matched several vehicles. */
  description?: string;
  /** The provider's record after `update-eval`. */
  vehicle: TradeInVehicleRecord;
  answers: TradeInAnswers;
  /** The shopper's last name (the lead's name is first and last name together). */
  last_name: string;
  source_page: TradeInSourcePage;
}

export interface TradeInFieldError {
  field: string;
  message: string;
}

export type TradeInSubmissionCheck = { ok: true; value: TradeInSubmission } | { ok: false; errors: TradeInFieldError[] };

/** Provider text fields are short codes and names; anything longer is not a vehicle record. */
export const VEHICLE_TEXT_MAX = 100;
/** The provider's valuation id as the site, the CMS and the wizard accept it. */
export const EVAL_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DESCRIPTION_MAX = 300;

const VEHICLE_TEXT_FIELDS = [
  'evalId',
  'vin',
  'engineNumber',
  'registration',
  'registrationExpiry',
  'make',
  'model',
  'series',
  'variant',
  'transmission',
  'redbookCode',
  'body',
] as const satisfies readonly (keyof TradeInVehicleRecord)[];
const VEHICLE_NUMBER_FIELDS = [
  'km',
  'year',
  'cylinders',
  'complianceMonth',
  'complianceYear',
  'buildMonth',
  'buildYear',
] as const satisfies readonly (keyof TradeInVehicleRecord)[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function vehicleOf(raw: unknown, errors: TradeInFieldError[]): TradeInVehicleRecord {
  const record = {} as Record<string, string | number | null>;
  const source = isObject(raw) ? raw : {};
  if (!isObject(raw)) errors.push({ field: 'trade_in.vehicle', message: 'The vehicle must be the provider’s record' });
  for (const field of VEHICLE_TEXT_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null || value === '') record[field] = null;
    else if (typeof value !== 'string' || value.length > VEHICLE_TEXT_MAX) {
      errors.push({ field: `trade_in.vehicle.${field}`, message: `Must be text of at most ${VEHICLE_TEXT_MAX} characters` });
      record[field] = null;
    } else record[field] = value.trim();
  }
  for (const field of VEHICLE_NUMBER_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) record[field] = null;
    else if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > TRADE_IN_LIMITS.km) {
      errors.push({ field: `trade_in.vehicle.${field}`, message: 'Must be a whole number' });
      record[field] = null;
    } else record[field] = value;
  }
  return record as unknown as TradeInVehicleRecord;
}

/** What both flows' trade-ins carry the same way: the provider's id and record, the rego and state, the chosen description. */
function valuationOf(raw: Record<string, unknown>, errors: TradeInFieldError[]) {
  const evalId = text(raw.eval_id);
  if (!EVAL_ID_PATTERN.test(evalId)) errors.push({ field: 'trade_in.eval_id', message: 'The valuation id must be the provider’s EvalID' });
  const rego = normaliseRego(typeof raw.rego === 'string' ? raw.rego : '');
  if (!rego || rego.length > TRADE_IN_LIMITS.rego || !/^[A-Z0-9]+$/.test(rego))
    errors.push({ field: 'trade_in.rego', message: 'The rego must be letters and digits' });
  const state = regoStateOf(typeof raw.state === 'string' ? raw.state : '');
  if (!state) errors.push({ field: 'trade_in.state', message: `The state must be one of ${REGO_STATES.join(', ')}` });
  const description = raw.description === undefined || raw.description === null ? '' : text(raw.description);
  if (typeof raw.description === 'object' && raw.description !== null)
    errors.push({ field: 'trade_in.description', message: 'The description must be text' });
  else if (description.length > DESCRIPTION_MAX)
    errors.push({ field: 'trade_in.description', message: `The description must be at most ${DESCRIPTION_MAX} characters` });
  const vehicle = vehicleOf(raw.vehicle, errors);
  return { evalId, rego, state, description, vehicle };
}

const KNOWN_FIELDS = new Set(['eval_id', 'rego', 'state', 'description', 'vehicle', 'answers', 'last_name', 'source_page']);

/**
 * Checks a `trade_in` as the CMS receives it: every field named in the error (`trade_in.answers.postcode`),
 * step four's rules with the wizard's own texts, the provider's record as short text and whole numbers.
 */
export function checkTradeInSubmission(raw: unknown): TradeInSubmissionCheck {
  if (!isObject(raw)) return { ok: false, errors: [{ field: 'trade_in', message: 'The trade-in must be a JSON object' }] };
  const errors: TradeInFieldError[] = [];
  for (const key of Object.keys(raw)) {
    if (!KNOWN_FIELDS.has(key)) errors.push({ field: `trade_in.${key}`, message: `Unknown field: ${key}` });
  }
  const { evalId, rego, state, description, vehicle } = valuationOf(raw, errors);
  const sourcePage = TRADE_IN_SOURCE_PAGES.find((page) => page === raw.source_page);
  if (!sourcePage) errors.push({ field: 'trade_in.source_page', message: `The page must be one of ${TRADE_IN_SOURCE_PAGES.join(', ')}` });

  const answers = isObject(raw.answers) ? raw.answers : {};
  if (!isObject(raw.answers)) errors.push({ field: 'trade_in.answers', message: 'The answers must be a JSON object' });
  const lastName = typeof raw.last_name === 'string' ? raw.last_name : '';
  // Step four's rules; the contact fields are the lead's and are checked with it (stand-ins here).
  const details = validateYourDetails({
    postcode: typeof answers.postcode === 'string' ? answers.postcode : '',
    odometer: typeof answers.odometer === 'number' ? answers.odometer : typeof answers.odometer === 'string' ? answers.odometer : '',
    service_history: typeof answers.service_history === 'string' ? answers.service_history : '',
    number_of_keys: typeof answers.number_of_keys === 'string' ? answers.number_of_keys : '',
    car_condition: typeof answers.car_condition === 'string' ? answers.car_condition : '',
    comments: typeof answers.comments === 'string' ? answers.comments : '',
    last_name: lastName,
    name: 'checked with the lead',
    phone: '0400000000',
    email: 'checked@with.lead',
  });
  for (const [field, message] of Object.entries(details)) {
    errors.push({ field: field === 'last_name' ? 'trade_in.last_name' : `trade_in.answers.${field}`, message: message as string });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      eval_id: evalId,
      rego,
      state: state!,
      ...(description ? { description } : {}),
      vehicle,
      answers: {
        postcode: text(answers.postcode),
        odometer: kmOf(text(answers.odometer))!,
        service_history: text(answers.service_history) as TradeInAnswers['service_history'],
        number_of_keys: text(answers.number_of_keys) as TradeInAnswers['number_of_keys'],
        car_condition: text(answers.car_condition) as TradeInAnswers['car_condition'],
        comments: text(answers.comments),
      },
      last_name: lastName.trim(),
      source_page: sourcePage!,
    },
  };
}

/** The lead's name for a trade-in: first and last name, as the dealer reads it. */
export const tradeInLeadName = (name: string, lastName: string): string => `${name.trim()} ${lastName.trim()}`.trim();

const INSTANT_OFFER_FIELDS = new Set([
  'flow',
  'eval_id',
  'rego',
  'state',
  'description',
  'vehicle',
  'kms',
  'adjustment_answers',
  'finance',
  'offer',
  'source_page',
]);

/**
 * Checks the first flow's `trade_in` (`flow: 'instant-offer'`) as the CMS receives it: the provider's
 * record, the odometer, every adjustment question answered, finance Yes/No, and the offer (or null
 * where the FAQ's rule gives no online estimate).
 */
export function checkInstantOfferSubmission(
  raw: unknown,
): { ok: true; value: InstantOfferSubmission } | { ok: false; errors: TradeInFieldError[] } {
  if (!isObject(raw)) return { ok: false, errors: [{ field: 'trade_in', message: 'The trade-in must be a JSON object' }] };
  const errors: TradeInFieldError[] = [];
  for (const key of Object.keys(raw)) {
    if (!INSTANT_OFFER_FIELDS.has(key)) errors.push({ field: `trade_in.${key}`, message: `Unknown field: ${key}` });
  }
  if (raw.flow !== 'instant-offer') errors.push({ field: 'trade_in.flow', message: 'The flow must be instant-offer' });
  const { evalId, rego, state, description, vehicle } = valuationOf(raw, errors);
  const kms = typeof raw.kms === 'number' || typeof raw.kms === 'string' ? kmOf(String(raw.kms)) : null;
  if (kms === null) errors.push({ field: 'trade_in.kms', message: TRADE_IN_VALIDATION_TEXTS.invalidKm });
  const adjustments = readAdjustmentAnswers(raw.adjustment_answers);
  for (const [field, message] of Object.entries(adjustments.errors)) errors.push({ field: `trade_in.${field}`, message });
  const finance = FINANCE_ANSWERS.find((answer) => answer === raw.finance);
  if (!finance) errors.push({ field: 'trade_in.finance', message: TRADE_IN_VALIDATION_TEXTS.notInList });
  const offer = raw.offer === null || raw.offer === undefined ? null : readInstantOffer(raw.offer);
  if (raw.offer !== null && raw.offer !== undefined && !offer)
    errors.push({ field: 'trade_in.offer', message: 'The offer must be an amount and an expiry date (YYYY-MM-DD)' });
  const sourcePage = raw.source_page === 'sell-my-car' || raw.source_page === 'cars/trade-in' ? raw.source_page : null;
  if (!sourcePage) errors.push({ field: 'trade_in.source_page', message: 'The page must be sell-my-car or cars/trade-in' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      flow: 'instant-offer',
      eval_id: evalId,
      rego,
      state: state!,
      ...(description ? { description } : {}),
      vehicle,
      kms: kms!,
      adjustment_answers: adjustments.answers,
      finance: finance!,
      offer,
      source_page: sourcePage!,
    },
  };
}
