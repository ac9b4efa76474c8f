import { testCar } from '../carCard/testCar';
import {
  allowedActions,
  checkoutRefusal,
  checkoutRefusalText,
  depositCents,
  formatHoldEnd,
  holdEndsAt,
  isDue,
  onPaymentSucceeded,
  paymentWindowEndsAt,
  reservationTerms,
} from './reservation';

describe('checkout rule (spec §4: in stock, not sold, not reserved, price over 200, reserve on)', () => {
  it.each([
    ['an in-stock car priced 39,990', {}, true, null],
    ['reserve switched off', {}, false, 'reserve-off'],
    ['a sold car', { status: 'sold' as const }, true, 'sold'],
    ['a reserved car', { reserved: true }, true, 'reserved'],
    ['a car coming soon', { status: 'coming_soon' as const }, true, 'not-in-stock'],
    ['price exactly 200', { price: 200, offer_price: null }, true, 'no-price'],
    ['price 201', { price: 201, offer_price: null }, true, null],
    ['no price', { price: null, offer_price: null }, true, 'no-price'],
    [
      'an offer price of 150 over a price of 30,000 (the offer is what it sells for)',
      { price: 30_000, offer_price: 150 },
      true,
      'no-price',
    ],
  ])('%s', (_name, car, reserveOn, refusal) => {
    expect(checkoutRefusal(testCar(car), reserveOn)).toBe(refusal);
  });

  it('says why in plain words, with the vehicle word', () => {
    expect(checkoutRefusalText('sold', 'motorcycle')).toEqual({
      heading: 'This motorcycle has been sold',
      body: 'It can no longer be reserved, but we can help you find a similar motorcycle.',
    });
    expect(checkoutRefusalText('reserved').heading).toBe('This car is already reserved');
  });
});

describe('times (spec §9: held 48 hours)', () => {
  const paid = new Date('2026-12-07T01:00:00Z');
  it('holds 48 hours from payment', () => expect(holdEndsAt(paid).toISOString()).toBe('2026-12-09T01:00:00.000Z'));
  it('keeps an unpaid claim for 30 minutes', () => expect(paymentWindowEndsAt(paid).toISOString()).toBe('2026-12-07T01:30:00.000Z'));
  it('is due at its end, not before', () => {
    const expiresAt = holdEndsAt(paid);
    expect(isDue({ state: 'held', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isDue({ state: 'held', expiresAt }, expiresAt)).toBe(true);
    expect(isDue({ state: 'converted', expiresAt }, new Date(expiresAt.getTime() + 1))).toBe(false);
  });
  it("says when a hold ends on the dealer's clock", () => {
    expect(formatHoldEnd(new Date('2026-12-09T01:00:00Z'), 'en-AU')).toBe('Wednesday 9 December 2026 at 12:00 pm AEDT');
    expect(formatHoldEnd(new Date('2026-12-09T01:00:00Z'), 'en-US')).toBe('Tuesday, December 8, 2026 at 7:00 PM CST');
  });
  it('charges in cents', () => expect(depositCents(200)).toBe(20_000));
});

describe('a paid deposit (payment_intent.succeeded, possibly repeated, late or out of order)', () => {
  it.each([
    ['pending-payment', true, 'hold'],
    ['pending-payment', false, 'refund'],
    ['held', true, 'none'],
    ['converted', false, 'none'],
    ['refunded', true, 'none'],
    ['expired', true, 'hold'],
    ['expired', false, 'refund'],
    ['released', true, 'refund'],
  ] as const)('%s, car free %s: %s', (state, free, outcome) => {
    expect(onPaymentSucceeded(state, free)).toBe(outcome);
  });
});

describe('staff actions', () => {
  it('a held car can be extended, converted, released or refunded', () =>
    expect(allowedActions('held', true, false)).toEqual(['extend', 'convert', 'release', 'refund']));
  it('a paid deposit of an expired hold can still be refunded, once', () => {
    expect(allowedActions('expired', true, false)).toEqual(['refund']);
    expect(allowedActions('expired', true, true)).toEqual([]);
  });
  it('a sale is final', () => expect(allowedActions('converted', true, false)).toEqual([]));
});

describe('the terms a shopper reads (spec §9: refundable, held 48 hours, the money-back guarantee and its limits)', () => {
  it("are the dealer's own when set, one paragraph per line, with the deposit and hours filled in", () => {
    expect(reservationTerms('Fully refundable {deposit} deposit.\n\n  Held {hours} hours. ', '$500')).toEqual([
      'Fully refundable $500 deposit.',
      'Held 48 hours.',
    ]);
  });
  it("default to the spec's copy", () => {
    const terms = reservationTerms(null, '$200');
    expect(terms[0]).toContain('$200 deposit is fully refundable');
    expect(terms[1]).toContain('48 hours');
    expect(terms.join(' ')).toContain('beyond 300 km');
    expect(terms.join(' ')).toContain('2 vehicles per customer in any 12 months');
  });
});
