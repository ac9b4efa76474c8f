/**
 * Where a trade-in shopper's postcode is (issue 13: "an offline Australian/NZ postcode table by
 * default, a maps geocode adapter when a key is configured"). One port, two adapters: the offline
 * table of packages/domain, and Google's geocoding API when GOOGLE_GEOCODING_API_KEY is set, which
 * falls back to the table whenever it cannot answer (no network, quota, no result).
 */
import { INVALID_POSTCODE, lookupPostcode, type GeoPoint, type PostcodeCountry } from '@dealer/domain';

export interface GeocodedPostcode {
  point: GeoPoint;
  /** The place as a dealer reads it, e.g. 'Southport QLD'. */
  place: string;
}

export type PostcodeGeocode = { ok: true; place: GeocodedPostcode } | { ok: false; error: typeof INVALID_POSTCODE };

export interface PostcodeGeocoder {
  geocode(postcode: string, country: PostcodeCountry): Promise<PostcodeGeocode>;
}

/** NZ tenants' shoppers have NZ postcodes; every other tenant is Australian (both are 4 digits). */
export const postcodeCountryOfLocale = (locale: string | null | undefined): PostcodeCountry => (locale === 'en-NZ' ? 'NZ' : 'AU');

/** The domain's sample table: no network, the same answer every time. */
export const offlinePostcodeGeocoder: PostcodeGeocoder = {
  async geocode(postcode, country) {
    const found = lookupPostcode(postcode, country);
    if (!found.ok) return found;
    const { lat, long, place, state } = found.place;
    return { ok: true, place: { point: { lat, long }, place: `${place} ${state}` } };
  },
};

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
export const GOOGLE_GEOCODE_TIMEOUT_MS = 5_000;

interface GoogleAddressComponent {
  long_name?: string;
  short_name?: string;
  types?: string[];
}
interface GoogleGeocodeResponse {
  status?: string;
  results?: {
    formatted_address?: string;
    address_components?: GoogleAddressComponent[];
    geometry?: { location?: { lat?: unknown; lng?: unknown } };
  }[];
}

/** Why Google gave no usable answer (logged, then the offline table answers). */
export class GeocoderError extends Error {}

/** 'Southport QLD' from the result's locality and state; else its formatted address. */
function placeOf(result: NonNullable<GoogleGeocodeResponse['results']>[number], postcode: string): string {
  const component = (type: string) => result.address_components?.find((c) => c.types?.includes(type));
  const locality = component('locality') ?? component('postal_town') ?? component('sublocality');
  const state = component('administrative_area_level_1');
  const parts = [locality?.long_name, state?.short_name].filter((part): part is string => Boolean(part && part.trim()));
  return parts.length > 0 ? parts.join(' ') : (result.formatted_address ?? postcode);
}

/**
 * Google's geocoding API (`address={postcode},{country}`), reading the first result's point.
 * Any failure (timeout, HTTP error, a status other than OK, no coordinates) is reported through
 * `onFallback` and answered by `fallback`, so a shopper's trade-in never waits on Google.
 */
export function googlePostcodeGeocoder({
  apiKey,
  fetchImpl = fetch,
  timeoutMs = GOOGLE_GEOCODE_TIMEOUT_MS,
  fallback = offlinePostcodeGeocoder,
  onFallback = () => {},
}: {
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  fallback?: PostcodeGeocoder;
  onFallback?: (error: GeocoderError) => void;
}): PostcodeGeocoder {
  const ask = async (postcode: string, country: PostcodeCountry): Promise<GeocodedPostcode> => {
    const url = new URL(GOOGLE_GEOCODE_URL);
    url.searchParams.set('address', `${postcode},${country}`);
    url.searchParams.set('key', apiKey);
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new GeocoderError(`Google geocoding of ${postcode} (${country}) failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new GeocoderError(`Google geocoding of ${postcode} (${country}) answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as GoogleGeocodeResponse | null;
    const result = body?.results?.[0];
    const { lat, lng } = result?.geometry?.location ?? {};
    if (body?.status !== 'OK' || !result || typeof lat !== 'number' || typeof lng !== 'number')
      throw new GeocoderError(`Google geocoding of ${postcode} (${country}) gave no location (status ${body?.status ?? 'unreadable'})`);
    return { point: { lat, long: lng }, place: placeOf(result, postcode) };
  };
  return {
    async geocode(postcode, country) {
      // The same rule as the table: Google would happily place any text somewhere.
      if (!/^\d{4}$/.test(postcode.trim())) return { ok: false, error: INVALID_POSTCODE };
      try {
        return { ok: true, place: await ask(postcode.trim(), country) };
      } catch (error) {
        if (!(error instanceof GeocoderError)) throw error;
        onFallback(error);
        return fallback.geocode(postcode, country);
      }
    },
  };
}

/** Google's adapter when GOOGLE_GEOCODING_API_KEY is set, else the offline table. */
export function postcodeGeocoderFromEnv(
  source: Record<string, string | undefined> = process.env,
  onFallback?: (error: GeocoderError) => void,
): PostcodeGeocoder {
  const apiKey = source.GOOGLE_GEOCODING_API_KEY?.trim();
  return apiKey ? googlePostcodeGeocoder({ apiKey, onFallback }) : offlinePostcodeGeocoder;
}
