/**
 * What the CMS keeps of a shopper's secrets (issue 14): never the secret itself. A session token
 * is 32 random bytes (base64url) kept as its SHA-256 (`token_hash`): it is long and random, so a
 * plain hash suffices and a stolen table holds nothing usable. A 6-digit code is not: its hash
 * is keyed (HMAC with PAYLOAD_SECRET, like the trade-in offer token) and bound to the tenant and
 * number, so a stolen table cannot be brute-forced in a million tries.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session lasts 30 days from sign-in, however much it is used. */
export const SHOPPER_SESSION_DAYS = 30;
/** 32 bytes in base64url, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const sessionTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const sessionExpiresAt = (signedInAt: Date): string =>
  new Date(signedInAt.getTime() + SHOPPER_SESSION_DAYS * 86_400_000).toISOString();

/** The token of `Authorization: Shopper <token>`, or null when the header is anything else. */
export function sessionTokenOf(authorization: string | null | undefined): string | null {
  const match = /^Shopper ([^\s]+)$/.exec(authorization?.trim() ?? '');
  return match?.[1] && TOKEN_PATTERN.test(match[1]) ? match[1] : null;
}

/** HMAC-SHA256(secret, `sign-in-code:{tenantId}:{phone}:{code}`), hex. */
export const signInCodeHash = (secret: string, tenantId: number, phone: string, code: string): string =>
  createHmac('sha256', secret).update(`sign-in-code:${tenantId}:${phone}:${code}`).digest('hex');

/** Whether two hex hashes are equal, in constant time. */
export function hashesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given);
}
