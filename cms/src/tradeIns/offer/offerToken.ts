/**
 * The instant offer's token (issue 13): what the site holds, beside the lead's id, to accept the
 * offer later. Derived, never stored: `base64url(HMAC-SHA256(PAYLOAD_SECRET, 'trade-in-offer:' + id))`,
 * so a repeated submission answers the same token, and nobody without the CMS's secret can name
 * another shopper's offer by counting lead ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'trade-in-offer:';

export function offerToken(secret: string, tradeInId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${tradeInId}`).digest('base64url');
}

/** Whether `token` is this trade-in's, compared in constant time. */
export function offerTokenMatches(secret: string, tradeInId: number, token: string): boolean {
  const expected = Buffer.from(offerToken(secret, tradeInId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
