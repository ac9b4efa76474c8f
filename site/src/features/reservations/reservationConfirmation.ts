/**
 * What the confirmation page (`/reservations/{id}?token=`, where the payment page sends the
 * shopper back) says about a reservation in each state, in the dealer's locale and time zone,
 * worked out on the server: the page's props carry only text.
 */
import {
  formatHoldEnd,
  formatMoney,
  HOLD_HOURS,
  RESERVATION_EVENT_ID,
  localeFormat,
  PAYMENT_WINDOW_MINUTES,
  type Locale,
  type ReservationState,
} from '@dealer/domain';
import type { Reservation } from './reservationApi';

/** A reservation id and its capability as the address carries them; anything else is a 404 without asking the CMS. */
export const RESERVATION_ID_PATTERN = /^[1-9]\d{0,11}$/;
export const RESERVATION_TOKEN_PATTERN = /^[A-Za-z0-9_.~-]{8,256}$/;

/** How often the page looks again while the payment is being confirmed. */
export const CONFIRMING_REFRESH_SECONDS = 3;

export interface ConfirmationView {
  state: ReservationState;
  heading: string;
  /** Plain sentences, in order. */
  lines: string[];
  /** Held: the refund terms (refundable; the money-back guarantee) follow. */
  showTerms: boolean;
  /** Pending payment: the page reloads itself to look again. */
  refreshSeconds: number | null;
  depositText: string;
  car: { slug: string; title: string; image: string | null };
  dealership: { name: string; phone: string | null };
  /** Held: the analytics event, pushed once (spec §7 analytics events). */
  analytics: { event_id: number; reservation_id: number; car_slug: string; value: number; currency: string } | null;
  /** Held: the dealer's reserve terms. */
  terms: string[];
}

/** `$200`, with the currency named when it is not the locale's own. */
export function depositText(amount: number, currency: string, locale: Locale): string {
  const money = formatMoney(amount, locale);
  return currency === localeFormat(locale).currency ? money : `${money} ${currency}`;
}

export function confirmationView(
  reservation: Reservation,
  locale: Locale,
  imageUrl: (url: string | null) => string | null,
): ConfirmationView {
  const { car, dealership } = reservation;
  const deposit = depositText(reservation.amount, reservation.currency, locale);
  const base = {
    state: reservation.state,
    showTerms: false,
    refreshSeconds: null,
    depositText: deposit,
    car: { slug: car.slug, title: car.title, image: imageUrl(car.image) },
    dealership,
    analytics: null,
    terms: reservation.terms,
  };
  const paid = reservation.paidAt !== null;
  switch (reservation.state) {
    case 'held':
      return {
        ...base,
        heading: `Your ${car.title} is reserved`,
        lines: [
          `You paid a ${deposit} deposit.`,
          reservation.expiresAt
            ? `We're holding it for you until ${formatHoldEnd(reservation.expiresAt, locale)}.`
            : `We're holding it for you for ${HOLD_HOURS} hours.`,
          `${dealership.name} will be in touch to arrange the next steps.`,
        ],
        showTerms: true,
        analytics: {
          event_id: RESERVATION_EVENT_ID,
          reservation_id: reservation.id,
          car_slug: car.slug,
          value: reservation.amount,
          currency: reservation.currency,
        },
      };
    case 'pending-payment':
      return {
        ...base,
        heading: "We're confirming your payment",
        lines: ['This page will update by itself in a few seconds.'],
        refreshSeconds: CONFIRMING_REFRESH_SECONDS,
      };
    case 'converted':
      return {
        ...base,
        heading: `Your reservation of the ${car.title} is now a purchase`,
        lines: [`Your ${deposit} deposit goes towards the price. ${dealership.name} will contact you about the next steps.`],
      };
    case 'refunded':
      return {
        ...base,
        heading: 'Your deposit has been refunded',
        lines: [`We have refunded your ${deposit} deposit for the ${car.title}. It can take a few business days to reach your account.`],
      };
    case 'released':
      return {
        ...base,
        heading: 'Your reservation has been cancelled',
        lines: [
          `${dealership.name} is no longer holding the ${car.title} for you.`,
          paid ? `Your ${deposit} deposit will be refunded.` : 'No payment was taken.',
        ],
      };
    case 'expired':
      return {
        ...base,
        heading: 'Your reservation has ended',
        lines: paid
          ? [`The ${HOLD_HOURS}-hour hold on the ${car.title} is over. Contact ${dealership.name} about your deposit.`]
          : [
              `The payment was not completed within ${PAYMENT_WINDOW_MINUTES} minutes, so the ${car.title} was not reserved. No payment was taken.`,
            ],
      };
  }
}
