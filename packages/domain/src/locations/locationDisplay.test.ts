import {
  directionsUrl,
  embeddedMapUrl,
  groupByStreet,
  staticMapUrl,
  streetKey,
  uniqueByStreet,
  uniquePhones,
  upcomingHolidayHours,
} from './locationDisplay';

describe('uniquePhones (spec §5: de-duplicated by digits only)', () => {
  it('keeps the first of numbers with the same digits, in order', () => {
    expect(uniquePhones(['07 5550 1000', '(07) 5550-1000', null, '', '0755501001', ' 07 5550 1000 '])).toEqual([
      '07 5550 1000',
      '0755501001',
    ]);
  });
});

describe('uniqueByStreet (spec §5: locations de-duplicated by street)', () => {
  it('keeps the first location at each street, however the street is written', () => {
    const locations = [
      { slug: 'sales', street: '12 Ferry Road' },
      { slug: 'service', street: '12 ferry rd.' },
      { slug: 'parts', street: '20 Logan Road' },
      { slug: 'online', street: null },
      { slug: 'mobile', street: '' },
    ];
    expect(uniqueByStreet(locations).map((l) => l.slug)).toEqual(['sales', 'parts', 'online', 'mobile']);
    expect(streetKey(' 5  Main St. ')).toBe('5 main street');
    expect(groupByStreet(locations).map((g) => [g.location.slug, g.alsoHere.map((l) => l.slug)])).toEqual([
      ['sales', ['service']],
      ['parts', []],
      ['online', []],
      ['mobile', []],
    ]);
  });
});

describe('directionsUrl (Get Directions)', () => {
  it('points at the coordinates and the place when known, else the address', () => {
    expect(directionsUrl({ address: '12 Ferry Rd, Southport', lat: -27.97, long: 153.41, placeId: 'ChIJ123' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-27.97%2C153.41&destination_place_id=ChIJ123',
    );
    expect(directionsUrl({ address: '12 Ferry Rd, Southport QLD 4215' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12+Ferry+Rd%2C+Southport+QLD+4215',
    );
    expect(directionsUrl({ address: ' ' })).toBeNull();
  });
});

describe('maps (spec §7: embedded map with a client key; static map images by map_key)', () => {
  it('a static map needs both the map key and an https template', () => {
    expect(staticMapUrl('coastline/toyota 1', 'https://maps.example.com/static/{map_key}.png')).toBe(
      'https://maps.example.com/static/coastline%2Ftoyota%201.png',
    );
    expect(staticMapUrl(null, 'https://maps.example.com/static/{map_key}.png')).toBeNull();
    expect(staticMapUrl('k', null)).toBeNull();
    expect(staticMapUrl('k', 'http://maps.example.com/{map_key}.png')).toBeNull();
    expect(staticMapUrl('k', 'https://maps.example.com/fixed.png')).toBeNull();
  });

  it('an embedded map needs a client key', () => {
    expect(embeddedMapUrl(null, { address: 'x', lat: 1, long: 2 })).toBeNull();
    expect(embeddedMapUrl('KEY', { address: '12 Ferry Rd', placeId: 'ChIJ123' })).toBe(
      'https://www.google.com/maps/embed/v1/place?key=KEY&q=place_id%3AChIJ123',
    );
    expect(embeddedMapUrl('KEY', { address: '12 Ferry Rd', lat: -27.97, long: 153.41 })).toBe(
      'https://www.google.com/maps/embed/v1/place?key=KEY&q=-27.97%2C153.41',
    );
  });
});

describe('upcomingHolidayHours (the holiday hours dialog)', () => {
  it('lists today and later, soonest first, with their hours', () => {
    const entries = [
      { date: '2026-12-31T00:00:00.000Z', name: "New Year's Eve", status: 'Open', open: '09:00', close: '13:00' },
      { date: '2026-12-25', name: 'Christmas Day', status: 'Closed' },
      { date: '2026-01-26', name: 'Australia Day', status: 'Closed' },
      { date: '2026-11-26', name: ' ', status: 'Open', open: '08:00', close: '12:00' },
    ];
    expect(upcomingHolidayHours(entries, '2026-11-26')).toEqual([
      { date: '2026-11-26', name: null, hours: '8am - 12pm' },
      { date: '2026-12-25', name: 'Christmas Day', hours: 'Closed' },
      { date: '2026-12-31', name: "New Year's Eve", hours: '9am - 1pm' },
    ]);
  });
});
