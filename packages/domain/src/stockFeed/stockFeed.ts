/**
 * Dealer stock feeds (issue 3): rows in the JSON shape Australian DMS inventory webhooks send,
 * or CSV with the same column names. One schema validates a file import and the push endpoint;
 * a feed is applied only when every row is valid (rejects are reported with their line).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import * as yup from 'yup';

const CAR_TYPES = ['new', 'used', 'demo'] as const;
const STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
const ITEM_TYPES = ['car', 'motorcycle', 'caravan'] as const;
const DAY_MS = 86_400_000;

// Column builders. Messages use Yup's ${path} placeholder so that each names its column.
const money = () =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError('${path} must be a number')
    .min(0, '${path} must not be negative')
    .max(10_000_000, '${path} is not a plausible price');
const text = (max = 200) =>
  yup
    .string()
    .trim()
    .max(max, `\${path} must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value));
const flag = () =>
  yup
    .boolean()
    .transform((value, original) => {
      if (typeof original !== 'string') return value;
      const word = original.trim().toLowerCase();
      if (word === '') return undefined;
      if (['true', '1', 'yes', 'y'].includes(word)) return true;
      if (['false', '0', 'no', 'n'].includes(word)) return false;
      return original; // anything else fails the boolean check with a message
    })
    .typeError('${path} must be true or false');
/** An enumerated column: empty CSV cells count as missing. */
const oneOf = <T extends string>(values: readonly T[], name: string) =>
  yup
    .mixed<T>()
    .transform((value, original) => (original === '' ? undefined : value))
    .oneOf([...values], `${name} must be one of ${values.join(', ')}`);
const list = () =>
  yup.array(yup.string().trim().required()).transform((value, original) =>
    typeof original === 'string'
      ? original
          .split('|')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  );

export const stockFeedRowSchema = yup.object({
  stocknum: yup.string().trim().required('stocknum is required').max(40, 'stocknum must be at most 40 characters'),
  vin: text(17).matches(/^[A-HJ-NPR-Z0-9]{11,17}$/i, {
    message: 'vin must be 11 to 17 letters and digits (no I, O or Q)',
    excludeEmptyString: true,
  }),
  rego: text(12),
  rego_expiry: yup
    .date()
    .typeError('rego_expiry must be a date (YYYY-MM-DD)')
    .transform((v, o) => (o === '' ? undefined : v)),
  make: yup.string().trim().required('make is required').max(60),
  model: yup.string().trim().required('model is required').max(80),
  badge: text(80),
  series: text(80),
  year: yup
    .number()
    .typeError('year must be a number')
    .required('year is required')
    .integer('year must be a whole number')
    .min(1900, 'year must be 1900 or later')
    .max(new Date().getFullYear() + 2, 'year is in the future'),
  body: text(40),
  colour: text(40),
  transmission: text(40),
  drive: text(20),
  fuel: text(40),
  odometer: yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('odometer must be a number')
    .integer('odometer must be a whole number')
    .min(0, 'odometer must not be negative'),
  price_drive_away: money(),
  price_egc: money(),
  dealercomments: text(10_000),
  features: list(),
  images: list().test('urls', 'images must be http(s) URLs', (urls) => (urls ?? []).every((url) => /^https?:\/\//.test(url))),
  status: oneOf(STATUSES, 'status').default('in_stock'),
  car_type: oneOf(CAR_TYPES, 'car_type').required('car_type is required'),
  item_type: oneOf(ITEM_TYPES, 'item_type').default('car'),
  show_on_dealer_website: flag().default(true),
  /** When the car came into stock (spec created_at: the New Arrival window counts from it). */
  created_at: yup
    .date()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError('created_at must be a date (YYYY-MM-DD or an ISO 8601 date-time)')
    // A day of slack: a DMS in another time zone may stamp "today" ahead of us.
    .test('not-future', 'created_at must not be in the future', (date) => !date || date.getTime() <= Date.now() + DAY_MS),
});

export type StockFeedRow = yup.InferType<typeof stockFeedRowSchema>;

export interface FeedReject {
  /** 1-based: the CSV line (header is line 1) or the JSON array position. */
  line: number;
  stocknum: string | null;
  reasons: string[];
}

export interface ValidatedFeed {
  rows: (StockFeedRow & { line: number })[];
  rejects: FeedReject[];
}

export class StockFeedFormatError extends Error {}

/** Raw records of a feed file: JSON (an array, or `{ vehicles: [...] }`) or CSV with a header row. */
export function readFeed(content: string, format: 'json' | 'csv'): { line: number; record: Record<string, unknown> }[] {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      throw new StockFeedFormatError(`The feed is not valid JSON: ${(error as Error).message}`);
    }
    return jsonFeedRecords(data);
  }
  try {
    const records = parseCsv(content, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[];
    return records.map((record, i) => ({ line: i + 2, record }));
  } catch (error) {
    throw new StockFeedFormatError(`The feed is not valid CSV: ${(error as Error).message}`);
  }
}

/** Raw records of a parsed JSON feed: an array of vehicles, or `{ vehicles: [...] }`. */
export function jsonFeedRecords(data: unknown): { line: number; record: Record<string, unknown> }[] {
  const records = Array.isArray(data) ? data : (data as { vehicles?: unknown } | null)?.vehicles;
  if (!Array.isArray(records)) throw new StockFeedFormatError('A JSON feed must be an array of vehicles or { "vehicles": [...] }.');
  return records.map((record, i) => ({ line: i + 1, record: (record ?? {}) as Record<string, unknown> }));
}

/** Validates every record; duplicate stock numbers within one feed are rejected too. */
export function validateFeed(records: { line: number; record: Record<string, unknown> }[]): ValidatedFeed {
  const rows: ValidatedFeed['rows'] = [];
  const rejects: FeedReject[] = [];
  const seen = new Map<string, number>();
  for (const { line, record } of records) {
    const stocknum = typeof record.stocknum === 'string' || typeof record.stocknum === 'number' ? String(record.stocknum).trim() : null;
    try {
      const row = stockFeedRowSchema.validateSync(record, { abortEarly: false, stripUnknown: true });
      const earlier = seen.get(row.stocknum.toUpperCase());
      if (earlier !== undefined) {
        rejects.push({ line, stocknum, reasons: [`stocknum ${row.stocknum} already appears on line ${earlier}`] });
        continue;
      }
      seen.set(row.stocknum.toUpperCase(), line);
      rows.push({ ...row, line });
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      rejects.push({ line, stocknum, reasons: error.errors });
    }
  }
  return { rows, rejects };
}

/** Why an empty feed is refused: a feed is the whole stock, so "no vehicles" would mark every car sold. */
export const EMPTY_FEED_REASON =
  "The feed lists no vehicles. A feed is the dealership's whole stock, so applying it would mark every car sold; nothing was changed.";

/** Issue 9: by default a feed may mark at most 30% of the dealership's listed cars sold without confirmation. */
export const DEFAULT_MAX_REMOVAL_SHARE = 0.3;

/**
 * Whether a feed must be held until staff confirm its removals: it would mark more than
 * `maxShare` of the dealership's listed (not already sold) cars sold because they are missing
 * from it (a truncated or wrong file). Returns the reason, or null when it may be applied.
 */
export function removalHoldReason(wouldMarkSold: number, listed: number, maxShare: number = DEFAULT_MAX_REMOVAL_SHARE): string | null {
  if (listed === 0 || wouldMarkSold / listed <= maxShare) return null;
  const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
  return (
    `The feed would mark ${wouldMarkSold} of ${listed} listed cars sold (${percent(wouldMarkSold / listed)}, more than ` +
    `${percent(maxShare)}). It was held and nothing was changed: confirm the removals to apply it.`
  );
}

/** Reads a share such as `0.3` or `30%` (an environment setting); anything else is an error naming the variable. */
export function parseRemovalShare(value: string | undefined, name: string): number {
  if (value === undefined || value.trim() === '') return DEFAULT_MAX_REMOVAL_SHARE;
  const text = value.trim();
  const share = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (!Number.isFinite(share) || share < 0 || share > 1) {
    throw new RangeError(`${name} must be a share between 0 and 1 (e.g. 0.3) or a percentage (e.g. 30%), not "${value}".`);
  }
  return share;
}
