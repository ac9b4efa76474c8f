/**
 * The market-price badge (spec §5): shown only if the price is more than $499 under the average (the
 * state average if present, else the national one) and below the state average.
 */
import { formatDollars } from '../finance/format';
import { advertisedPrice, type PricedCarInput } from './vehicle';

/** Spec §9: the badge threshold, $499 under the average. */
export const MARKET_PRICE_BADGE_THRESHOLD = 499;

export interface MarketPriceCarInput extends PricedCarInput {
  autograb_data?: { average_market_price?: number | null; state_average_market_price?: number | null } | null;
}

export type MarketPriceBadge =
  | { shown: false }
  | {
      shown: true;
      /** The average compared against. */
      average: number;
      /** Whole dollars under that average. */
      amountUnder: number;
      label: string;
    };

const present = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

export function marketPriceBadge(car: MarketPriceCarInput): MarketPriceBadge {
  const price = advertisedPrice(car);
  const state = present(car.autograb_data?.state_average_market_price);
  const national = present(car.autograb_data?.average_market_price);
  const average = state ?? national;
  if (price === null || average === null) return { shown: false };
  const under = average - price;
  // Both conditions, as the spec states them. With no state average the second can never hold.
  if (!(under > MARKET_PRICE_BADGE_THRESHOLD) || state === null || !(price < state)) return { shown: false };
  const amountUnder = Math.round(under);
  return {
    shown: true,
    average,
    amountUnder,
    label: `${formatDollars(amountUnder)} below market average`,
  };
}
