import { categoriesOf, customRank, priceRange, toIndexedCar, weeklyPriceRange, type Car } from './indexedCar';
import { toCarHit } from '../schema/values';

const NOW = new Date('2026-06-01T00:00:00Z');
const car = (over: Partial<Car> = {}): Car =>
  ({
    id: 42,
    name: '2021 Toyota HiLux SR5',
    slug: '2021-toyota-hilux-sr5-ct10001',
    year: 2021,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'CT10001',
    dealership: 1,
    price: 45990,
    images: [{ image: '/api/media/file/a.png' }, { image: '/api/media/file/b.png' }],
    features: [{ item: 'Tow bar' }],
    createdAt: '2026-05-30T00:00:00Z',
    updatedAt: '2026-05-30T00:00:00Z',
    ...over,
  }) as Car;

describe('customRank (spec §7: results sorted by custom_rank descending)', () => {
  it('puts in-stock before coming soon before sold, whatever the photos or age', () => {
    const fresh = '2026-05-31T00:00:00Z';
    const old = '2025-01-01T00:00:00Z';
    expect(customRank({ status: 'in_stock', createdAt: old }, 0, NOW)).toBeGreaterThan(
      customRank({ status: 'coming_soon', createdAt: fresh }, 6, NOW),
    );
    expect(customRank({ status: 'coming_soon', createdAt: old }, 0, NOW)).toBeGreaterThan(
      customRank({ status: 'sold', createdAt: fresh }, 6, NOW),
    );
  });

  it('prefers more photos (up to 6), then newer listings', () => {
    const at = '2026-05-01T00:00:00Z';
    expect(customRank({ status: 'in_stock', createdAt: at }, 6, NOW)).toBeGreaterThan(
      customRank({ status: 'in_stock', createdAt: at }, 1, NOW),
    );
    expect(customRank({ status: 'in_stock', createdAt: at }, 9, NOW)).toBe(customRank({ status: 'in_stock', createdAt: at }, 6, NOW));
    expect(customRank({ status: 'in_stock', createdAt: '2026-05-31T00:00:00Z' }, 3, NOW)).toBeGreaterThan(
      customRank({ status: 'in_stock', createdAt: '2026-03-01T00:00:00Z' }, 3, NOW),
    );
  });
});

describe('price bands', () => {
  it.each([
    [null, null],
    [10, null], // spec §9: a price is real only over $10
    [4_000, 'Under $5,000'],
    [12_500, '$10,000 - $15,000'],
    [20_000, '$20,000 - $30,000'],
    [150_000, '$100,000+'],
  ])('%s -> %s', (price, band) => expect(priceRange(price)).toBe(band));

  it('uses the cheapest weekly payment of any lender', () => {
    expect(weeklyPriceRange({ A: { paymentWeek: 180 }, D: { paymentWeek: 130 }, G: { paymentWeek: null } })).toBe('$100 - $150');
    expect(weeklyPriceRange({ G: { paymentMonth: 900 } })).toBeNull();
    expect(weeklyPriceRange(null)).toBeNull();
  });
});

describe('categoriesOf', () => {
  it('derives shopper categories', () => {
    expect(categoriesOf({ seats: 7, fuel: 'Hybrid', drive: 'AWD', price: 15000, item_type: 'car' })).toEqual([
      '7 Seaters',
      'Electric & Hybrid',
      '4x4 & AWD',
      'Under $20k',
    ]);
    expect(categoriesOf({ seats: 4, fuel: 'Petrol', drive: 'RWD', price: 0, item_type: 'caravan' })).toEqual(['Caravans']);
  });
});

describe('toIndexedCar', () => {
  const dealership = { id: 1, slug: 'coastline-toyota', name: 'Coastline Toyota' };
  const location = { name: 'Coastline Toyota Southport', address: { city: 'Southport', state: 'QLD' } };

  it('keeps the spec field names and the dealership and location the card shows', () => {
    const indexed = toIndexedCar({
      car: car(),
      tenant: 'coastline',
      dealership,
      location,
      model: { manufacturerName: 'Toyota', name: 'HiLux', body: ['ute'] },
      now: NOW,
    });
    expect(indexed).toMatchObject({
      id: '42',
      tenant: 'coastline',
      make_model: 'Toyota > HiLux',
      dealership_slug: 'coastline-toyota',
      location_name: 'Coastline Toyota Southport',
      city: 'Southport',
      state: 'QLD',
      photos_count: 2,
      primary_image_url: '/api/media/file/a.png',
      filtered_features: ['Tow bar'],
      'model.body': ['ute'],
      price_range: '$40,000 - $50,000',
      show_on_dealer_website: true,
    });
    expect(indexed.search_text).toContain('HiLux');
  });

  it("treats 'null' strings and blanks as missing", () => {
    const indexed = toIndexedCar({
      car: car({ badge: 'null', series: ' ', colour: null }),
      tenant: 't',
      dealership,
      location: null,
      model: null,
      now: NOW,
    });
    expect(indexed.badge).toBeNull();
    expect(indexed.series).toBeNull();
    expect(indexed.city).toBeNull();
    expect(indexed['manufacturer.name']).toBe('Toyota');
  });

  it('a caravan carries its specifications for the card; other vehicles carry none', () => {
    const specifications = {
      body_width: 7.5,
      body_length: 21,
      tare_weight: 1850,
      axle_type: 'Single',
      sleeps: 4,
      aggregate_trailer_mass: 2500,
    };
    const caravan = toIndexedCar({
      car: car({ item_type: 'caravan', specifications }),
      tenant: 't',
      dealership,
      location: null,
      model: null,
    });
    expect(caravan.specifications).toEqual(specifications);
    expect(toCarHit(caravan).specifications).toEqual(specifications);
    const partial = toIndexedCar({
      car: car({ item_type: 'caravan', specifications: { sleeps: 2, axle_type: 'null', body_length: null } }),
      tenant: 't',
      dealership,
      location: null,
      model: null,
    });
    expect(partial.specifications).toEqual({
      body_width: null,
      body_length: null,
      tare_weight: null,
      axle_type: null,
      sleeps: 2,
      aggregate_trailer_mass: null,
    });
    const empty = { item_type: 'caravan', specifications: { sleeps: null } };
    expect(toIndexedCar({ car: car(empty), tenant: 't', dealership, location: null, model: null }).specifications).toBeNull();
    expect(toIndexedCar({ car: car({ specifications }), tenant: 't', dealership, location: null, model: null }).specifications).toBeNull();
  });

  it('a car hidden from the dealer website is indexed as hidden', () => {
    expect(
      toIndexedCar({ car: car({ show_on_dealer_website: false }), tenant: 't', dealership, location: null, model: null })
        .show_on_dealer_website,
    ).toBe(false);
  });
});
