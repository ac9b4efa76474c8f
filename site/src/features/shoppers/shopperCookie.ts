/**
 * The shopper's session cookie (issue 14). It holds the CMS's opaque session token and nothing
 * else: HttpOnly (no script reads it), SameSite=Lax (a cross-site form cannot send it on a POST),
 * Secure on https, for the whole site. The token is checked by the CMS on every use.
 */
import type { IncomingMessage } from 'node:http';
import { requestCookie } from '@/lib/requestCookie';

export const SESSION_COOKIE = 'shopper_session';

/** A token as the CMS issues them (base64url); anything else in the cookie is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The session token the request's cookie carries, or null. */
export function sessionTokenOf(req: Pick<IncomingMessage, 'headers'>): string | null {
  const value = requestCookie(req, SESSION_COOKIE);
  return value !== null && TOKEN_PATTERN.test(value) ? value : null;
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie that starts a session lasting until `expiresAt` (the CMS's expiry). */
export function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${attributes(secure)}`;
}

/** The Set-Cookie that ends the session in the browser. */
export const clearedSessionCookie = (secure: boolean): string => `${SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
