import { locationViewOf, locationViewsOf } from './locationView';
import type { LocationAddressParts, LocationCard } from './loadContent';

const location = (slug: string, street: string | null, extra: Partial<LocationCard> = {}): LocationCard & LocationAddressParts => ({
  slug,
  id: slug.length,
  primary: false,
  name: slug.toUpperCase(),
  type: 'sales',
  phone: '07 5550 1000',
  phones: ['07 5550 1000'],
  address: `${street ?? ''}, Southport`,
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:00' })),
  holidays: [],
  directionsUrl: null,
  mapImageUrl: null,
  mapEmbedUrl: null,
  street,
  city: 'Southport',
  state: 'QLD',
  postcode: '4215',
  ...extra,
});

describe('location cards', () => {
  it('carry the grouped hours and no address parts or raw hours', () => {
    const view = locationViewOf(location('yard', '1 Main Street'), true);
    expect(view.hours).toEqual([
      { days: 'Mon-Fri', hours: '8:30am - 5pm' },
      { days: 'Sat', hours: 'Closed' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(view).not.toHaveProperty('street');
    expect(view).not.toHaveProperty('phone');
    expect(view.phones).toEqual(['07 5550 1000']);
  });

  it('show no phones where the phone-numbers flag is off', () => {
    expect(locationViewOf(location('yard', '1 Main Street'), false).phones).toEqual([]);
  });

  it('a list has one card per street, naming the others there', () => {
    const views = locationViewsOf(
      [location('sales', '1 Main St'), location('service', '1 main street'), location('parts', '9 Side Rd')],
      true,
    );
    expect(views.map((v) => [v.slug, v.alsoHere])).toEqual([
      ['sales', [{ slug: 'service', name: 'SERVICE' }]],
      ['parts', []],
    ]);
  });
});
