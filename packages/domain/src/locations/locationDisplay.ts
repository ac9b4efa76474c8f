/**
 * What a location card shows beyond its hours (spec §2 location blocks, §5 "Phone numbers are
 * de-duplicated by digits only, and locations by street", §7 maps: "Embedded map with a client key;
 * static map images by map_key", §9 button labels Get Directions / View Location).
 */
import { hoursText, type OpeningHourEntry } from './openingHours';

/** The phone numbers to show, first of each set of numbers with the same digits, in order. */
export function uniquePhones(phones: ReadonlyArray<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const phone of phones) {
    const digits = phone?.replace(/\D/g, '') ?? '';
    if (!digits || seen.has(digits)) continue;
    seen.add(digits);
    shown.push(phone!.trim());
  }
  return shown;
}

/** A street as people write it in different ways: case, spaces, full stops and "Rd"/"Road" aside. */
const STREET_WORDS: Record<string, string> = { rd: 'road', st: 'street', ave: 'avenue', hwy: 'highway', dr: 'drive', pde: 'parade' };
export function streetKey(street: string | null | undefined): string {
  return (street ?? '')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

/**
 * The locations to list, one card per street (spec §5): the first location at a street, with the
 * others there (a service centre behind the showroom) named on its card. Locations without a
 * street each keep their own card.
 */
export function groupByStreet<T extends { street?: string | null }>(locations: readonly T[]): { location: T; alsoHere: T[] }[] {
  const groups: { location: T; alsoHere: T[] }[] = [];
  const byKey = new Map<string, { location: T; alsoHere: T[] }>();
  for (const location of locations) {
    const key = streetKey(location.street);
    const group = key ? byKey.get(key) : undefined;
    if (group) {
      group.alsoHere.push(location);
      continue;
    }
    const created = { location, alsoHere: [] as T[] };
    groups.push(created);
    if (key) byKey.set(key, created);
  }
  return groups;
}

/** The first location at each street (locations without a street are all kept). */
export function uniqueByStreet<T extends { street?: string | null }>(locations: readonly T[]): T[] {
  return groupByStreet(locations).map((group) => group.location);
}

export interface MapPlace {
  /** One line: street, city, state, postcode. */
  address: string;
  lat?: number | null;
  long?: number | null;
  placeId?: string | null;
}

const hasPoint = (place: MapPlace) => typeof place.lat === 'number' && typeof place.long === 'number';
const destination = (place: MapPlace) => (hasPoint(place) ? `${place.lat},${place.long}` : place.address);

/** Get Directions: the maps app's directions to the location (Google Maps URLs, which need no key). */
export function directionsUrl(place: MapPlace): string | null {
  if (!hasPoint(place) && !place.address.trim()) return null;
  const params = new URLSearchParams({ api: '1', destination: destination(place) });
  if (place.placeId) params.set('destination_place_id', place.placeId);
  return `https://www.google.com/maps/dir/?${params}`;
}

/**
 * A static map image for a location's `map_key`, from the deployment's template
 * (`STATIC_MAP_URL`, e.g. `https://maps.example.com/static/{map_key}.png`); null without either,
 * so no broken image is shown.
 */
export function staticMapUrl(mapKey: string | null | undefined, template: string | null | undefined): string | null {
  const key = mapKey?.trim();
  if (!key || !template || !template.includes('{map_key}') || !/^https:\/\//.test(template)) return null;
  return template.replace('{map_key}', encodeURIComponent(key));
}

/** The embedded map (Google Maps Embed API) with the deployment's client key; null without a key. */
export function embeddedMapUrl(clientKey: string | null | undefined, place: MapPlace): string | null {
  if (!clientKey || (!hasPoint(place) && !place.address.trim())) return null;
  const q = place.placeId ? `place_id:${place.placeId}` : destination(place);
  return `https://www.google.com/maps/embed/v1/place?${new URLSearchParams({ key: clientKey, q })}`;
}

export interface HolidayHoursEntry {
  /** YYYY-MM-DD (or an ISO date-time: its date part). */
  date: string;
  name?: string | null;
  status: 'Open' | 'Closed' | string;
  open?: string | null;
  close?: string | null;
}

export interface HolidayLine {
  date: string;
  name: string | null;
  hours: string;
}

/** The holiday hours from today on (dealer's date), soonest first: what the holiday dialog lists. */
export function upcomingHolidayHours(entries: readonly HolidayHoursEntry[], today: string): HolidayLine[] {
  return entries
    .map((entry) => ({ ...entry, date: entry.date.slice(0, 10) }))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date) && entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: entry.date,
      name: entry.name?.trim() || null,
      hours: hoursText({ weekday: 0, status: entry.status, open: entry.open, close: entry.close } as OpeningHourEntry),
    }));
}
