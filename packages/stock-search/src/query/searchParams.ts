/**
 * The search URL state (architecture: InstantSearch routing): `query`, `page`, `sortBy`,
 * `refinementList[attr][i]=value` and `range[attr]=min:max`. Parsing validates everything a
 * shopper (or a bot) can put in a URL, and answers with field messages instead of throwing.
 */
import { RANGEABLE, REFINABLE, SORTS, type SortKey } from '../schema/fields';
import type { NumericRange, StockQuery } from '../port';

export type SearchState = Pick<StockQuery, 'query' | 'refinements' | 'ranges' | 'sort' | 'page'>;

export type ParseResult = { ok: true; state: SearchState } | { ok: false; errors: Record<string, string> };

/** Longest query string accepted; real URLs of the site stay far below it. */
export const MAX_QUERY_STRING_LENGTH = 2048;
export const MAX_TEXT_QUERY_LENGTH = 200;
/** Deep pages cost the engine and help no shopper: 21 x 500 cars is more than any tenant lists. */
export const MAX_PAGE = 500;
export const MAX_VALUES_PER_ATTRIBUTE = 50;

const REFINEMENT_KEY = /^refinementList\[([^\]]+)\]\[(\d*)\]$/;
const RANGE_KEY = /^range\[([^\]]+)\]$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function parseRange(raw: string): NumericRange | string {
  const match = /^([^:]*):([^:]*)$/.exec(raw);
  if (!match) return 'must be min:max, e.g. 10000:30000';
  const [, minText = '', maxText = ''] = match;
  if (minText === '' && maxText === '') return 'needs a minimum, a maximum or both';
  if ((minText !== '' && !NUMBER.test(minText)) || (maxText !== '' && !NUMBER.test(maxText))) return 'min and max must be numbers';
  const range: NumericRange = {};
  if (minText !== '') range.min = Number(minText);
  if (maxText !== '') range.max = Number(maxText);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return 'min must not be greater than max';
  return range;
}

/** Parses a raw query string (with or without the leading "?"). */
export function parseSearchParams(raw: string): ParseResult {
  const errors: Record<string, string> = {};
  const text = raw.startsWith('?') ? raw.slice(1) : raw;
  if (text.length > MAX_QUERY_STRING_LENGTH) {
    return { ok: false, errors: { query: `The search is too long (more than ${MAX_QUERY_STRING_LENGTH} characters).` } };
  }
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return { ok: false, errors: { query: 'The search could not be read.' } };
  }
  const state: SearchState = {};
  const refinements: Record<string, string[]> = {};
  const ranges: Record<string, NumericRange> = {};

  for (const [key, value] of params) {
    const refinement = REFINEMENT_KEY.exec(key);
    const range = RANGE_KEY.exec(key);
    if (key === 'query') {
      const trimmed = value.trim();
      if (trimmed.length > MAX_TEXT_QUERY_LENGTH) errors.query = `Search text must be at most ${MAX_TEXT_QUERY_LENGTH} characters.`;
      else if (trimmed) state.query = trimmed;
    } else if (key === 'page') {
      const page = Number(value);
      if (!/^\d+$/.test(value) || page < 1 || page > MAX_PAGE) errors.page = `page must be a whole number from 1 to ${MAX_PAGE}.`;
      else state.page = page;
    } else if (key === 'sortBy') {
      if (!(value in SORTS)) errors.sortBy = `sortBy must be one of ${Object.keys(SORTS).join(', ')}.`;
      else state.sort = value as SortKey;
    } else if (refinement) {
      const attribute = refinement[1]!;
      if (!REFINABLE.has(attribute)) {
        errors[`refinementList[${attribute}]`] = `${attribute} is not a filter.`;
        continue;
      }
      const values = (refinements[attribute] ??= []);
      if (value === '' || values.includes(value)) continue;
      if (values.length >= MAX_VALUES_PER_ATTRIBUTE) errors[`refinementList[${attribute}]`] = `At most ${MAX_VALUES_PER_ATTRIBUTE} values.`;
      else if (value.length > 100) errors[`refinementList[${attribute}]`] = 'A filter value must be at most 100 characters.';
      else values.push(value);
    } else if (range) {
      const attribute = range[1]!;
      if (!RANGEABLE.has(attribute)) {
        errors[`range[${attribute}]`] = `${attribute} cannot be filtered by a range.`;
        continue;
      }
      const parsed = parseRange(value);
      if (typeof parsed === 'string') errors[`range[${attribute}]`] = `range[${attribute}] ${parsed}.`;
      else ranges[attribute] = parsed;
    } else {
      errors[key.slice(0, 60)] = `Unknown search parameter "${key.slice(0, 60)}".`;
    }
  }
  for (const [attribute, values] of Object.entries(refinements)) if (values.length === 0) delete refinements[attribute];
  if (Object.keys(refinements).length) state.refinements = refinements;
  if (Object.keys(ranges).length) state.ranges = ranges;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, state };
}

/** The query string for a search state, in a stable order (the inverse of parseSearchParams). */
export function toSearchParams(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const [attribute, values] of Object.entries(state.refinements ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    values.forEach((value, i) => params.append(`refinementList[${attribute}][${i}]`, value));
  }
  for (const [attribute, range] of Object.entries(state.ranges ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    params.set(`range[${attribute}]`, `${range.min ?? ''}:${range.max ?? ''}`);
  }
  if (state.sort && state.sort !== 'relevance') params.set('sortBy', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
