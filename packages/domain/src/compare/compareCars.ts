/**
 * Comparing cars (spec §4 "Comparison: a car is toggled in or out of a compare list"; issue 14:
 * "toggle up to 4 cars, a compare page that lines up their specs and highlights differences,
 * shareable by URL"). The list is the cars' slugs: the compare page's address carries them
 * (`/compare?cars=slug-a,slug-b`), so a shared link shows the same cars to anyone.
 */

export const COMPARE_MAX = 4;
export const COMPARE_PATH = '/compare';

export const COMPARE_TEXTS = {
  full: `You can compare up to ${COMPARE_MAX} cars. Remove one to add another.`,
  tooFew: 'Add another car to compare.',
  empty: 'No cars to compare yet. Tap Compare on the cars you like, then come back here.',
  missing: 'Some cars in this link are no longer available.',
  differs: 'Differs',
  noValue: '—',
} as const;

/** Slugs as the site writes them: lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

export type CompareToggle = { list: string[]; refused: false } | { list: string[]; refused: true; message: string };

/** Adds or removes `slug`; a fifth car is refused with COMPARE_TEXTS.full and the list kept. */
export function toggleCompareLimited(list: readonly string[], slug: string): CompareToggle {
  if (list.includes(slug)) return { list: list.filter((item) => item !== slug), refused: false };
  if (list.length >= COMPARE_MAX) return { list: [...list], refused: true, message: COMPARE_TEXTS.full };
  return { list: [...list, slug], refused: false };
}

/** `/compare?cars=a,b,c` for the list (its first four, in order). */
export const compareHref = (slugs: readonly string[]): string =>
  `${COMPARE_PATH}?cars=${slugs.slice(0, COMPARE_MAX).map(encodeURIComponent).join(',')}`;

/**
 * The slugs of a compare address's `cars` (a string, or Next's array for a repeated key): valid
 * slugs only, each once, in order, at most four. Anything else is dropped, not an error: a link
 * cut short or edited by hand still shows what it can.
 */
export function readCompareSlugs(value: string | string[] | undefined | null): string[] {
  const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).slice(0, 2000);
  const slugs: string[] = [];
  for (const part of raw.split(',')) {
    const slug = part.trim().toLowerCase();
    if (SLUG.test(slug) && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === COMPARE_MAX) break;
  }
  return slugs;
}

export interface CompareSpec {
  key: string;
  label: string;
  value: string;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One per car, in the cars' order; COMPARE_TEXTS.noValue where a car has none. */
  values: string[];
  /** With two or more cars, whether any two differ (a missing value differs from a present one). */
  differs: boolean;
}

/**
 * The cars' specifications lined up: one row per key, in the order they first appear (the first
 * car's order, then anything only later cars have). Values are compared as shown, ignoring case
 * and surrounding spaces.
 */
export function compareRows(cars: readonly (readonly CompareSpec[])[]): CompareRow[] {
  const order: { key: string; label: string }[] = [];
  for (const specs of cars)
    for (const spec of specs) if (!order.some((row) => row.key === spec.key)) order.push({ key: spec.key, label: spec.label });
  return order.map(({ key, label }) => {
    const values = cars.map((specs) => specs.find((spec) => spec.key === key)?.value.trim() || COMPARE_TEXTS.noValue);
    const distinct = new Set(values.map((value) => value.toLowerCase()));
    return { key, label, values, differs: cars.length > 1 && distinct.size > 1 };
  });
}
