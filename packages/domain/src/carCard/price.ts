/**
 * Car card price (spec §4 "Price display precedence"), first match wins:
 * 1. the subscription price, when the dealership offers subscriptions and it is over 0;
 * 2. the reduced price or the car price if over $10 ('reduced' when it differs from the price);
 * 3. PREORDER;
 * 4. the dealership's no-price text (default: Enquire for price).
 * A 'Was' price (struck through) shows only when the earlier price exceeds the current price.
 */
import type { SiteConfig } from '../config/siteConfig';
import { PRICE_TYPE_LABELS } from '../carDetail/marketRules';
import { REAL_PRICE_THRESHOLD, type CardCar } from './cardCar';
import { formatMoney } from './format';

export type CardPriceKind = 'subscription' | 'price' | 'reduced' | 'preorder' | 'no-price';

export interface CardPrice {
  kind: CardPriceKind;
  /** The main price line, e.g. `$34,990`, `PREORDER`, `Enquire for price`. */
  text: string;
  amount: number | null;
  /** The earlier price, struck through; null unless it exceeds the current amount. */
  wasText: string | null;
  wasAmount: number | null;
  /** Shown after the price, e.g. `Drive Away`; null for PREORDER and the no-price text. */
  priceTypeLabel: string | null;
}

export const PREORDER_TEXT = 'PREORDER';
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price';
/** Suffix of a subscription price (spec silent; decided: subscriptions are priced by the week). */
export const SUBSCRIPTION_PRICE_LABEL = 'per week';

/** Labels of the stored price types (spec silent on wording; unknown types show as stored). */

export function priceTypeLabel(priceType: string | null | undefined): string | null {
  const value = priceType?.trim();
  if (!value || value.toLowerCase() === 'null') return null;
  return (PRICE_TYPE_LABELS as Readonly<Record<string, string>>)[value.toLowerCase()] ?? value;
}

type PriceCar = Pick<CardCar, 'price' | 'before_price' | 'offer_price' | 'subscription_price' | 'price_type' | 'preorder'>;
type PriceConfig = {
  features: Pick<SiteConfig['features'], 'subscriptions'>;
  settings: Pick<SiteConfig['settings'], 'noPriceText' | 'locale'>;
};

export function cardPrice(car: PriceCar, config: PriceConfig): CardPrice {
  const { locale } = config.settings;
  const none = { wasText: null, wasAmount: null };

  if (config.features.subscriptions && car.subscription_price !== null && car.subscription_price > 0) {
    const amount = car.subscription_price;
    return { kind: 'subscription', text: formatMoney(amount, locale), amount, ...none, priceTypeLabel: SUBSCRIPTION_PRICE_LABEL };
  }

  const offer = car.offer_price !== null && car.offer_price > REAL_PRICE_THRESHOLD ? car.offer_price : null;
  const price = car.price !== null && car.price > REAL_PRICE_THRESHOLD ? car.price : null;
  const amount = offer ?? price;
  if (amount !== null) {
    const reduced = offer !== null && price !== null && offer !== price;
    // The earlier price: before_price when set, else (for a reduced price) the car price.
    const earlier = car.before_price !== null && car.before_price > 0 ? car.before_price : reduced ? price : null;
    const was = earlier !== null && earlier > amount ? earlier : null;
    return {
      kind: reduced ? 'reduced' : 'price',
      text: formatMoney(amount, locale),
      amount,
      wasText: was === null ? null : formatMoney(was, locale),
      wasAmount: was,
      priceTypeLabel: priceTypeLabel(car.price_type),
    };
  }

  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT, amount: null, ...none, priceTypeLabel: null };

  const noPriceText = config.settings.noPriceText.trim() || DEFAULT_NO_PRICE_TEXT;
  return { kind: 'no-price', text: noPriceText, amount: null, ...none, priceTypeLabel: null };
}
