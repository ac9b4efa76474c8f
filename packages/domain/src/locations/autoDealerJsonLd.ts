/**
 * schema.org `AutoDealer` for a location's page (issue 12 "Locations"): name, address, phone and
 * opening hours per location, so search engines show the dealer's own hours and address.
 */
import type { OpeningHourEntry } from './openingHours';

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as the hours are shown. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface DealerLocationFacts {
  name: string;
  /** The location page's absolute URL, when the tenant has a domain to make it on. */
  url?: string | null;
  telephone?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  /** ISO 3166 country code, e.g. `AU`. */
  country: string;
  hours: OpeningHourEntry[];
}

/** `en-AU` → `AU`, `en-NZ` → `NZ`, `en-US` → `US`. */
export const countryOfLocale = (locale: string) => locale.split('-')[1]?.toUpperCase() ?? 'AU';

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const hhmm = (value: string) => {
  const match = TIME.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
};

/** One specification per distinct opening time, listing its days (Monday first); closed days are left out. */
export function openingHoursSpecification(hours: OpeningHourEntry[]): Array<Record<string, unknown>> {
  const byTimes = new Map<string, { opens: string; closes: string; days: string[] }>();
  const byDay = new Map(hours.map((entry) => [entry.weekday, entry]));
  for (const day of WEEK_ORDER) {
    const entry = byDay.get(day);
    if (!entry || entry.status !== 'Open' || !entry.open || !entry.close) continue;
    const opens = hhmm(entry.open);
    const closes = hhmm(entry.close);
    if (!opens || !closes) continue;
    const key = `${opens}-${closes}`;
    const group = byTimes.get(key) ?? { opens, closes, days: [] };
    group.days.push(`https://schema.org/${SCHEMA_DAYS[day]}`);
    byTimes.set(key, group);
  }
  return [...byTimes.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

export function autoDealerJsonLd(facts: DealerLocationFacts): Record<string, unknown> {
  const address = Object.fromEntries(
    Object.entries({
      streetAddress: facts.street,
      addressLocality: facts.city,
      addressRegion: facts.state,
      postalCode: facts.postcode,
    }).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  const specification = openingHoursSpecification(facts.hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: facts.name,
    ...(facts.url ? { url: facts.url } : {}),
    ...(facts.telephone ? { telephone: facts.telephone } : {}),
    address: { '@type': 'PostalAddress', ...address, addressCountry: facts.country },
    ...(specification.length ? { openingHoursSpecification: specification } : {}),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped, so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
