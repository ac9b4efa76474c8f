/**
 * A tenant's vehicle inventory feed for Google's vehicle ads and vehicle listings (issue 12):
 * an RSS 2.0 document with Google's `g:` attributes, one item per car for sale. Caravans are not
 * vehicles there and are left out, as are cars without a price or a photo (both required), sold
 * cars and cars coming soon (not for sale yet).
 */

export interface FeedCar {
  id: string;
  slug: string;
  vin: string | null;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: string;
  status: string;
  itemType: string | null;
  km: number | null;
  price: number | null;
  offerPrice: number | null;
  /** Absolute or site-relative image URLs, the primary first. */
  images: string[];
  /** The store: the dealership (its slug is the store code) and its location's address. */
  dealership: { slug: string; name: string } | null;
  address: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null;
}

export interface FeedFacts {
  /** `https://{primary domain}` (or the host asked on): links and relative images are made absolute on it. */
  origin: string;
  siteName: string;
  currency: 'AUD' | 'NZD' | 'USD';
  country: 'AU' | 'NZ' | 'US';
  distanceUnit: 'km' | 'mi';
}

/** Attributes every item carries (checked by the tests on the served feed). */
export const VEHICLE_FEED_REQUIRED = [
  'g:id',
  'g:title',
  'g:link',
  'g:image_link',
  'g:price',
  'g:condition',
  'g:brand',
  'g:model',
  'g:year',
  'g:store_code',
  'g:dealership_name',
  'g:dealership_address',
  'g:vehicle_fulfillment',
] as const;

export interface FeedItem {
  [attribute: string]: string | string[];
}

const absolute = (url: string, origin: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** Whether a car goes in the feed, and why not (for the tests and the decisions log). */
export function feedExclusion(car: FeedCar): string | null {
  if ((car.itemType ?? '').toLowerCase() === 'caravan') return 'caravan';
  if (car.status !== 'in_stock') return 'not for sale now';
  if (!car.dealership) return 'no dealership';
  if (!(car.offerPrice ?? car.price)) return 'no price';
  if (car.images.length === 0) return 'no photo';
  return null;
}

/** The feed's items: the cars for sale, with Google's vehicle attributes. */
export function vehicleFeedItems(cars: readonly FeedCar[], facts: FeedFacts): FeedItem[] {
  return cars
    .filter((car) => feedExclusion(car) === null)
    .map((car) => {
      const used = car.carType.toLowerCase() === 'used';
      const price = (car.offerPrice ?? car.price)!;
      const title = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
      const address = car.address
        ? [car.address.street, car.address.city, car.address.state, car.address.postcode, facts.country].filter(Boolean).join(', ')
        : facts.country;
      const [image, ...more] = car.images.map((url) => absolute(url, facts.origin));
      const item: FeedItem = {
        'g:id': car.stocknum || car.id,
        'g:title': title,
        'g:link': `${facts.origin}/cars/${encodeURIComponent(car.slug)}`,
        'g:image_link': image!,
        'g:price': `${price.toFixed(2)} ${facts.currency}`,
        'g:condition': used ? 'used' : 'new',
        'g:brand': car.make,
        'g:model': car.model,
        'g:year': String(car.year),
        'g:store_code': car.dealership!.slug,
        'g:dealership_name': car.dealership!.name,
        'g:dealership_address': address,
        'g:vehicle_fulfillment': 'in_store',
      };
      if (car.vin) item['g:vin'] = car.vin;
      if (car.badge) item['g:trim'] = car.badge;
      // Google wants the mileage of used cars (new ones have none to speak of).
      if (used && typeof car.km === 'number') item['g:mileage'] = `${Math.round(car.km)} ${facts.distanceUnit === 'mi' ? 'miles' : 'km'}`;
      if (more.length > 0) item['g:additional_image_link'] = more.slice(0, 10);
      return item;
    });
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
// XML 1.0 allows tab, newline, carriage return and characters from U+0020 on, except U+FFFE and U+FFFF:
// a dealer system's stray control characters are dropped.
const allowedInXml = (code: number) => code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
const xmlText = (text: string) => escapeXml([...text].filter((char) => allowedInXml(char.codePointAt(0)!)).join(''));

/** The RSS 2.0 document (Google's namespace) of the items. */
export function vehicleFeedXml(facts: FeedFacts, items: readonly FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${xmlText(`${facts.siteName} vehicle inventory`)}</title>`,
    `<link>${xmlText(facts.origin)}/</link>`,
    `<description>${xmlText(`Vehicles for sale at ${facts.siteName}`)}</description>`,
  ];
  for (const item of items) {
    lines.push('<item>');
    for (const [name, value] of Object.entries(item)) {
      for (const one of Array.isArray(value) ? value : [value]) lines.push(`<${name}>${xmlText(one)}</${name}>`);
    }
    lines.push('</item>');
  }
  lines.push('</channel>', '</rss>');
  return `${lines.join('\n')}\n`;
}
