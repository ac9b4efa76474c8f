/**
 * filter_by expressions for the Typesense engine. Field names come only from schema.ts (derived
 * from STOCK_FIELDS); values are always backtick-quoted strings or numbers this module renders,
 * so no query parameter can add a clause, close a bracket or reach another tenant.
 */
import type { NormalizedQuery, RangeFilter, Refinement } from '../normalizeQuery';
import { typesenseField, type TypesenseField } from './schema';

/** A clause no document satisfies: what a refinement asks for when none of its values can match. */
export const MATCH_NOTHING = '(show_on_dealer_website:=true && show_on_dealer_website:=false)';

/**
 * Inside backticks Typesense reads `&&`, `||`, brackets and commas as text, but a backslash-escaped
 * backtick still ends the quoted span when the filter is split into clauses (see
 * docs/decisions.md). So a value holding a backtick or a backslash is never written into a
 * filter: it is treated as matching nothing. The empty string never matches either (the index
 * holds no empty values).
 */
export function quote(value: string): string | null {
  if (value === '' || /[`\\]/.test(value)) return null;
  return `\`${value}\``;
}

/** Largest magnitudes an indexed number can have: int64 fields hold safe integers, float fields single-precision floats. */
const INT_LIMIT = Number.MAX_SAFE_INTEGER;
const FLOAT_LIMIT = 3.4028234663852886e38;

/** A finite number as Typesense parses it: plain digits, never an exponent ("1e+21"). */
export function renderNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`stock-search: cannot render ${value} in a filter.`);
  if (Number.isInteger(value)) return BigInt(value).toString();
  const text = String(value);
  // Only tiny fractions print with an exponent here ("1.5e-7"): shift the point by hand.
  const match = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  return `${sign}0.${'0'.repeat(Number(exponent) - 1)}${lead}${rest}`;
}

const isInt = (field: TypesenseField) => field.type === 'int64';
const limitOf = (field: TypesenseField) => (isInt(field) ? INT_LIMIT : FLOAT_LIMIT);

/** `make:=[`Toyota`,`Mazda`]`: any of the values (exact match; for lists, any element). */
export function refinementFilter(refinement: Refinement): string {
  const field = typesenseField(refinement.field.name);
  let values: string[];
  if (refinement.field.kind === 'number') {
    const limit = limitOf(field);
    values = (refinement.values as number[])
      // A fraction never equals a whole-number field's value; nothing indexed lies beyond the limit.
      .filter((v) => Number.isFinite(v) && Math.abs(v) <= limit && (!isInt(field) || Number.isInteger(v)))
      .map(renderNumber);
  } else {
    values = (refinement.values as string[]).map(quote).filter((v): v is string => v !== null);
  }
  return values.length ? `${field.name}:=[${values.join(',')}]` : MATCH_NOTHING;
}

/**
 * Inclusive bounds. On a whole-number field a fractional bound is rounded inwards (km >= 10.5 is
 * km >= 11); a bound beyond anything indexable is clamped, or matches nothing when it excludes
 * every value. A range always leaves out cars without a value (Typesense skips missing fields).
 */
export function rangeFilters(range: RangeFilter): string[] {
  const field = typesenseField(range.field.name);
  const limit = limitOf(field);
  let min = range.min;
  let max = range.max;
  if (min !== undefined && isInt(field)) min = Math.ceil(min);
  if (max !== undefined && isInt(field)) max = Math.floor(max);
  if ((min !== undefined && min > limit) || (max !== undefined && max < -limit) || (min !== undefined && max !== undefined && min > max))
    return [MATCH_NOTHING];
  const clauses: string[] = [];
  if (min !== undefined) clauses.push(`${field.name}:>=${renderNumber(Math.max(min, -limit))}`);
  if (max !== undefined) clauses.push(`${field.name}:<=${renderNumber(Math.min(max, limit))}`);
  return clauses;
}

const DAY_MS = 86_400_000;

/**
 * Spec §4, judged at `now`: in stock or coming soon, or sold within the tenant's listing window;
 * never when hidden from the dealer website. sold_date_timestamp is indexed in epoch seconds, so
 * the window is judged to the second.
 */
export function availabilityFilter(now: Date, soldListingDays: number): string {
  const since = Math.floor((now.getTime() - soldListingDays * DAY_MS) / 1000);
  return `show_on_dealer_website:=true && (status:=[\`in_stock\`,\`coming_soon\`] || (status:=\`sold\` && sold_date_timestamp:>=${renderNumber(since)}))`;
}

/** The tenant, and the tenant's base refinements: what a scoped key embeds and every search applies. */
export function scopeFilters(tenant: string, base: readonly Refinement[]): string[] {
  const quoted = quote(tenant);
  return [quoted ? `tenant:=${quoted}` : MATCH_NOTHING, ...base.map(refinementFilter)];
}

/** Joins clauses with AND, each in brackets so an OR inside one never mixes with the rest. */
export function allOf(clauses: readonly string[]): string {
  return clauses.map((c) => `(${c})`).join(' && ');
}

/**
 * Everything a search filters on except the shopper's refinement of `without` (disjunctive
 * facets: a facet's counts ignore its own refinement).
 */
export function searchFilter(query: NormalizedQuery, without?: string): string {
  return allOf([
    ...scopeFilters(query.tenant, query.base),
    availabilityFilter(query.now, query.soldListingDays),
    ...query.ranges.flatMap(rangeFilters),
    ...query.refinements.filter((r) => r.field.name !== without).map(refinementFilter),
  ]);
}
