/**
 * A location as its card shows it (spec §2 location blocks), made on the server from the CMS data:
 * the opening hours already grouped (Mon-Fri when all five match), the phones de-duplicated, and no
 * address parts or raw hours, so the page data and the page's JavaScript carry only what is shown.
 */
import { groupByStreet, groupOpeningHours, type HolidayLine, type HoursLine } from '@dealer/domain';
import type { LocationAddressParts, LocationCard } from './loadContent';

export interface LocationView {
  slug: string;
  name: string;
  type: string | null;
  address: string;
  phones: string[];
  hours: HoursLine[];
  holidays: Array<HolidayLine & { label: string }>;
  directionsUrl: string | null;
  mapImageUrl: string | null;
  mapEmbedUrl: string | null;
  /** Other locations at the same street (spec §5: locations de-duplicated by street), named on this card. */
  alsoHere: { slug: string; name: string }[];
}

type Loaded = LocationCard & LocationAddressParts;

function viewOf(location: Loaded, alsoHere: Loaded[], showPhones: boolean): LocationView {
  return {
    slug: location.slug,
    name: location.name,
    type: location.type,
    address: location.address,
    phones: showPhones ? location.phones : [],
    hours: groupOpeningHours(location.hours),
    holidays: location.holidays,
    directionsUrl: location.directionsUrl,
    mapImageUrl: location.mapImageUrl,
    mapEmbedUrl: location.mapEmbedUrl,
    alsoHere: alsoHere.map(({ slug, name }) => ({ slug, name })),
  };
}

/** One location's page: its own card, whatever shares its street. */
export const locationViewOf = (location: Loaded, showPhones: boolean): LocationView => viewOf(location, [], showPhones);

/** A list of locations (contact, dealerships): one card per street. */
export const locationViewsOf = (locations: readonly Loaded[], showPhones: boolean): LocationView[] =>
  groupByStreet(locations).map((group) => viewOf(group.location, group.alsoHere, showPhones));
