import { VEHICLE_FEED_REQUIRED, feedExclusion, vehicleFeedItems, vehicleFeedXml, type FeedCar, type FeedFacts } from './vehicleFeed';

const facts: FeedFacts = {
  origin: 'https://coastlinemotors.com.au',
  siteName: 'Coastline & Co',
  currency: 'AUD',
  country: 'AU',
  distanceUnit: 'km',
};

const car = (extra: Partial<FeedCar> = {}): FeedCar => ({
  id: '17',
  slug: '2021-toyota-corolla-ascent-u77',
  vin: 'JTNK4RBE003123456',
  stocknum: 'U77',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  carType: 'used',
  status: 'in_stock',
  itemType: 'car',
  km: 42_130.4,
  price: 28_990,
  offerPrice: null,
  images: ['/api/media/file/u77-1.jpg', 'https://cdn.example.com/u77-2.jpg'],
  dealership: { slug: 'coastline-toyota', name: 'Coastline Toyota' },
  address: { street: '88 Ferry Road', city: 'Southport', state: 'QLD', postcode: '4215' },
  ...extra,
});

describe('vehicleFeedItems', () => {
  it('gives a used car Google’s vehicle attributes, with absolute links and its mileage', () => {
    const [item] = vehicleFeedItems([car()], facts);
    expect(item).toEqual({
      'g:id': 'U77',
      'g:title': '2021 Toyota Corolla Ascent Sport',
      'g:link': 'https://coastlinemotors.com.au/cars/2021-toyota-corolla-ascent-u77',
      'g:image_link': 'https://coastlinemotors.com.au/api/media/file/u77-1.jpg',
      'g:additional_image_link': ['https://cdn.example.com/u77-2.jpg'],
      'g:price': '28990.00 AUD',
      'g:condition': 'used',
      'g:brand': 'Toyota',
      'g:model': 'Corolla',
      'g:year': '2021',
      'g:trim': 'Ascent Sport',
      'g:vin': 'JTNK4RBE003123456',
      'g:mileage': '42130 km',
      'g:store_code': 'coastline-toyota',
      'g:dealership_name': 'Coastline Toyota',
      'g:dealership_address': '88 Ferry Road, Southport, QLD, 4215, AU',
      'g:vehicle_fulfillment': 'in_store',
    });
    for (const attribute of VEHICLE_FEED_REQUIRED) expect(item).toHaveProperty([attribute]);
  });

  it('a new or demo car is new, without mileage; the offer price wins; miles in the US', () => {
    const [demo] = vehicleFeedItems([car({ carType: 'demo', offerPrice: 31_500, price: 33_000 })], {
      ...facts,
      currency: 'USD',
      distanceUnit: 'mi',
    });
    expect(demo).toMatchObject({ 'g:condition': 'new', 'g:price': '31500.00 USD' });
    expect(demo).not.toHaveProperty(['g:mileage']);
    const [used] = vehicleFeedItems([car()], { ...facts, distanceUnit: 'mi' });
    expect(used!['g:mileage']).toBe('42130 miles');
  });

  it.each([
    [{ itemType: 'caravan' }, 'caravan'],
    [{ itemType: 'Caravan' }, 'caravan'],
    [{ status: 'sold' }, 'not for sale now'],
    [{ status: 'coming_soon' }, 'not for sale now'],
    [{ price: null, offerPrice: null }, 'no price'],
    [{ images: [] }, 'no photo'],
    [{ dealership: null }, 'no dealership'],
  ] as const)('leaves out %j (%s)', (extra, reason) => {
    expect(feedExclusion(car(extra as Partial<FeedCar>))).toBe(reason);
    expect(vehicleFeedItems([car(extra as Partial<FeedCar>)], facts)).toEqual([]);
  });
});

describe('vehicleFeedXml', () => {
  it('is RSS 2.0 in Google’s namespace, escaping text', () => {
    const xml = vehicleFeedXml(facts, vehicleFeedItems([car({ badge: 'GR <Sport> & "Co"\u0007' })], facts));
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain('<title>Coastline &amp; Co vehicle inventory</title>');
    expect(xml).toContain('<g:trim>GR &lt;Sport&gt; &amp; &quot;Co&quot;</g:trim>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it('is well-formed XML (libxml2)', async () => {
    const { validateXML } = await import('xmllint-wasm');
    const xml = vehicleFeedXml(facts, vehicleFeedItems([car(), car({ id: '18', stocknum: 'N1', carType: 'new' })], facts));
    const result = await validateXML({ xml: [{ fileName: 'feed.xml', contents: xml }], normalization: 'format' });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
