/**
 * From a car as the CMS holds it to what search engines index. Pure: the caller loads the
 * car's dealership, location and model (reindex does it in bulk, the car hook per car).
 */
import type { CaravanSpecifications, IndexedCar } from '../port';

/**
 * The fields of a CMS car (cms `Car` in payload-types) that indexing reads. Declared here so the
 * search package does not depend on the CMS; the CMS's generated type satisfies it.
 */
export interface Car {
  id: number | string;
  name: string;
  slug?: string | null;
  year: number;
  make: string;
  model: string;
  badge?: string | null;
  series?: string | null;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'coming_soon' | 'sold';
  item_type?: string | null;
  price?: number | null;
  before_price?: number | null;
  offer_price?: number | null;
  subscription_price?: number | null;
  price_type?: string | null;
  preorder?: boolean | null;
  km?: number | null;
  colour?: string | null;
  simple_transmission?: string | null;
  trans?: string | null;
  simple_fuel?: string | null;
  fuel?: string | null;
  drive?: string | null;
  simple_body?: string | null;
  seats?: number | null;
  reserved?: boolean | null;
  certified?: boolean | null;
  tag?: string | null;
  sold_date_timestamp?: string | null;
  show_on_dealer_website?: boolean | null;
  stocknum: string;
  primary_image_url?: string | null;
  images?: { image: string }[] | null;
  features?: { item: string }[] | null;
  specifications?: Partial<Record<keyof CaravanSpecifications, number | string | null>> | null;
  finance_lenders?: unknown;
  createdAt: string;
}

export interface Dealership {
  id: number | string;
  slug?: string | null;
  name: string;
}

export interface Location {
  name: string;
  address?: { city?: string | null; state?: string | null } | null;
}

export interface ModelInfo {
  manufacturerName: string;
  name: string;
  body: string[];
}

export interface IndexInput {
  car: Car;
  tenant: string;
  dealership: Pick<Dealership, 'id' | 'slug' | 'name'>;
  location: Pick<Location, 'name' | 'address'> | null;
  model: ModelInfo | null;
  now?: Date;
}

const DAY = 86_400_000;

/**
 * The default order of results (spec §7: custom_rank descending): in-stock cars before coming
 * soon before sold; then cars with more photos; then newer listings (a bonus that fades over
 * 90 days). Decided here because the spec leaves the rule out (docs/decisions.md).
 */
export function customRank(car: Pick<Car, 'status' | 'createdAt'>, photos: number, now: Date = new Date()): number {
  const statusScore = car.status === 'in_stock' ? 1000 : car.status === 'coming_soon' ? 500 : 0;
  const photoScore = Math.min(photos, 6) * 20;
  const ageDays = Math.max(0, (now.getTime() - new Date(car.createdAt).getTime()) / DAY);
  const freshness = Math.max(0, 90 - ageDays);
  return Math.round(statusScore + photoScore + freshness);
}

const BANDS = [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** Price band label, e.g. "$10,000 - $15,000", "Under $5,000", "$100,000+". */
export function priceRange(price: number | null | undefined): string | null {
  if (!price || price <= 10) return null; // spec §9: a price is real only over $10
  const upper = BANDS.find((band) => price < band);
  if (upper === undefined) return `${money(BANDS.at(-1)!)}+`;
  const index = BANDS.indexOf(upper);
  return index === 0 ? `Under ${money(upper)}` : `${money(BANDS[index - 1]!)} - ${money(upper)}`;
}

const WEEKLY_BANDS = [100, 150, 200, 250, 300, 400, 500];
/** Weekly repayment band from the cheapest lender's weekly payment, e.g. "$100 - $150". */
export function weeklyPriceRange(financeLenders: unknown): string | null {
  if (!financeLenders || typeof financeLenders !== 'object') return null;
  const weekly = Object.values(financeLenders as Record<string, { paymentWeek?: number | null }>)
    .map((entry) => entry?.paymentWeek)
    .filter((n): n is number => typeof n === 'number' && n > 0);
  if (weekly.length === 0) return null;
  const amount = Math.min(...weekly);
  const upper = WEEKLY_BANDS.find((band) => amount < band);
  if (upper === undefined) return `${money(WEEKLY_BANDS.at(-1)!)}+`;
  const index = WEEKLY_BANDS.indexOf(upper);
  return index === 0 ? `Under ${money(upper)}` : `${money(WEEKLY_BANDS[index - 1]!)} - ${money(upper)}`;
}

/** Shopper-facing categories a car falls into (for the categories facet). */
export function categoriesOf(car: Pick<Car, 'seats' | 'fuel' | 'drive' | 'price' | 'item_type'>): string[] {
  const categories: string[] = [];
  if (car.seats === 7) categories.push('7 Seaters');
  if (car.fuel && /hybrid|electric/i.test(car.fuel)) categories.push('Electric & Hybrid');
  if (car.drive && /4x4|4wd|awd/i.test(car.drive)) categories.push('4x4 & AWD');
  if (car.price && car.price > 10 && car.price < 20_000) categories.push('Under $20k');
  if (car.item_type === 'caravan') categories.push('Caravans');
  if (car.item_type === 'motorcycle') categories.push('Motorcycles');
  return categories;
}

const clean = (value: string | null | undefined) => (value && value.trim() && value !== 'null' ? value.trim() : null);

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A caravan's specifications for its card; null for other vehicles or a caravan without any. */
export function caravanSpecificationsOf(car: Pick<Car, 'item_type' | 'specifications'>): CaravanSpecifications | null {
  if (car.item_type !== 'caravan' || !car.specifications) return null;
  const specs = car.specifications;
  const result: CaravanSpecifications = {
    body_width: numberOrNull(specs.body_width),
    body_length: numberOrNull(specs.body_length),
    tare_weight: numberOrNull(specs.tare_weight),
    axle_type: typeof specs.axle_type === 'string' ? clean(specs.axle_type) : null,
    sleeps: numberOrNull(specs.sleeps),
    aggregate_trailer_mass: numberOrNull(specs.aggregate_trailer_mass),
  };
  return Object.values(result).some((value) => value !== null) ? result : null;
}

export function toIndexedCar({ car, tenant, dealership, location, model, now = new Date() }: IndexInput): IndexedCar {
  const images = (car.images ?? []).map((row) => row.image).filter(Boolean);
  const primary = clean(car.primary_image_url) ?? images[0] ?? null;
  const features = (car.features ?? []).map((row) => row.item);
  const soldAt = car.sold_date_timestamp ?? null;
  return {
    id: String(car.id),
    tenant,
    slug: car.slug ?? String(car.id),
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: clean(car.badge),
    series: clean(car.series),
    car_type: car.car_type,
    status: car.status,
    item_type: car.item_type ?? 'car',
    price: car.price ?? null,
    before_price: car.before_price ?? null,
    offer_price: car.offer_price ?? null,
    subscription_price: car.subscription_price ?? null,
    price_type: car.price_type ?? null,
    preorder: Boolean(car.preorder),
    km: car.km ?? null,
    colour: clean(car.colour),
    transmission: clean(car.simple_transmission) ?? clean(car.trans),
    fuel: clean(car.simple_fuel) ?? clean(car.fuel),
    drive: clean(car.drive),
    body: clean(car.simple_body),
    seats: car.seats ?? null,
    reserved: Boolean(car.reserved),
    certified: Boolean(car.certified),
    tag: clean(car.tag),
    // Filled in at query time: whether a sold car is inside the tenant's listing window.
    just_sold: false,
    sold_date_timestamp: soldAt,
    created_at: car.createdAt,
    stocknum: car.stocknum,
    primary_image_url: primary,
    images: primary && !images.includes(primary) ? [primary, ...images] : images,
    photos_count: images.length,
    dealership_id: String(dealership.id),
    dealership_slug: dealership.slug ?? String(dealership.id),
    dealership_name: dealership.name,
    location_name: location?.name ?? null,
    city: location?.address?.city ?? null,
    state: location?.address?.state ?? null,
    specifications: caravanSpecificationsOf(car),
    make_model: `${car.make} > ${car.model}`,
    simple_body: clean(car.simple_body),
    categories: categoriesOf(car),
    filtered_features: features,
    price_range: priceRange(car.offer_price ?? car.price),
    weekly_price_range: weeklyPriceRange(car.finance_lenders),
    'manufacturer.name': model?.manufacturerName ?? car.make,
    'model.name': model?.name ?? car.model,
    'model.body': model?.body ?? [],
    custom_rank: customRank(car, images.length, now),
    show_on_dealer_website: car.show_on_dealer_website !== false,
    search_text: [car.year, car.make, car.model, car.badge, car.series, car.colour, car.simple_body, car.stocknum, car.fuel, car.tag]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' '),
    document: car as unknown as Record<string, unknown>,
  };
}
