/**
 * What a sold car's page answers once the car has left the listings (issue 12): a shopper following
 * an old link or email gets the SOLD notice and similar cars, never a bare 404. Search engines learn
 * the page is gone: 200 with noindex for the first week after the sale, then 410 Gone. The sitemap
 * and the vehicle feed leave such cars out.
 */

/** Days after the sale during which an unlisted sold car's page still answers 200 (noindex). */
export const SOLD_CAR_PAGE_DAYS = 7;
/** How far back a sold car can be found at all: what the CMS shows anonymous readers (cms access/cars.ts). */
export const SOLD_CAR_LOOKBACK_DAYS = 30;

export type SoldCarPageStatus = 'listed' | 'recently-sold' | 'gone';

const DAY_MS = 86_400_000;

/**
 * `listed` (the car is in the listings: its normal page), `recently-sold` (unlisted, sold at most
 * 7 days ago: 200, noindex), or `gone` (sold longer ago: 410). A sold car with no sale date is gone.
 */
export function soldCarPageStatus(car: { listed: boolean; soldAt: string | null | undefined }, now: Date): SoldCarPageStatus {
  if (car.listed) return 'listed';
  const soldAt = car.soldAt ? Date.parse(car.soldAt) : Number.NaN;
  if (Number.isNaN(soldAt)) return 'gone';
  return now.getTime() - soldAt <= SOLD_CAR_PAGE_DAYS * DAY_MS ? 'recently-sold' : 'gone';
}

/** Whether a listed car belongs in the sitemap and the vehicle feed: not once sold more than 7 days ago. */
export function carIndexable(car: { status?: string | null; soldAt?: string | null }, now: Date): boolean {
  if (car.status !== 'sold') return true;
  return soldCarPageStatus({ listed: false, soldAt: car.soldAt }, now) === 'recently-sold';
}
