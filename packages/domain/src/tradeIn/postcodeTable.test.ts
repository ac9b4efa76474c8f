import { INVALID_POSTCODE, POSTCODE_TABLE, lookupPostcode, type PostcodePlace } from './postcodeTable';

describe('POSTCODE_TABLE (the offline sample)', () => {
  it('covers every Australian state and territory, and New Zealand', () => {
    const states = new Set(POSTCODE_TABLE.filter((p) => p.country === 'AU').map((p) => p.state));
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(POSTCODE_TABLE.filter((p) => p.country === 'AU').length).toBeGreaterThanOrEqual(40);
    expect(POSTCODE_TABLE.filter((p) => p.country === 'NZ').length).toBeGreaterThanOrEqual(3);
  });

  it('holds each postcode once per country, as 4 digits, with points inside the country', () => {
    const keys = POSTCODE_TABLE.map((p) => `${p.country}${p.postcode}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const place of POSTCODE_TABLE) {
      expect(place.postcode).toMatch(/^\d{4}$/);
      const [minLat, maxLat, minLong, maxLong] = place.country === 'AU' ? [-44, -10, 112, 154] : [-47.5, -34, 166, 179];
      expect(place.lat > minLat && place.lat < maxLat && place.long > minLong && place.long < maxLong).toBe(true);
    }
  });
});

describe('lookupPostcode (spec §8: Invalid postcode when there is no result)', () => {
  it('finds a postcode in the country asked', () => {
    expect(lookupPostcode('4215', 'AU')).toEqual({
      ok: true,
      place: { postcode: '4215', country: 'AU', place: 'Southport', state: 'QLD', lat: -27.967, long: 153.4 },
    });
    expect(lookupPostcode(' 0800 ', 'AU')).toMatchObject({ ok: true, place: { place: 'Darwin', state: 'NT' } });
  });

  it('tells the two countries apart where a number is in both', () => {
    expect(lookupPostcode('2010', 'AU')).toMatchObject({ ok: true, place: { place: 'Surry Hills' } });
    expect(lookupPostcode('2010', 'NZ')).toMatchObject({ ok: true, place: { place: 'Pakuranga' } });
    expect(lookupPostcode('6011', 'AU')).toEqual({ ok: false, error: 'Invalid postcode' });
  });

  it.each(['9999', '800', '42150', 'abcd', '', null, undefined])('%p is an invalid postcode', (postcode) => {
    expect(lookupPostcode(postcode, 'AU')).toEqual({ ok: false, error: INVALID_POSTCODE });
  });

  it('reads a table passed in place of the sample', () => {
    const table: PostcodePlace[] = [{ postcode: '9999', country: 'AU', place: 'Testville', state: 'QLD', lat: -27, long: 153 }];
    expect(lookupPostcode('9999', 'AU', table)).toMatchObject({ ok: true, place: { place: 'Testville' } });
    expect(lookupPostcode('4215', 'AU', table)).toEqual({ ok: false, error: 'Invalid postcode' });
  });
});
