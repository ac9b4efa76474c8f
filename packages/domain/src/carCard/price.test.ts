import { mergeSiteConfig } from '../config/siteConfig';
import { cardPrice, priceTypeLabel, type CardPriceKind } from './price';
import { testCar } from './testCar';
import type { CardCar } from './cardCar';

const withSubscriptions = mergeSiteConfig({ features: { subscriptions: true } });
const withoutSubscriptions = mergeSiteConfig({ features: { subscriptions: false } });

type Row = [string, Partial<CardCar>, boolean, CardPriceKind, string, string | null];

describe('cardPrice precedence (spec §4 "Price display precedence")', () => {
  it.each<Row>([
    // (1) subscription price when the dealership offers subscriptions and it is over 0
    ['1: subscription over 0, subscriptions on', { subscription_price: 240 }, true, 'subscription', '$240', null],
    ['1: subscription 1 is over 0', { subscription_price: 1 }, true, 'subscription', '$1', null],
    ['1 skipped: subscription 0', { subscription_price: 0 }, true, 'price', '$34,990', null],
    ['1 skipped: subscription null', { subscription_price: null }, true, 'price', '$34,990', null],
    ['1 skipped: subscriptions off', { subscription_price: 240 }, false, 'price', '$34,990', null],
    // (2) the reduced price or the car price if over $10
    ['2: car price', {}, false, 'price', '$34,990', null],
    ['2: price 11 is over $10', { price: 11 }, false, 'price', '$11', null],
    ['2 skipped: price 10 is not over $10', { price: 10 }, false, 'no-price', 'Enquire for price', null],
    ['2: reduced price below the price, was = price', { offer_price: 32990 }, false, 'reduced', '$32,990', '$34,990'],
    [
      '2: reduced price, before_price is the earlier price',
      { offer_price: 29990, price: 31990, before_price: 33990 },
      false,
      'reduced',
      '$29,990',
      '$33,990',
    ],
    ['2: offer equal to price is not reduced', { offer_price: 34990 }, false, 'price', '$34,990', null],
    ['2: offer above price is reduced (differs) but has no was', { offer_price: 36990 }, false, 'reduced', '$36,990', null],
    ['2: offer of $10 is ignored, price shown', { offer_price: 10 }, false, 'price', '$34,990', null],
    ['2: offer without a price is the price', { offer_price: 29990, price: null }, false, 'price', '$29,990', null],
    ['2: offer over a price that is not real (0) is not reduced', { offer_price: 11, price: 0 }, false, 'price', '$11', null],
    ['2: offer over a price of $10 is not reduced', { offer_price: 5000, price: 10 }, false, 'price', '$5,000', null],
    // Was price only when the earlier price exceeds the current price
    ['was: before_price above price', { before_price: 36990 }, false, 'price', '$34,990', '$36,990'],
    ['was: before_price one dollar above', { before_price: 34991 }, false, 'price', '$34,990', '$34,991'],
    ['no was: before_price equal', { before_price: 34990 }, false, 'price', '$34,990', null],
    ['no was: before_price lower', { before_price: 30000 }, false, 'price', '$34,990', null],
    ['no was: before_price 0', { before_price: 0 }, false, 'price', '$34,990', null],
    // (3) PREORDER
    ['3: preorder with price 0', { preorder: true, price: 0 }, false, 'preorder', 'PREORDER', null],
    ['3: preorder with price null', { preorder: true, price: null }, false, 'preorder', 'PREORDER', null],
    ['2 beats 3: preorder with a real price', { preorder: true, price: 50000 }, false, 'price', '$50,000', null],
    ['1 beats 3: preorder with a subscription', { preorder: true, price: 0, subscription_price: 99 }, true, 'subscription', '$99', null],
    // (4) no-price text
    ['4: price 0', { price: 0 }, false, 'no-price', 'Enquire for price', null],
    ['4: price null', { price: null }, false, 'no-price', 'Enquire for price', null],
    ['4: negative price', { price: -5 }, false, 'no-price', 'Enquire for price', null],
  ])('%s', (_name, overrides, subscriptions, kind, text, wasText) => {
    const price = cardPrice(testCar(overrides), subscriptions ? withSubscriptions : withoutSubscriptions);
    expect(price).toMatchObject({ kind, text, wasText });
  });

  it('gives amounts as numbers', () => {
    expect(cardPrice(testCar({ offer_price: 32990 }), withoutSubscriptions)).toMatchObject({ amount: 32990, wasAmount: 34990 });
    expect(cardPrice(testCar({ price: 0 }), withoutSubscriptions)).toMatchObject({ amount: null, wasAmount: null });
  });

  it("uses the dealership's no-price text, defaulting to Enquire for price when blank", () => {
    const custom = mergeSiteConfig({ settings: { noPriceText: 'Price on application' } });
    expect(cardPrice(testCar({ price: 0 }), custom).text).toBe('Price on application');
    const blank = mergeSiteConfig({ settings: { noPriceText: '  ' } });
    expect(cardPrice(testCar({ price: 0 }), blank).text).toBe('Enquire for price');
  });

  it('formats in the locale currency with a bare $', () => {
    const us = mergeSiteConfig({ settings: { locale: 'en-US' } });
    const nz = mergeSiteConfig({ settings: { locale: 'en-NZ' } });
    expect(cardPrice(testCar({ price: 1234567 }), us).text).toBe('$1,234,567');
    expect(cardPrice(testCar({ price: 1234567 }), nz).text).toBe('$1,234,567');
  });

  it('labels the price type only for prices', () => {
    expect(cardPrice(testCar(), withoutSubscriptions).priceTypeLabel).toBe('Drive Away');
    expect(cardPrice(testCar({ price: 0 }), withoutSubscriptions).priceTypeLabel).toBeNull();
    expect(cardPrice(testCar({ price: 0, preorder: true }), withoutSubscriptions).priceTypeLabel).toBeNull();
    expect(cardPrice(testCar({ subscription_price: 240 }), withSubscriptions).priceTypeLabel).toBe('per week');
  });
});

describe('priceTypeLabel', () => {
  it.each([
    ['drive_away', 'Drive Away'],
    ['egc', 'Excl. Govt. Charges'],
    ['negotiable', 'Negotiable'],
    ['Drive away', 'Drive away'],
    ['null', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    expect(priceTypeLabel(value)).toBe(expected);
  });
});
