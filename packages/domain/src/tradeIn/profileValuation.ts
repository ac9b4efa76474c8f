/**
 * The valuation a signed-in shopper keeps on their profile (spec §7 `POST /api/miscellaneous`:
 * "Valuation result plus column_name 'valuation' (only for one brand flag)"; §8 'Failed to save
 * valuation data'). After the wizard's final step or the instant offer, the browser sends what the
 * shopper was shown; the CMS reads it here and keeps it only when it agrees with the trade-in the
 * dealer stored with that lead, so the profile never holds a valuation the dealer did not give.
 */
import { TRADE_IN_LIMITS, REGO_STATES, normaliseRego, regoStateOf, type RegoState } from './tradeInValidation';
import type { TradeInFieldError } from './tradeInSubmission';

/** The profile's columns the call may write: only the valuation. */
export const PROFILE_COLUMNS = ['valuation'] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

/** Spec §8, character for character: the browser's console error, and the site's log line. */
export const VALUATION_SAVE_FAILED_TEXT = 'Failed to save valuation data';

/** A valuation is a handful of short fields (about 200 bytes); anything much larger is not one. */
export const PROFILE_VALUATION_MAX_BYTES = 1024;
/** "2021 Toyota HiLux SR5 (GUN126R)": the name the wizard showed, or the description chosen in step 2. */
export const PROFILE_VEHICLE_MAX = 200;
/** The provider's offers are whole dollars; readInstantOffer refuses more than this too. */
const OFFER_MAX = 10_000_000;

/** A type, not an interface: it is stored as JSON, whose type has an index signature. */
export type ProfileValuation = {
  flow: 'wizard' | 'instant-offer';
  /** The lead the valuation was stored with (the wizard's, or the instant offer's first lead). */
  lead_id: number;
  vehicle: string | null;
  rego: string;
  state: RegoState;
  kms: number;
  /** The instant offer's amount and last day; null for the wizard, and where the FAQ's rule gave no online estimate. */
  offer: { amount: number; expires_on: string } | null;
};

export type ProfileValuationCheck = { ok: true; valuation: ProfileValuation } | { ok: false; errors: TradeInFieldError[] };

const FIELDS = new Set(['flow', 'lead_id', 'vehicle', 'rego', 'state', 'kms', 'offer']);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeNumber = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a day on the calendar. */
function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Field errors for any `column_name` but 'valuation'. */
export function profileColumnErrors(columnName: unknown): TradeInFieldError[] {
  return PROFILE_COLUMNS.some((column) => column === columnName)
    ? []
    : [{ field: 'column_name', message: `The column must be one of: ${PROFILE_COLUMNS.join(', ')}` }];
}

/** Bytes of the value as JSON (what the CMS stores). */
const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Reads the `value` of a valuation call: a JSON object of exactly these fields, at most
 * PROFILE_VALUATION_MAX_BYTES, each error named `value.{field}`. The rego is kept as the
 * provider is asked for it (capitals, no spaces or dashes), the vehicle trimmed (empty is null).
 */
export function readProfileValuation(raw: unknown): ProfileValuationCheck {
  if (!isObject(raw)) return { ok: false, errors: [{ field: 'value', message: 'The valuation must be a JSON object' }] };
  if (jsonBytes(raw) > PROFILE_VALUATION_MAX_BYTES)
    return { ok: false, errors: [{ field: 'value', message: `The valuation must be at most ${PROFILE_VALUATION_MAX_BYTES} bytes` }] };
  const errors: TradeInFieldError[] = Object.keys(raw)
    .filter((key) => !FIELDS.has(key))
    .map((key) => ({ field: `value.${key}`, message: `Unknown field: ${key}` }));
  const error = (field: string, message: string) => errors.push({ field: `value.${field}`, message });

  const flow = raw.flow === 'wizard' || raw.flow === 'instant-offer' ? raw.flow : null;
  if (!flow) error('flow', 'The flow must be wizard or instant-offer');
  const leadId = raw.lead_id;
  if (typeof leadId !== 'number' || !Number.isSafeInteger(leadId) || leadId < 1)
    error('lead_id', 'The lead id must be a positive whole number');
  const vehicle = raw.vehicle === undefined || raw.vehicle === null ? '' : typeof raw.vehicle === 'string' ? raw.vehicle.trim() : null;
  if (vehicle === null) error('vehicle', 'The vehicle must be text');
  else if (vehicle.length > PROFILE_VEHICLE_MAX) error('vehicle', `The vehicle must be at most ${PROFILE_VEHICLE_MAX} characters`);
  const rego = typeof raw.rego === 'string' ? normaliseRego(raw.rego) : '';
  if (!rego || rego.length > TRADE_IN_LIMITS.rego || !/^[A-Z0-9]+$/.test(rego)) error('rego', 'The rego must be letters and digits');
  const state = typeof raw.state === 'string' ? regoStateOf(raw.state) : null;
  if (!state) error('state', `The state must be one of ${REGO_STATES.join(', ')}`);
  if (!wholeNumber(raw.kms, TRADE_IN_LIMITS.km)) error('kms', `The kilometres must be a whole number up to ${TRADE_IN_LIMITS.km}`);

  let offer: ProfileValuation['offer'] = null;
  if (raw.offer !== undefined && raw.offer !== null) {
    const given = raw.offer;
    if (flow === 'wizard') error('offer', 'The wizard makes no offer');
    else if (!isObject(given) || Object.keys(given).some((key) => key !== 'amount' && key !== 'expires_on'))
      error('offer', 'The offer must be { amount, expires_on }');
    else {
      if (!wholeNumber(given.amount, OFFER_MAX) || given.amount < 1) error('offer.amount', 'The amount must be whole dollars');
      if (!isCalendarDate(given.expires_on)) error('offer.expires_on', 'The expiry must be a date (YYYY-MM-DD)');
      offer = { amount: given.amount as number, expires_on: given.expires_on as string };
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    valuation: {
      flow: flow!,
      lead_id: leadId as number,
      vehicle: vehicle || null,
      rego,
      state: state!,
      kms: raw.kms as number,
      offer,
    },
  };
}

/** The trade-in the dealer stored with the lead, in the valuation's terms (the wizard's odometer is `kms`). */
export interface StoredValuationFacts {
  flow: 'wizard' | 'instant-offer';
  rego: string;
  state: string;
  kms: number | null;
  offer: { amount: number | null; expires_on: string | null } | null;
}

/**
 * Whether the shopper's valuation is the one stored with its lead: the same flow, rego, state and
 * kilometres, and the same offer (or none on both sides). The vehicle's name is the browser's own
 * wording and is not compared.
 */
export function valuationMatchesStored(valuation: ProfileValuation, stored: StoredValuationFacts): boolean {
  const storedOffer = stored.offer?.amount ? { amount: stored.offer.amount, expires_on: stored.offer.expires_on } : null;
  const sameOffer =
    valuation.offer === null
      ? storedOffer === null
      : storedOffer !== null && storedOffer.amount === valuation.offer.amount && storedOffer.expires_on === valuation.offer.expires_on;
  return (
    valuation.flow === stored.flow &&
    valuation.rego === stored.rego &&
    valuation.state === stored.state &&
    valuation.kms === stored.kms &&
    sameOffer
  );
}
