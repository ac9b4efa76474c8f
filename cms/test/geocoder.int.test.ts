/**
 * Issue 13: the trade-in postcode geocoder port. The offline table answers by default; Google's
 * geocoding API answers when GOOGLE_GEOCODING_API_KEY is set, and any failure of it falls back to
 * the table. No network here: Google's answers are fixtures shaped like its documented response.
 */
import { jest } from '@jest/globals';
import {
  GeocoderError,
  googlePostcodeGeocoder,
  offlinePostcodeGeocoder,
  postcodeCountryOfLocale,
  postcodeGeocoderFromEnv,
} from '../src/tradeIns/geocoder';

/** Google's answer for 4217, trimmed to what the adapter reads. */
const surfersParadise = {
  status: 'OK',
  results: [
    {
      formatted_address: 'Surfers Paradise QLD 4217, Australia',
      address_components: [
        { long_name: '4217', short_name: '4217', types: ['postal_code'] },
        { long_name: 'Surfers Paradise', short_name: 'Surfers Paradise', types: ['locality', 'political'] },
        { long_name: 'Queensland', short_name: 'QLD', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: -28.0036, lng: 153.4215 } },
    },
  ],
};

const answering = (answer: () => Response | Promise<Response>) => {
  const calls: string[] = [];
  const fetchImpl = (async (url: URL | string) => {
    calls.push(String(url));
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
};

describe('the offline table', () => {
  it.each([
    ['4215', 'AU', 'Southport QLD', -27.967],
    ['2010', 'AU', 'Surry Hills NSW', -33.8861],
    ['2010', 'NZ', 'Pakuranga Auckland', -36.8833],
  ] as const)('%s in %s is %s', async (postcode, country, place, lat) => {
    expect(await offlinePostcodeGeocoder.geocode(postcode, country)).toEqual({
      ok: true,
      place: { point: { lat, long: expect.any(Number) }, place },
    });
  });

  it('a postcode it does not hold is the spec’s Invalid postcode', async () => {
    expect(await offlinePostcodeGeocoder.geocode('4999', 'AU')).toEqual({ ok: false, error: 'Invalid postcode' });
  });

  it('the country is the tenant’s: New Zealand for en-NZ, else Australia', () => {
    expect([postcodeCountryOfLocale('en-NZ'), postcodeCountryOfLocale('en-AU'), postcodeCountryOfLocale(null)]).toEqual(['NZ', 'AU', 'AU']);
  });
});

describe('Google’s geocoding API', () => {
  it('asks for the postcode in the country with the key, and reads the first result’s point and place', async () => {
    const { calls, fetchImpl } = answering(() => Response.json(surfersParadise));
    const geocoder = googlePostcodeGeocoder({ apiKey: 'test-key', fetchImpl });
    expect(await geocoder.geocode('4217', 'AU')).toEqual({
      ok: true,
      place: { point: { lat: -28.0036, long: 153.4215 }, place: 'Surfers Paradise QLD' },
    });
    const url = new URL(calls[0]!);
    expect([url.origin + url.pathname, url.searchParams.get('address'), url.searchParams.get('key')]).toEqual([
      'https://maps.googleapis.com/maps/api/geocode/json',
      '4217,AU',
      'test-key',
    ]);
  });

  it.each([
    ['no result', () => Response.json({ status: 'ZERO_RESULTS', results: [] })],
    ['a refused key', () => Response.json({ status: 'REQUEST_DENIED', results: [], error_message: 'The provided API key is invalid.' })],
    ['an HTTP error', () => new Response('busy', { status: 503 })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('%s falls back to the offline table, and is reported', async (_what, answer) => {
    const { fetchImpl } = answering(answer);
    const onFallback = jest.fn<(error: GeocoderError) => void>();
    const geocoder = googlePostcodeGeocoder({ apiKey: 'test-key', fetchImpl, onFallback });
    expect(await geocoder.geocode('4215', 'AU')).toEqual({
      ok: true,
      place: { point: { lat: -27.967, long: 153.4 }, place: 'Southport QLD' },
    });
    expect(await geocoder.geocode('4999', 'AU')).toEqual({ ok: false, error: 'Invalid postcode' });
    expect(onFallback).toHaveBeenCalledTimes(2);
    expect(onFallback.mock.calls[0]![0]).toBeInstanceOf(GeocoderError);
  });

  it('gives up after its timeout and answers from the table', async () => {
    const fetchImpl = ((_url: URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const started = Date.now();
    const geocoder = googlePostcodeGeocoder({ apiKey: 'test-key', fetchImpl, timeoutMs: 50 });
    expect(await geocoder.geocode('4215', 'AU')).toMatchObject({ ok: true, place: { place: 'Southport QLD' } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not ask about anything but four digits', async () => {
    const { calls, fetchImpl } = answering(() => Response.json(surfersParadise));
    expect(await googlePostcodeGeocoder({ apiKey: 'test-key', fetchImpl }).geocode('Surfers', 'AU')).toEqual({
      ok: false,
      error: 'Invalid postcode',
    });
    expect(calls).toEqual([]);
  });
});

it('the environment picks the adapter: Google with GOOGLE_GEOCODING_API_KEY, else the table', () => {
  expect(postcodeGeocoderFromEnv({})).toBe(offlinePostcodeGeocoder);
  expect(postcodeGeocoderFromEnv({ GOOGLE_GEOCODING_API_KEY: ' ' })).toBe(offlinePostcodeGeocoder);
  expect(postcodeGeocoderFromEnv({ GOOGLE_GEOCODING_API_KEY: 'key' })).not.toBe(offlinePostcodeGeocoder);
});
