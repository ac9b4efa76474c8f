/**
 * The trade-in photo upload token (issue 39): photos may be added only to a valuation this browser
 * made on this site, for a day. A valuation answer (`/api/eval-expert/enter-vin`, `/manual-entry`)
 * that names an EvalID sets it as an HttpOnly cookie scoped to the upload route, so the wizard's
 * code never handles it; the upload route checks it and tells the CMS which valuation the photo is
 * for. It is signed with a key derived from LEADS_API_KEY, a secret only the site and the CMS hold.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestCookie } from '@/lib/requestCookie';

export const UPLOAD_TOKEN_COOKIE = 'trade_in_upload';
/** As long as the CMS keeps photos of a valuation never finished (removeAbandonedPhotos). */
export const UPLOAD_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const UPLOAD_PATH = '/api/eval-expert/image-upload';

export interface UploadGrant {
  tenant: string;
  evalId: string;
  expiresAt: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('trade-in-upload-token').digest();
const sign = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function issueUploadToken(secret: string, tenant: string, evalId: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ t: tenant, e: evalId, x: now + UPLOAD_TOKEN_TTL_MS })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The grant a token carries when it is ours, unexpired and for `tenant`; null otherwise. */
export function verifyUploadToken(secret: string, token: string | null, tenant: string, now = Date.now()): UploadGrant | null {
  const [body, signature, extra] = (token ?? '').split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(sign(secret, body), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let grant: { t?: unknown; e?: unknown; x?: unknown };
  try {
    grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (grant.t !== tenant || typeof grant.e !== 'string' || typeof grant.x !== 'number' || grant.x <= now) return null;
  return { tenant: grant.t, evalId: grant.e, expiresAt: grant.x };
}

export const uploadTokenCookie = (token: string, secure: boolean): string =>
  `${UPLOAD_TOKEN_COOKIE}=${token}; Max-Age=${UPLOAD_TOKEN_TTL_MS / 1000}; Path=${UPLOAD_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The token the request's cookie carries, or null. */
export const uploadTokenOf = (req: Pick<IncomingMessage, 'headers'>): string | null => requestCookie(req, UPLOAD_TOKEN_COOKIE) || null;
