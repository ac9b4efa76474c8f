/**
 * Validation and normalisation of a StockQuery, shared by every engine: attribute names are
 * checked against STOCK_FIELDS (the only names an engine ever puts into a query), numbers and
 * pages are checked, free text is cut into tokens. Bad input throws StockQueryError.
 */
import { StockQueryError } from './errors';
import { HITS_PER_PAGE, type StockQuery } from './port';
import { DEFAULT_SORT, FIELD_BY_NAME, REFINABLE, RANGEABLE, SORTS, STOCK_FIELDS, type SortKey, type StockField } from './schema/fields';

/** Largest page size a caller may ask for. */
export const MAX_HITS_PER_PAGE = 250;
/** Free-text tokens beyond this many are ignored; longer tokens are cut. */
export const MAX_QUERY_TOKENS = 10;
export const MAX_TOKEN_LENGTH = 40;
/** Values returned per facet at most (makes are about 140). */
export const MAX_FACET_VALUES = 200;

/**
 * Free-text words match by prefix; words of letters only, at least this long, may also match with
 * a typo (stock numbers and other words with digits never do: CST1030 must not find CST1031).
 */
export const TYPO_MIN_LENGTH = 4;
export const typoTolerant = (token: string): boolean => token.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(token);

/** One attribute's accepted values: strings, or numbers for a numeric attribute refined by value (seats). */
export type Refinement =
  | { field: StockField & { kind: 'string' | 'string[]' }; values: string[] }
  | { field: StockField & { kind: 'number' }; values: number[] };

export interface RangeFilter {
  field: StockField;
  min: number | undefined;
  max: number | undefined;
}

export interface NormalizedQuery {
  tenant: string;
  soldListingDays: number;
  now: Date;
  /** The tenant's base filters: always applied, to facets too. */
  base: Refinement[];
  /** The shopper's refinements, one per attribute: disjunctive for facets. */
  refinements: Refinement[];
  ranges: RangeFilter[];
  /** Lower-cased words of the free text (letters and digits only). */
  tokens: string[];
  sort: SortKey;
  page: number;
  hitsPerPage: number;
  facets: StockField[];
  /** Every numeric attribute: facet stats are reported for each. */
  numericFields: StockField[];
}

const NUMERIC_FIELDS = STOCK_FIELDS.filter((f) => f.kind === 'number');
const DEFAULT_FACETS = STOCK_FIELDS.filter((f) => f.facet);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits free text into lower-case words of letters and digits ("CX-5 hilu" -> cx, 5, hilu). */
export function tokenize(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_TOKENS)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

function refinementsOf(input: unknown, parameter: string): Refinement[] {
  if (input === undefined || input === null) return [];
  if (!isRecord(input)) throw new StockQueryError(`${parameter} must map attribute names to lists of values.`, parameter);
  const result: Refinement[] = [];
  for (const [name, rawValues] of Object.entries(input)) {
    const where = `${parameter}.${name}`;
    const field = FIELD_BY_NAME.get(name);
    if (!field) throw new StockQueryError(`Unknown attribute '${name}' in ${parameter}.`, where);
    if (!REFINABLE.has(name)) throw new StockQueryError(`Attribute '${name}' cannot be refined by value; use a range.`, where);
    if (!Array.isArray(rawValues) || rawValues.some((v) => typeof v !== 'string'))
      throw new StockQueryError(`${where} must be a list of strings.`, where);
    const values = [...new Set(rawValues as string[])];
    if (values.length === 0) continue;
    if (field.kind === 'number') {
      const numbers = values.map((v) => (v.trim() === '' ? Number.NaN : Number(v)));
      if (numbers.some((v) => !Number.isFinite(v))) throw new StockQueryError(`${where} accepts numbers only.`, where);
      result.push({ field: field as StockField & { kind: 'number' }, values: numbers });
    } else {
      result.push({ field: field as StockField & { kind: 'string' | 'string[]' }, values });
    }
  }
  return result;
}

function rangesOf(input: unknown): RangeFilter[] {
  if (input === undefined || input === null) return [];
  if (!isRecord(input)) throw new StockQueryError('ranges must map numeric attributes to { min, max }.', 'ranges');
  const result: RangeFilter[] = [];
  for (const [name, range] of Object.entries(input)) {
    const where = `ranges.${name}`;
    const field = FIELD_BY_NAME.get(name);
    if (!field) throw new StockQueryError(`Unknown attribute '${name}' in ranges.`, where);
    if (!RANGEABLE.has(name)) throw new StockQueryError(`Attribute '${name}' is not numeric and cannot be ranged.`, where);
    if (!isRecord(range)) throw new StockQueryError(`${where} must be { min, max }.`, where);
    const bound = (key: 'min' | 'max'): number | undefined => {
      const value = range[key];
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new StockQueryError(`${where}.${key} must be a number.`, where);
      return value;
    };
    const min = bound('min');
    const max = bound('max');
    if (min !== undefined && max !== undefined && min > max)
      throw new StockQueryError(`${where}: min (${min}) is greater than max (${max}).`, where);
    if (min !== undefined || max !== undefined) result.push({ field, min, max });
  }
  return result;
}

function positiveInteger(value: unknown, parameter: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw new StockQueryError(`${parameter} must be a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}.`, parameter);
  return value;
}

/** Checks a query and resolves its defaults. Throws StockQueryError with a human message. */
export function normalizeQuery(query: StockQuery): NormalizedQuery {
  if (!isRecord(query)) throw new StockQueryError('A search needs a query object.');
  const scope: unknown = query.scope;
  if (!isRecord(scope) || typeof scope.tenant !== 'string' || scope.tenant === '')
    throw new StockQueryError('A search must be scoped to a tenant.', 'scope.tenant');
  const soldListingDays = scope.soldListingDays;
  if (typeof soldListingDays !== 'number' || !Number.isFinite(soldListingDays) || soldListingDays < 0)
    throw new StockQueryError('scope.soldListingDays must be a number of days, 0 or more.', 'scope.soldListingDays');

  const now = query.now ?? new Date();
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new StockQueryError('now must be a valid date.', 'now');

  if (query.query !== undefined && query.query !== null && typeof query.query !== 'string')
    throw new StockQueryError('query must be text.', 'query');

  const sort = query.sort ?? DEFAULT_SORT;
  if (!Object.prototype.hasOwnProperty.call(SORTS, sort))
    throw new StockQueryError(`Unknown sort '${String(sort)}'. Use one of: ${Object.keys(SORTS).join(', ')}.`, 'sort');

  const refinements = refinementsOf(query.refinements, 'refinements');

  let facets = DEFAULT_FACETS;
  if (query.facets !== undefined) {
    if (!Array.isArray(query.facets)) throw new StockQueryError('facets must be a list of attributes.', 'facets');
    facets = [...new Set(query.facets)].map((name) => {
      const field = typeof name === 'string' ? FIELD_BY_NAME.get(name) : undefined;
      if (!field || !REFINABLE.has(field.name)) throw new StockQueryError(`Unknown facet attribute '${String(name)}'.`, 'facets');
      return field;
    });
  }

  return {
    tenant: scope.tenant,
    soldListingDays,
    now,
    base: refinementsOf(scope.baseRefinements, 'scope.baseRefinements'),
    refinements,
    ranges: rangesOf(query.ranges),
    tokens: tokenize(query.query ?? undefined),
    sort,
    page: positiveInteger(query.page, 'page', 1),
    hitsPerPage: positiveInteger(query.hitsPerPage, 'hitsPerPage', HITS_PER_PAGE, MAX_HITS_PER_PAGE),
    facets,
    numericFields: NUMERIC_FIELDS,
  };
}
