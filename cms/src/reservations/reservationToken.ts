/**
 * The shopper's hold on their own reservation: the token in the confirmation page's address.
 * Derived, never stored: `base64url(HMAC-SHA256(PAYLOAD_SECRET, 'reservation:' + id))`, so nobody
 * without the CMS's secret can read another shopper's reservation by counting ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const reservationToken = (secret: string, reservationId: number): string =>
  createHmac('sha256', secret).update(`reservation:${reservationId}`).digest('base64url');

export function reservationTokenMatches(secret: string, reservationId: number, token: string): boolean {
  const expected = Buffer.from(reservationToken(secret, reservationId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The shopper's confirmation page on the dealer site they paid from: where payment returns them, and what the email links to. */
export const confirmationUrl = (secret: string, reservation: { id: number; return_origin?: string | null }): string =>
  `${reservation.return_origin ?? ''}/reservations/${reservation.id}?token=${encodeURIComponent(reservationToken(secret, reservation.id))}`;
