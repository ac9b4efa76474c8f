/**
 * The dealership location nearest to the shopper (issue 13, spec §9: "Earth radius 6371 km for
 * distance"): the trade-in lead goes to the location closest to the postcode's point, measured
 * along the Earth's surface (haversine great-circle distance on a sphere).
 */

export const EARTH_RADIUS_KM = 6371;

export interface GeoPoint {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points along the Earth's surface. */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  // min(1, ...) keeps rounding from taking asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A location as the CMS holds it (spec §3 Location address lat and long): either may be missing. */
export interface PlacedLocation {
  lat?: number | null;
  long?: number | null;
}

/** The location's point, or null when a coordinate is missing or off the globe. */
function pointOf({ lat, long }: PlacedLocation): GeoPoint | null {
  const valid = (value: unknown, limit: number): value is number => typeof value === 'number' && Math.abs(value) <= limit;
  return valid(lat, 90) && valid(long, 180) ? { lat, long } : null;
}

/**
 * The closest of the locations to the point, with its distance; locations without usable
 * coordinates are skipped, and the first listed wins a tie. Null when none has coordinates.
 */
export function nearestLocation<T extends PlacedLocation>(point: GeoPoint, locations: readonly T[]): { location: T; km: number } | null {
  let nearest: { location: T; km: number } | null = null;
  for (const location of locations) {
    const at = pointOf(location);
    if (!at) continue;
    const km = greatCircleKm(point, at);
    if (!nearest || km < nearest.km) nearest = { location, km };
  }
  return nearest;
}
