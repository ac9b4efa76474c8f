/**
 * Reserving a car online with a deposit (spec §2 `/cars/{slug}/checkout`, §4 the checkout rule,
 * §9 "Reserve deposit default $200; dealer copy: refundable, car held 48 hours"). The states a
 * reservation moves through, who may move it, and what the shopper is told when a car cannot be
 * reserved. The database enforces one active reservation per car; these rules say which states
 * count as active.
 */
import { currentPrice, isInStock, type CardCar } from '../carCard/cardCar';
import { dealerTimeZone, type Locale } from '../config/siteConfig';

export const RESERVATION_STATES = ['pending-payment', 'held', 'converted', 'released', 'refunded', 'expired'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const RESERVATION_STATE_LABELS: Record<ReservationState, string> = {
  'pending-payment': 'Pending payment',
  held: 'Held',
  converted: 'Converted to a sale',
  released: 'Released',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** States that hold the car: at most one reservation of a car is in one of these (a unique partial index). */
export const ACTIVE_RESERVATION_STATES = ['pending-payment', 'held'] as const satisfies readonly ReservationState[];

export const isActiveReservationState = (state: string): boolean => (ACTIVE_RESERVATION_STATES as readonly string[]).includes(state);

/** Spec §9: the car is held 48 hours once the deposit is paid. */
export const HOLD_HOURS = 48;
/**
 * How long a shopper who started paying keeps the car from other shoppers before paying (decided:
 * Stripe's shortest Checkout Session lifetime, so the session and the claim end together).
 */
export const PAYMENT_WINDOW_MINUTES = 30;
/** Spec §4: checkout only when the price is over 200. */
export const CHECKOUT_PRICE_THRESHOLD = 200;
/** An extension by staff adds this many hours to the hold (decided: one more day). */
export const HOLD_EXTENSION_HOURS = 24;

const HOUR_MS = 3_600_000;

export const holdEndsAt = (paidAt: Date, hours: number = HOLD_HOURS): Date => new Date(paidAt.getTime() + hours * HOUR_MS);
export const paymentWindowEndsAt = (startedAt: Date): Date => new Date(startedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);

/** Why a car cannot be reserved, in the order the checkout rule (spec §4) is read. */
export type CheckoutRefusal = 'reserve-off' | 'sold' | 'reserved' | 'not-in-stock' | 'no-price';

/**
 * Spec §4 "Checkout is offered only when the car is in stock, not sold, not reserved, its price is
 * over 200 and a certain automotive feature is on": null when it may be reserved, else the first
 * reason it may not.
 */
export function checkoutRefusal(
  car: Pick<CardCar, 'status' | 'reserved' | 'price' | 'offer_price'>,
  reserveEnabled: boolean,
): CheckoutRefusal | null {
  if (!reserveEnabled) return 'reserve-off';
  if (car.status === 'sold') return 'sold';
  if (car.reserved) return 'reserved';
  if (!isInStock(car)) return 'not-in-stock';
  const price = currentPrice(car);
  if (price === null || price <= CHECKOUT_PRICE_THRESHOLD) return 'no-price';
  return null;
}

/** What the checkout page says when the car cannot be reserved, in plain words ({vehicle} is car, motorcycle …). */
export function checkoutRefusalText(refusal: CheckoutRefusal, vehicleWord = 'car'): { heading: string; body: string } {
  switch (refusal) {
    case 'sold':
      return {
        heading: `This ${vehicleWord} has been sold`,
        body: `It can no longer be reserved, but we can help you find a similar ${vehicleWord}.`,
      };
    case 'reserved':
      return {
        heading: `This ${vehicleWord} is already reserved`,
        body: `Another buyer has paid a deposit to hold it. If their hold ends, it will be available again.`,
      };
    case 'not-in-stock':
      return { heading: `This ${vehicleWord} is not in stock yet`, body: `It can be reserved online once it arrives at the dealership.` };
    case 'no-price':
      return {
        heading: `This ${vehicleWord} cannot be reserved online`,
        body: `It has no advertised price yet. Ask the dealership for a price.`,
      };
    case 'reserve-off':
      return { heading: `Online reservations are not available`, body: `Talk to the dealership to reserve this ${vehicleWord}.` };
  }
}

/** What staff may do to a reservation in the admin, and what payment events do. */
export type ReservationAction = 'extend' | 'convert' | 'release' | 'refund';

/** The actions open in a state (a paid, held car is the only one staff act on; a released or expired deposit may still be refunded). */
export function allowedActions(state: ReservationState, paid: boolean, refunded: boolean): ReservationAction[] {
  if (state === 'held') return ['extend', 'convert', 'release', 'refund'];
  if ((state === 'released' || state === 'expired') && paid && !refunded) return ['refund'];
  if (state === 'pending-payment') return ['release'];
  return [];
}

/** The state a staff action leads to. */
export const STATE_AFTER_ACTION: Record<ReservationAction, ReservationState> = {
  extend: 'held',
  convert: 'converted',
  release: 'released',
  refund: 'refunded',
};

/**
 * What a paid deposit does to its reservation (`payment_intent.succeeded`, which may come twice,
 * late or out of order): `hold` the car; `none` when already settled (a repeat); `refund` when the
 * reservation stopped waiting for the money and cannot hold the car.
 */
export function onPaymentSucceeded(state: ReservationState, carFree: boolean): 'hold' | 'none' | 'refund' {
  // Sold or reserved by the dealer while the shopper paid: the money goes back.
  if (state === 'pending-payment') return carFree ? 'hold' : 'refund';
  // Paid after its payment window: the car is the shopper's if nobody took it meanwhile.
  if (state === 'expired') return carFree ? 'hold' : 'refund';
  // Staff let it go before the money came: the money goes back.
  if (state === 'released') return 'refund';
  return 'none';
}

/** Whether a reservation's time is up at `now`: its payment window (pending) or its hold (held). */
export function isDue(reservation: { state: ReservationState; expiresAt: Date }, now: Date): boolean {
  return isActiveReservationState(reservation.state) && reservation.expiresAt.getTime() <= now.getTime();
}

/** Deposits are whole currency units; payment providers take the smallest unit (cents). */
export const depositCents = (deposit: number): number => Math.round(deposit * 100);

/**
 * The analytics event a paid reservation records (with its lead, and in the shopper's dataLayer on
 * the confirmation page). Spec §7 lists no id for it; 60 is ours, clear of the spec's ids.
 */
export const RESERVATION_EVENT_ID = 60;

/** When a hold ends, on the dealer's clock with its zone named: `Wednesday 9 December 2026 at 12:00 pm AEDT`. */
export function formatHoldEnd(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: dealerTimeZone(locale),
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** Spec §9 dealer copy: the deposit's terms, as the checkout page, the confirmation and its email say them. */
export function depositTerms(deposit: string, vehicleWord = 'car'): string[] {
  return [
    `Your ${deposit} deposit is fully refundable: if you change your mind, you get it all back.`,
    `We hold the ${vehicleWord} for you for ${HOLD_HOURS} hours from your payment, and nobody else can reserve or buy it in that time.`,
  ];
}

/** Spec §9: the 48-hour money-back guarantee (dealer terms) and its limits. */
export const MONEY_BACK_GUARANTEE_TERMS = [
  '48-hour money-back guarantee: return the vehicle within 2 days, by 5pm the next day, for a full refund.',
  'The guarantee does not apply beyond 300 km, to damaged vehicles, or where a finance payout exceeds the refund, and covers at most 2 vehicles per customer in any 12 months.',
] as const;

/**
 * The terms a shopper reads when reserving (the checkout page, the confirmation and its email):
 * the dealer's own (the tenant's "Reserve online terms", one paragraph per line, `{deposit}` and
 * `{hours}` filled in), else the deposit's terms and the money-back guarantee.
 */
export function reservationTerms(stored: string | null | undefined, deposit: string, vehicleWord = 'car'): string[] {
  const own = (stored ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.replaceAll('{deposit}', deposit).replaceAll('{hours}', String(HOLD_HOURS)));
  return own.length > 0 ? own : [...depositTerms(deposit, vehicleWord), ...MONEY_BACK_GUARANTEE_TERMS];
}
