/**
 * Saved searches (issue 14, "beyond the spec: saved searches from any results page, and alerts
 * … when a new matching car arrives"): their limits, the words that name one in a list and in an
 * alert, and the texts the site and the alerts show. Pure; the CMS stores them and runs the alerts.
 */
import { formatMoney, formatWholeNumber } from '../carCard/format';
import type { Locale } from '../config/siteConfig';

/** Saved searches a shopper keeps per dealer site at most. */
export const SAVED_SEARCH_LIMIT = 20;
/** Longest label kept (a list entry and an SMS quote it). */
export const SAVED_SEARCH_LABEL_MAX = 120;
/** The page heading a saved search starts from ('Used Cars', 'Toyota HiLux'). */
export const SAVED_SEARCH_TITLE_MAX = 80;
/** Cars named in one new-match alert at most (the email lists them; the SMS names the newest). */
export const NEW_MATCH_CARS_SHOWN = 5;

export const SAVED_SEARCH_TEXTS = {
  save: 'Save search',
  saved: 'Search saved',
  savedToast: 'Search saved. We’ll text you when new cars match.',
  removedToast: 'Saved search removed',
  limit: `You can save up to ${SAVED_SEARCH_LIMIT} searches. Remove one to save another.`,
  notSearch: 'Only a search of this site can be saved.',
  empty: 'You have no saved searches yet.',
  heading: 'Saved searches',
} as const;

/** The search as the results page holds it (stock-search's SearchState, structurally). */
export interface SavedSearchCriteria {
  query?: string;
  refinements?: Record<string, readonly string[]>;
  ranges?: Record<string, { min?: number; max?: number }>;
}

/** Attributes whose values read as they are, in the order a label names them. */
const LABEL_ORDER = [
  'car_type',
  'item_type',
  'make',
  'make_model',
  'model',
  'badge',
  'body',
  'simple_body',
  'categories',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
];

const CAR_TYPE_WORDS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

const valueText = (attribute: string, value: string): string => {
  if (attribute === 'car_type') return CAR_TYPE_WORDS[value] ?? value;
  if (attribute === 'make_model') return value.replace(' > ', ' ');
  if (attribute === 'seats') return `${value} seats`;
  return value;
};

const rangeText = (attribute: string, range: { min?: number; max?: number }, locale: Locale): string | null => {
  const { min, max } = range;
  if (min === undefined && max === undefined) return null;
  if (attribute === 'price' || attribute === 'subscription_price') {
    const money = (amount: number) => formatMoney(amount, locale);
    if (min !== undefined && max !== undefined) return `${money(min)}–${money(max)}`;
    return min !== undefined ? `from ${money(min)}` : `up to ${money(max!)}`;
  }
  if (attribute === 'km') {
    const km = (value: number) => `${formatWholeNumber(value, locale)} km`;
    if (min !== undefined && max !== undefined) return `${km(min)}–${km(max)}`;
    return min !== undefined ? `over ${km(min)}` : `up to ${km(max!)}`;
  }
  if (attribute === 'year') {
    if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min}–${max}`;
    return min !== undefined ? `${min} or newer` : `${max} or older`;
  }
  return null;
};

/**
 * 'Used Cars: Toyota HiLux, Diesel · $20,000–$40,000 · 2018 or newer · “sr5”': the page's heading,
 * then what the shopper chose beyond it. Values the heading already says ('Used' in 'Used Cars')
 * are left out; so are the model's make when its model is named. At most 120 characters.
 */
export function savedSearchLabel(title: string, criteria: SavedSearchCriteria, locale: Locale = 'en-AU'): string {
  const heading = title.replace(/\s+/g, ' ').trim() || 'All cars';
  const said = heading.toLowerCase();
  const refinements = criteria.refinements ?? {};
  const models = refinements.make_model ?? [];
  const values: string[] = [];
  const attributes = [
    ...LABEL_ORDER,
    ...Object.keys(refinements)
      .filter((a) => !LABEL_ORDER.includes(a))
      .sort(),
  ];
  for (const attribute of attributes) {
    for (const value of refinements[attribute] ?? []) {
      if (attribute === 'make' && models.some((model) => model.startsWith(`${value} > `))) continue;
      const text = valueText(attribute, value);
      if (said.includes(text.toLowerCase()) || values.includes(text)) continue;
      values.push(text);
    }
  }
  const parts = [values.join(', ')];
  for (const attribute of ['price', 'km', 'year', 'subscription_price']) {
    const range = criteria.ranges?.[attribute];
    const text = range ? rangeText(attribute, range, locale) : null;
    if (text) parts.push(text);
  }
  const query = criteria.query?.trim();
  if (query) parts.push(`“${query}”`);
  const detail = parts.filter(Boolean).join(' · ');
  const label = detail ? `${heading}: ${detail}` : heading;
  return label.length > SAVED_SEARCH_LABEL_MAX ? `${label.slice(0, SAVED_SEARCH_LABEL_MAX - 1).trimEnd()}…` : label;
}

/** A results page's address that may be saved: a path of this site under `/search`. */
export function isSearchPagePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 2000 &&
    /^\/search(?:[/?]|$)/.test(path) &&
    !path.startsWith('//') &&
    !/[\\\s]/.test(path) &&
    ![...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  );
}
