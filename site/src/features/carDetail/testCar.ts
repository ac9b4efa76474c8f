/** A stored car as StockSearch returns it, for the site's unit tests. */
import type { Dealership } from '@dealer/cms/payload-types';
import { mergeSiteConfig, type Locale, type SiteConfig } from '@dealer/domain';
import type { IndexedCar } from '@dealer/stock-search';
import { buildCarDetail, type CarDetail } from './carDetailModel';

export function testIndexedCar(document: Record<string, unknown> = {}, hit: Partial<IndexedCar> = {}): IndexedCar {
  const car = {
    id: 42,
    name: '2021 Toyota RAV4 GX',
    slug: '2021-toyota-rav4-gx',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    price: 34990,
    price_type: 'drive_away',
    km: 45210,
    stocknum: 'CT10001',
    vin: 'JTMW43FV10D012345',
    colour: 'Silver',
    simple_body: 'SUV',
    simple_fuel: 'Petrol',
    simple_transmission: 'Automatic',
    dealercomments: 'One owner.|Full service history.',
    features: [{ item: 'Reversing Camera' }, { item: 'Apple CarPlay' }],
    location: {
      id: 7,
      name: 'Coastline Toyota',
      address: { street: '1 Marine Parade', city: 'Southport', state: 'QLD', postcode: '4215' },
      contact_detail: { phone: '(07) 5555 0101' },
    },
    finance_lenders: {
      A: {
        interestRate: 8.49,
        comparisonRate: 9.12,
        paymentWeek: 110,
        paymentMonth: 477,
        termMonths: 60,
        disclaimer: 'Lender A terms apply.',
      },
    },
    createdAt: '2026-10-01T00:00:00.000Z',
    ...document,
  };
  return {
    id: String(car.id),
    tenant: 'coastline',
    slug: String(car.slug),
    name: String(car.name),
    year: Number(car.year),
    make: String(car.make),
    model: String(car.model),
    badge: 'GX',
    series: null,
    car_type: car.car_type as IndexedCar['car_type'],
    status: car.status as IndexedCar['status'],
    item_type: String(car.item_type),
    price: car.price as number | null,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type: car.price_type as string | null,
    preorder: false,
    km: car.km as number | null,
    colour: 'Silver',
    transmission: 'Automatic',
    fuel: 'Petrol',
    drive: null,
    body: 'SUV',
    seats: 5,
    reserved: false,
    certified: false,
    tag: null,
    just_sold: false,
    sold_date_timestamp: null,
    created_at: '2026-10-01T00:00:00.000Z',
    stocknum: String(car.stocknum),
    primary_image_url: '/api/media/file/rav4-side.png',
    images: ['/api/media/file/rav4-side.png', '/api/media/file/rav4-showroom.png'],
    photos_count: 2,
    dealership_id: '3',
    dealership_slug: 'coastline-toyota',
    dealership_name: 'Coastline Toyota',
    location_name: 'Coastline Toyota',
    city: 'Southport',
    state: 'QLD',
    specifications: null,
    make_model: 'Toyota > RAV4',
    simple_body: 'SUV',
    categories: [],
    filtered_features: [],
    price_range: '$30,000 - $40,000',
    weekly_price_range: null,
    'manufacturer.name': 'Toyota',
    'model.name': 'RAV4',
    'model.body': ['suv'],
    custom_rank: 1000,
    show_on_dealer_website: true,
    search_text: '',
    document: car,
    ...hit,
  };
}

export const testDealership = (extra: Partial<Dealership> = {}): Dealership =>
  ({
    id: 3,
    name: 'Coastline Toyota',
    slug: 'coastline-toyota',
    phone: '(07) 5555 0100',
    finance_provider: 'A',
    carsSettings: {},
    updatedAt: '2026-10-01T00:00:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
    ...extra,
  }) as Dealership;

export function testCarDetail({
  document = {},
  locale = 'en-AU',
  dealership = testDealership(),
  now = new Date('2026-11-22T01:00:00Z'),
}: { document?: Record<string, unknown>; locale?: Locale; dealership?: Dealership | null; now?: Date } = {}): CarDetail {
  const siteConfig: SiteConfig = mergeSiteConfig({ settings: { locale } });
  return buildCarDetail({
    indexed: testIndexedCar(document),
    siteConfig,
    tenant: { id: 1, slug: 'coastline', settings: {} },
    dealership,
    buttonSets: [],
    now,
    mediaUrl: (url) => url ?? null, // as siteMediaPath serves them: same-origin paths
  });
}
