/**
 * The SOLD notice on the car detail page (spec §2, §4: sold cars show it), worded with the vehicle
 * word: car, caravan or motorcycle.
 */
import { isCarSold, vehicleWord, type CarStateInput } from './vehicle';

export interface SoldNotice {
  heading: string;
  body: string;
}

export function soldNoticeText(itemType: string | null | undefined): SoldNotice {
  const word = vehicleWord(itemType);
  return {
    heading: `Unfortunately this ${word} recently sold.`,
    body: `But don't worry, we can help you find a similar ${word}!`,
  };
}

/** The notice for a sold car; null for any other. */
export function soldNotice(car: CarStateInput & { item_type?: string | null }): SoldNotice | null {
  return isCarSold(car) ? soldNoticeText(car.item_type) : null;
}
