import { EARTH_RADIUS_KM, greatCircleKm, nearestLocation } from './nearestLocation';
import { lookupPostcode } from './postcodeTable';

const sydney = { lat: -33.8688, long: 151.2093 };
const melbourne = { lat: -37.8136, long: 144.9631 };
const brisbane = { lat: -27.4698, long: 153.0251 };

describe('greatCircleKm (spec §9: Earth radius 6371 km)', () => {
  it('uses the spec radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('Sydney to Melbourne is about 714 km, either way', () => {
    expect(greatCircleKm(sydney, melbourne)).toBeCloseTo(713.8, 0);
    expect(greatCircleKm(melbourne, sydney)).toBeCloseTo(greatCircleKm(sydney, melbourne), 9);
  });

  it('a point to itself is 0, a quarter of the equator is a quarter of the circumference', () => {
    expect(greatCircleKm(brisbane, brisbane)).toBe(0);
    expect(greatCircleKm({ lat: 0, long: 0 }, { lat: 0, long: 90 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it('antipodal points are half the circumference (no NaN from rounding)', () => {
    expect(greatCircleKm({ lat: 10, long: 20 }, { lat: -10, long: -160 })).toBeCloseTo(Math.PI * 6371, 3);
  });
});

describe('nearestLocation', () => {
  const locations = [
    { slug: 'melbourne', lat: melbourne.lat, long: melbourne.long },
    { slug: 'no-coordinates', lat: null, long: null },
    { slug: 'half-placed', lat: -27.9, long: undefined },
    { slug: 'off-the-globe', lat: -127.9, long: 153.4 },
    { slug: 'sydney', lat: sydney.lat, long: sydney.long },
    { slug: 'brisbane', lat: brisbane.lat, long: brisbane.long },
  ];

  it('is the closest location to the postcode, with its distance', () => {
    const southport = lookupPostcode('4215', 'AU');
    if (!southport.ok) throw new Error('4215 is in the sample');
    const nearest = nearestLocation(southport.place, locations);
    expect(nearest?.location.slug).toBe('brisbane');
    expect(nearest?.km).toBeCloseTo(greatCircleKm(southport.place, brisbane), 9);
    expect(nearestLocation({ lat: -38.1499, long: 144.3617 }, locations)?.location.slug).toBe('melbourne'); // Geelong
  });

  it('the first listed wins a tie', () => {
    const twins = [
      { slug: 'first', ...sydney },
      { slug: 'second', ...sydney },
    ];
    expect(nearestLocation(brisbane, twins)?.location.slug).toBe('first');
  });

  it('is null when no location has coordinates', () => {
    expect(nearestLocation(brisbane, [])).toBeNull();
    expect(
      nearestLocation(brisbane, [
        { lat: null, long: 153 },
        { lat: Number.NaN, long: 153 },
      ]),
    ).toBeNull();
  });
});
