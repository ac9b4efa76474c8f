/**
 * The one-click "stop alerts" token (issue 14) in every price-drop alert:
 * `{shopperId}.{base64url(HMAC-SHA256(PAYLOAD_SECRET, 'shopper-alerts-stop:' + shopperId))}`.
 * Derived, never stored (like the trade-in offer token, tradeIns/offer/offerToken.ts): the link
 * works for as long as the shopper exists, and nobody without the CMS's secret can stop another
 * shopper's alerts by counting ids. It only ever stops alerts, so it never expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'shopper-alerts-stop:';
/** An id of up to 15 digits, a dot, 32 bytes in base64url (43 characters, unpadded). */
const TOKEN_PATTERN = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (secret: string, shopperId: number): string =>
  createHmac('sha256', secret).update(`${PURPOSE}${shopperId}`).digest('base64url');

export function stopAlertsToken(secret: string, shopperId: number): string {
  return `${shopperId}.${signatureOf(secret, shopperId)}`;
}

export type ReadStopToken = { ok: true; shopperId: number } | { ok: false; reason: 'malformed' | 'forged' };

/** The shopper a token stops alerts for: malformed (not of the token's form) or forged (a wrong signature) otherwise. */
export function readStopAlertsToken(secret: string, token: string): ReadStopToken {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const shopperId = Number(match[1]);
  if (!Number.isSafeInteger(shopperId)) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signatureOf(secret, shopperId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true, shopperId } : { ok: false, reason: 'forged' };
}
