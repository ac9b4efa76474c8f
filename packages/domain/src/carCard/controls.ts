/**
 * Compare / Favourite control of a car card (spec §5) and the list changes behind it (spec §4).
 */
import type { SiteConfig } from '../config/siteConfig';
import { isInStock, type CardCar } from './cardCar';

export interface CardControl {
  visible: boolean;
  /** Which control the card shows: Favourite when the favourites feature is on, else Compare. */
  control: 'favourite' | 'compare';
}

type ControlConfig = {
  features: Pick<SiteConfig['features'], 'garage' | 'favourites'>;
  settings: Pick<SiteConfig['settings'], 'storeFavourites'>;
};

/**
 * Spec §5: hidden unless the car is in stock. With the garage feature, hidden when the price
 * is 0 or below (a missing price counts as 0) or there are no images. Otherwise they need the
 * store-favourites setting.
 */
export function compareFavouriteControl(car: Pick<CardCar, 'status' | 'price' | 'images'>, config: ControlConfig): CardControl {
  const control = config.features.favourites ? 'favourite' : 'compare';
  if (!isInStock(car)) return { visible: false, control };
  if (config.features.garage) return { visible: (car.price ?? 0) > 0 && car.images.length > 0, control };
  return { visible: config.settings.storeFavourites, control };
}

/** Spec §7: analytics event 39, "save or favourite added". */
export const FAVOURITE_ADDED_EVENT = 39;

/** Toggles a car in or out of the compare list (spec §4). */
export function toggleCompare<T extends string | number>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** Toggles a favourite (device store): adding fires event 39; removing filters the car out. */
export function toggleFavourite<T extends string | number>(
  list: readonly T[],
  id: T,
): { list: T[]; added: boolean; analyticsEvent: typeof FAVOURITE_ADDED_EVENT | null } {
  if (list.includes(id)) return { list: list.filter((item) => item !== id), added: false, analyticsEvent: null };
  return { list: [...list, id], added: true, analyticsEvent: FAVOURITE_ADDED_EVENT };
}
