/**
 * Search-engine data of a car page: title, description, canonical URL, Open Graph image and the
 * schema.org `Car` JSON-LD (typed with schema-dts, which is generated from the schema.org vocabulary).
 */
import type { Car as SchemaCar, WithContext } from 'schema-dts';
import { localeFormat } from '@dealer/domain';
import type { CarDetail } from './carDetailModel';

export interface CarSeo {
  title: string;
  description: string;
  canonical: string;
  ogImage: string | null;
  jsonLd: WithContext<SchemaCar>;
}

export const carPath = (slug: string) => `/cars/${encodeURIComponent(slug)}`;

/** UN/CEFACT unit codes schema.org asks for: KMT kilometres, SMI statute miles. */
const ODOMETER_UNIT = { km: 'KMT', mi: 'SMI' } as const;

/** Images are served from the site's own origin (`/api/media/file/...`): crawlers need them absolute. */
const absoluteUrl = (src: string, base: string) => new URL(src, base).toString();

function availability(car: CarDetail): 'https://schema.org/InStock' | 'https://schema.org/PreOrder' | 'https://schema.org/SoldOut' {
  if (car.sold) return 'https://schema.org/SoldOut';
  return car.status === 'coming_soon' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}

export function carJsonLd(car: CarDetail, url: string, siteName: string): WithContext<SchemaCar> {
  const { currency, distanceUnit } = localeFormat(car.locale);
  const { dealer } = car;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.title,
    url,
    ...(car.images.length ? { image: car.images.map((image) => absoluteUrl(image.src, url)) } : {}),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: car.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    ...(car.km !== null
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: ODOMETER_UNIT[distanceUnit] } }
      : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    sku: car.stocknum,
    offers: {
      '@type': 'Offer',
      url,
      ...(car.price.amount !== null ? { price: car.price.amount, priceCurrency: currency } : {}),
      availability: availability(car),
      itemCondition: car.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'AutoDealer',
        name: dealer.name === siteName ? siteName : `${dealer.name} (${siteName})`,
        ...(dealer.phone ? { telephone: dealer.phone } : {}),
        address: {
          '@type': 'PostalAddress',
          ...(dealer.street ? { streetAddress: dealer.street } : {}),
          ...(dealer.city ? { addressLocality: dealer.city } : {}),
          ...(dealer.state ? { addressRegion: dealer.state } : {}),
          ...(dealer.postcode ? { postalCode: dealer.postcode } : {}),
          addressCountry: localeFormat(car.locale).country,
        },
      },
    },
  };
}

/** `origin`: the tenant's public origin from `tenantFromRequest` (its primary domain when it has one). */
export function carSeo(car: CarDetail, origin: string, siteName: string): CarSeo {
  const canonical = `${origin}${carPath(car.slug)}`;
  const condition = car.carType === 'new' ? 'New' : car.carType === 'demo' ? 'Demo' : 'Used';
  return {
    title: car.sold ? `${car.title} (Sold)` : `${condition} ${car.title}${car.price.amount !== null ? ` for ${car.price.text}` : ''}`,
    description: car.description,
    canonical,
    ogImage: car.images[0] ? absoluteUrl(car.images[0].src, canonical) : null,
    jsonLd: carJsonLd(car, canonical, siteName),
  };
}

/** JSON for a script tag: `<` escaped so a value can never close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
