/**
 * Rules that depend on the tenant's market (locale en-AU, en-NZ, en-US):
 * - AU: a single drive-away price at least as prominent as any component price; a finance rate only
 *   with its comparison rate.
 * - NZ: a used vehicle needs a link to its Consumer Information Notice.
 * - US: a used vehicle needs a Buyers Guide, as-is or with a dealer warranty.
 */
import { localeFormat, type Locale } from '../config/siteConfig';
import type { FinanceLenderEntry } from '../finance/lenderEntry';
import { advertisedPrice, itemTypeOf, REAL_PRICE_THRESHOLD, type PricedCarInput } from './vehicle';

export type PriceType = 'drive_away' | 'egc' | 'negotiable';

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  drive_away: 'Drive Away',
  egc: 'Excl. Govt. Charges',
  negotiable: 'Negotiable',
};

/** Price types that leave part of the price out: in AU they never stand alone. */
const COMPONENT_PRICE_TYPES: readonly PriceType[] = ['egc'];

function priceTypeOf(value: string | null | undefined): PriceType | null {
  return value === 'drive_away' || value === 'egc' || value === 'negotiable' ? value : null;
}

export interface PriceLine {
  amount: number;
  priceType: PriceType | null;
  /** Null when the car has no (known) price type. */
  label: string | null;
}

export interface PrimaryPriceInput extends PricedCarInput {
  price_type?: string | null;
  /** The drive-away price when the car's price is a component price (not a field of spec §3: see decisions). */
  drive_away_price?: number | null;
}

export type PrimaryPrice =
  | { primary: PriceLine; secondary: PriceLine | null }
  /** No price to show: the caller shows the no-price text (spec §4 step 4). */
  | { primary: null; secondary: null; reason: 'no-price' | 'component-price-only' };

const line = (amount: number, priceType: PriceType | null): PriceLine => ({
  amount,
  priceType,
  label: priceType === null ? null : PRICE_TYPE_LABELS[priceType],
});

/**
 * The price shown large and the one (if any) shown smaller beside it. The amount is the reduced
 * price or the price (spec §4 step 2). In AU a component price (excl. government charges) is shown
 * only under a drive-away price; without one, no price is shown.
 */
export function primaryPrice(car: PrimaryPriceInput, locale: Locale): PrimaryPrice {
  const amount = advertisedPrice(car);
  if (amount === null) return { primary: null, secondary: null, reason: 'no-price' };
  const priceType = priceTypeOf(car.price_type);
  if (localeFormat(locale).country !== 'AU' || priceType === null || !COMPONENT_PRICE_TYPES.includes(priceType)) {
    return { primary: line(amount, priceType), secondary: null };
  }
  const driveAway = car.drive_away_price;
  if (typeof driveAway !== 'number' || !Number.isFinite(driveAway) || driveAway <= REAL_PRICE_THRESHOLD) {
    return { primary: null, secondary: null, reason: 'component-price-only' };
  }
  return { primary: line(driveAway, 'drive_away'), secondary: line(amount, priceType) };
}

/** AU: a finance rate is shown only with its comparison rate. Elsewhere: whenever there is a rate. */
export function financeRateShown(entry: Pick<FinanceLenderEntry, 'interestRate' | 'comparisonRate'>, locale: Locale): boolean {
  if (entry.interestRate === null) return false;
  return localeFormat(locale).country !== 'AU' || entry.comparisonRate !== null;
}

export const CONSUMER_INFORMATION_NOTICE_LABEL = 'Consumer Information Notice';
export const BUYERS_GUIDE_LABEL = 'Buyers Guide';
export const BUYERS_GUIDE_AS_IS = 'AS IS - NO DEALER WARRANTY';
export const BUYERS_GUIDE_WARRANTY = 'DEALER WARRANTY';

export type VehicleDisclosure =
  | { kind: 'consumer-information-notice'; label: typeof CONSUMER_INFORMATION_NOTICE_LABEL; linkRequired: true }
  | {
      kind: 'buyers-guide';
      label: typeof BUYERS_GUIDE_LABEL;
      coverage: 'as_is' | 'warranty';
      heading: typeof BUYERS_GUIDE_AS_IS | typeof BUYERS_GUIDE_WARRANTY;
    };

export interface DisclosureCarInput {
  car_type: string;
  item_type?: string | null;
  /** US: the dealer gives a warranty (not a field of spec §3: see decisions). Absent: sold as is. */
  dealer_warranty?: boolean | null;
}

/**
 * Legal notices the car detail page must carry for the market. NZ: used cars and motorcycles link
 * their Consumer Information Notice. US: used cars carry a Buyers Guide. Caravans (trailers) carry
 * neither, nor do US motorcycles (outside the FTC Used Car Rule).
 */
export function requiredDisclosures(car: DisclosureCarInput, locale: Locale): VehicleDisclosure[] {
  if (car.car_type !== 'used') return [];
  const itemType = itemTypeOf(car.item_type);
  switch (localeFormat(locale).country) {
    case 'NZ':
      return itemType === 'caravan'
        ? []
        : [{ kind: 'consumer-information-notice', label: CONSUMER_INFORMATION_NOTICE_LABEL, linkRequired: true }];
    case 'US':
      if (itemType !== 'car') return [];
      return [
        car.dealer_warranty === true
          ? { kind: 'buyers-guide', label: BUYERS_GUIDE_LABEL, coverage: 'warranty', heading: BUYERS_GUIDE_WARRANTY }
          : { kind: 'buyers-guide', label: BUYERS_GUIDE_LABEL, coverage: 'as_is', heading: BUYERS_GUIDE_AS_IS },
      ];
    default:
      return [];
  }
}
