/**
 * What every shopper endpoint shares: the capped JSON body, the tenant named in it, the answers
 * for callers that may not call. Kept free of `@dealer/domain/shoppers` (loaded with the config).
 */
import type { Payload, PayloadRequest } from 'payload';
import type { LeadFieldError } from '@dealer/domain/leads';
import { refuseAllButSiteAccount } from '../leads/siteServiceAccount';
import { FIX_ERRORS } from '../leads/submit/submitLead';
import { BodyTooLargeError, readBodyCapped } from '../http/readBodyCapped';
import type { Tenant } from '../payload-types';
import { isShopperUser, type ShopperUser } from './sessionStrategy';

export { FIX_ERRORS };
export type FieldError = LeadFieldError;

/** Every shopper body is a few fields: a phone number, a code, a car id, a user agent. */
export const SHOPPER_BODY_MAX_BYTES = 4 * 1024;
const TENANT_SLUG_MAX = 100;

export const NO_SUCH_TENANT = 'No such site';
export const PLEASE_SIGN_IN = 'Please sign in.';

export type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How an endpoint words its refusals: `{ error }` (sign-in) or `{ success: false, message }` (the watchlist, spec §7). */
export type AnswerStyle = 'error' | 'success';

export const refusal = (style: AnswerStyle, status: number, message: string, extra: JsonObject = {}): Response =>
  Response.json(style === 'error' ? { error: message, ...extra } : { success: false, message, ...extra }, { status });

export const fieldErrors = (style: AnswerStyle, errors: FieldError[]): Response => refusal(style, 400, FIX_ERRORS, { errors });

/** The body as a JSON object, or the 413/400 answer. */
export async function readJsonObject(
  req: PayloadRequest,
  style: AnswerStyle,
  maxBytes = SHOPPER_BODY_MAX_BYTES,
): Promise<{ ok: true; body: JsonObject } | { ok: false; answer: Response }> {
  const tooLarge = () => ({ ok: false as const, answer: refusal(style, 413, `At most ${maxBytes} bytes.`) });
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(await readBodyCapped(req as unknown as Request, maxBytes));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    return { ok: false, answer: fieldErrors(style, [{ field: 'body', message: 'The body must be JSON' }]) };
  }
  if (!isObject(body)) return { ok: false, answer: fieldErrors(style, [{ field: 'body', message: 'The body must be a JSON object' }]) };
  return { ok: true, body };
}

/** Field errors for members the endpoint does not know and for a missing or malformed tenant slug. */
export function envelopeErrors(body: JsonObject, fields: readonly string[]): FieldError[] {
  const known = new Set(['tenant', ...fields]);
  const errors: FieldError[] = Object.keys(body)
    .filter((key) => !known.has(key))
    .map((key) => ({ field: key, message: `Unknown field: ${key}` }));
  const { tenant } = body;
  if (typeof tenant !== 'string' || tenant.trim() === '' || tenant.length > TENANT_SLUG_MAX)
    errors.push({ field: 'tenant', message: 'Tenant must be a tenant slug' });
  return errors;
}

export type ShopperTenant = Pick<Tenant, 'id' | 'name' | 'slug' | 'locale'>;

/** The tenant of a slug (access control off: the caller was checked), or null. */
export async function tenantBySlug(payload: Payload, slug: string): Promise<ShopperTenant | null> {
  const found = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { name: true, slug: true, locale: true },
  });
  return (found.docs[0] as ShopperTenant | undefined) ?? null;
}

/** The site's service account only: 401 without a key, 403 for anyone else (staff and shoppers too). */
export const refuseAllButSite = (req: PayloadRequest): Response | null =>
  refuseAllButSiteAccount(req, {
    noKey: 'Send the site’s lead key as "Authorization: service-accounts API-Key <key>".',
    notSite: 'Only the site’s service account may send or check sign-in codes.',
  });

/**
 * The signed-in shopper, or the answer: 401 without a valid session (no header, an unknown or
 * expired token: one answer, no hint which), 403 for any other caller (staff, service accounts).
 * The tenant is checked against the body by `shopperOfTenant`.
 */
export function signedInShopper(req: PayloadRequest): { ok: true; shopper: ShopperUser } | { ok: false; answer: Response } {
  if (isShopperUser(req.user)) return { ok: true, shopper: req.user };
  if (req.user)
    return { ok: false, answer: Response.json({ error: 'Only a signed-in shopper may do this.', success: false }, { status: 403 }) };
  return { ok: false, answer: notSignedIn() };
}

export const notSignedIn = (): Response => Response.json({ error: PLEASE_SIGN_IN, success: false }, { status: 401 });
