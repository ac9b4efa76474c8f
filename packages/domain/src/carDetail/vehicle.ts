/**
 * Basic facts about a car that the detail page's rules share (spec §3, §4). Inputs are structural
 * and use the spec's field names, so the CMS car, the indexed car and test fixtures all fit.
 */
import { REAL_PRICE_THRESHOLD } from '../carCard/cardCar';

export { REAL_PRICE_THRESHOLD };

export type CarType = 'new' | 'used' | 'demo';
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold';
export type ItemType = 'car' | 'motorcycle' | 'caravan';

export interface CarStateInput {
  /** Spec §3: in_stock, coming_soon, sold (other values: treated as not available). */
  status: string;
  sold?: boolean | null;
}

export interface PricedCarInput {
  price?: number | null;
  /** The reduced price (spec §4 step 2). */
  offer_price?: number | null;
}

/** `item_type` is set for caravans (and motorcycles); anything else is a car. */
export function itemTypeOf(itemType: string | null | undefined): ItemType {
  return itemType === 'caravan' || itemType === 'motorcycle' ? itemType : 'car';
}

/** The word the SOLD notice uses for the vehicle (spec §2: "{vehicle word}"). */
export function vehicleWord(itemType: string | null | undefined): ItemType {
  return itemTypeOf(itemType);
}

/** Sold: status sold, or the sold flag set. */
export function isCarSold(car: CarStateInput): boolean {
  return car.status === 'sold' || car.sold === true;
}

/** Spec §4: in_stock and coming_soon count as available (a car flagged sold never does). */
export function isCarAvailable(car: CarStateInput): boolean {
  return (car.status === 'in_stock' || car.status === 'coming_soon') && car.sold !== true;
}

function realPrice(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > REAL_PRICE_THRESHOLD ? value : null;
}

/** Spec §4 step 2: the reduced price, else the car price, if over $10; otherwise null. */
export function advertisedPrice(car: PricedCarInput): number | null {
  return realPrice(car.offer_price) ?? realPrice(car.price);
}
