import fs from 'node:fs';
import { carJsonLd, carSeo, jsonLdScript } from './carSeo';
import { testCarDetail } from './testCar';

/**
 * The schema.org vocabulary as schema-dts (generated from schema.org) declares it: for each type,
 * the properties of its `...Base` interface and of every interface it extends.
 */
const schemaSource = fs.readFileSync(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8');

function propertiesOf(type: string, seen = new Set<string>()): Set<string> {
  const properties = new Set<string>();
  if (seen.has(type)) return properties;
  seen.add(type);
  // A type with properties of its own has a `TypeBase`; one without has only a `TypeLeaf` extending its parents' bases.
  const declaration =
    new RegExp(`interface ${type}Base(?: extends ([^{]+))? \\{`).exec(schemaSource) ??
    new RegExp(`export interface ${type}Leaf extends ([^{]+) \\{`).exec(schemaSource);
  if (!declaration) throw new Error(`schema.org has no type ${type}`);
  let end = declaration.index + declaration[0].length;
  for (let depth = 1; depth > 0 && end < schemaSource.length; end++) {
    if (schemaSource[end] === '{') depth++;
    if (schemaSource[end] === '}') depth--;
  }
  const body = schemaSource.slice(declaration.index + declaration[0].length, end);
  for (const match of body.matchAll(/^\s{4}"([A-Za-z]+)"\??:/gm)) properties.add(match[1]!);
  const parents = (declaration[1] ?? '')
    .split(',')
    .map((parent) => parent.trim())
    .filter((parent) => /^[A-Z]\w*Base$/.test(parent))
    .map((parent) => parent.replace(/Base$/, ''));
  for (const parent of parents) for (const property of propertiesOf(parent, seen)) properties.add(property);
  return properties;
}

/** Every property of a JSON-LD node must belong to its @type; nested typed nodes are checked the same way. */
function vocabularyErrors(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => vocabularyErrors(item, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string') return [`${path} has no @type`];
  const allowed = propertiesOf(type);
  return Object.entries(record).flatMap(([key, value]) => {
    if (key === '@type' || key === '@context') return [];
    const own = allowed.has(key) ? [] : [`${path}.${key} is not a property of schema.org ${type}`];
    return [...own, ...(typeof value === 'object' ? vocabularyErrors(value, `${path}.${key}`) : [])];
  });
}

describe('the schema.org vocabulary check itself', () => {
  it('knows Car inherits from Vehicle and Product', () => {
    const car = propertiesOf('Car');
    expect(car.has('vehicleIdentificationNumber')).toBe(true);
    expect(car.has('brand')).toBe(true);
    expect(car.has('name')).toBe(true);
  });

  it('finds a property that is not in the vocabulary', () => {
    expect(vocabularyErrors({ '@type': 'Car', name: 'x', price: 1 })).toEqual(['$.price is not a property of schema.org Car']);
    expect(vocabularyErrors({ '@type': 'Offer', seller: { '@type': 'AutoDealer', mileage: 1 } })).toEqual([
      '$.seller.mileage is not a property of schema.org AutoDealer',
    ]);
  });
});

describe('carJsonLd', () => {
  const car = testCarDetail();
  const jsonLd = carJsonLd(car, 'https://coastline.example/cars/2021-toyota-rav4-gx', 'Coastline Motor Group');

  it('uses only schema.org properties of Car, Brand, QuantitativeValue, Offer, AutoDealer and PostalAddress', () => {
    expect(vocabularyErrors(jsonLd)).toEqual([]);
    expect(jsonLd.image).toEqual([
      'https://coastline.example/api/media/file/rav4-side.png',
      'https://coastline.example/api/media/file/rav4-showroom.png',
    ]);
  });

  it('carries every property the issue names, with the car’s values', () => {
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota RAV4 GX',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'JTMW43FV10D012345',
      bodyType: 'SUV',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      color: 'Silver',
      offers: {
        '@type': 'Offer',
        price: 34990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'AutoDealer',
          telephone: '(07) 5555 0101',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 Marine Parade',
            addressLocality: 'Southport',
            addressRegion: 'QLD',
            postalCode: '4215',
            addressCountry: 'AU',
          },
        },
      },
    });
  });

  it('gives miles (SMI) and dollars (USD) in the US', () => {
    const us = carJsonLd(testCarDetail({ locale: 'en-US' }), 'https://x/cars/a', 'Lone Star Motors');
    expect(us.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 45210, unitCode: 'SMI' });
    expect(us.offers).toMatchObject({ priceCurrency: 'USD' });
  });

  it('says SoldOut for a sold car and PreOrder for one coming soon', () => {
    const sold = carJsonLd(testCarDetail({ document: { status: 'sold', sold: true } }), 'https://x/cars/a', 'X');
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const coming = carJsonLd(testCarDetail({ document: { status: 'coming_soon' } }), 'https://x/cars/a', 'X');
    expect(coming.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
  });

  it('leaves the price out when the car has none, and stays in the vocabulary', () => {
    const noPrice = carJsonLd(testCarDetail({ document: { price: 0 } }), 'https://x/cars/a', 'X');
    expect(noPrice.offers).not.toHaveProperty('price');
    expect(vocabularyErrors(noPrice)).toEqual([]);
  });
});

describe('carSeo', () => {
  it('titles, describes and canonicalises the page from the request origin', () => {
    const seo = carSeo(testCarDetail(), 'https://coastline.example', 'Coastline Motor Group');
    expect(seo.title).toBe('Used 2021 Toyota RAV4 GX for $34,990');
    expect(seo.description).toBe('Used 2021 Toyota RAV4 GX, $34,990 Drive Away, 45,210 km, Automatic, Petrol, at Coastline Toyota');
    expect(seo.canonical).toBe('https://coastline.example/cars/2021-toyota-rav4-gx');
    // Images are same-origin paths on the page; crawlers get them absolute.
    expect(seo.ogImage).toBe('https://coastline.example/api/media/file/rav4-side.png');
  });

  it('escapes < so a value cannot close the script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
