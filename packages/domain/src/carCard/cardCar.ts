/**
 * The car a card renders. Structurally a subset of `CarHit` (packages/stock-search): declared
 * here because stock-search depends on this package, not the reverse. A `CarHit` satisfies it.
 */
export interface CardCar {
  id: string;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'coming_soon' | 'sold';
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  km: number | null;
  colour: string | null;
  transmission: string | null;
  fuel: string | null;
  drive: string | null;
  body: string | null;
  seats: number | null;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  just_sold: boolean;
  created_at: string;
  images: string[];
  dealership_slug: string;
  location_name: string | null;
  city: string | null;
  state: string | null;
  /** `car`, `caravan` or `motorcycle` (spec §3 item_type). */
  item_type?: string;
  /** Caravans: the specifications the card shows (lengths in feet, weights in kg). */
  specifications?: {
    body_length: number | null;
    sleeps: number | null;
    aggregate_trailer_mass: number | null;
  } | null;
  /** History report link (spec §3 `file`); CarHit does not carry it, the car page does. */
  file?: string | null;
}

/** Spec §9: "Price treated as real only if over $10". */
export const REAL_PRICE_THRESHOLD = 10;

/** A text value worth showing: not null, not blank, not the string 'null' (spec §5 hides those). */
export function present(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed && trimmed.toLowerCase() !== 'null' ? trimmed : null;
}

/**
 * The spec's stock check is "not shown"; decided: a car is in stock when its status is in_stock
 * (coming soon cars are available but not yet in stock, sold cars are neither).
 */
export function isInStock(car: Pick<CardCar, 'status'>): boolean {
  return car.status === 'in_stock';
}

/** Whether a shopper can enquire on the car (rule not shown; decided: every car that is not sold). */
export function canEnquire(car: Pick<CardCar, 'status'>): boolean {
  return car.status !== 'sold';
}

/** The price the car sells for: the reduced (offer) price when real, else the car price when real, else null. */
export function currentPrice(car: Pick<CardCar, 'price' | 'offer_price'>): number | null {
  if (car.offer_price !== null && car.offer_price > REAL_PRICE_THRESHOLD) return car.offer_price;
  if (car.price !== null && car.price > REAL_PRICE_THRESHOLD) return car.price;
  return null;
}
