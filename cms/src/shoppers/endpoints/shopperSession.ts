import type { PayloadRequest } from 'payload';
import {
  envelopeErrors,
  fieldErrors,
  NO_SUCH_TENANT,
  notSignedIn,
  readJsonObject,
  refusal,
  signedInShopper,
  tenantBySlug,
  type AnswerStyle,
  type FieldError,
  type JsonObject,
  type ShopperTenant,
} from '../http';
import type { ShopperUser } from '../sessionStrategy';

export type ShopperCall = { ok: true; shopper: ShopperUser; tenant: ShopperTenant; body: JsonObject } | { ok: false; answer: Response };

/**
 * The checks of every endpoint a shopper calls with their session, in order: a shopper (401
 * without a valid session, 403 for staff and service accounts), a JSON body of known `fields`
 * (413, 400), a tenant (404), the shopper's own tenant (401, as without a session: a session of
 * another dealer's site is no session here). `check` adds the endpoint's own field errors.
 */
export async function shopperCall(
  req: PayloadRequest,
  style: AnswerStyle,
  fields: readonly string[],
  check: (body: JsonObject) => FieldError[] = () => [],
  maxBytes?: number,
): Promise<ShopperCall> {
  const caller = signedInShopper(req);
  if (!caller.ok) return caller;
  const read = await readJsonObject(req, style, maxBytes);
  if (!read.ok) return read;
  const errors = [...envelopeErrors(read.body, fields), ...check(read.body)];
  if (errors.length > 0) return { ok: false, answer: fieldErrors(style, errors) };
  const tenant = await tenantBySlug(req.payload, read.body.tenant as string);
  if (!tenant) return { ok: false, answer: refusal(style, 404, NO_SUCH_TENANT) };
  if (tenant.id !== caller.shopper.tenant) return { ok: false, answer: notSignedIn() };
  return { ok: true, shopper: caller.shopper, tenant, body: read.body };
}

/** The number as the shopper reads it ('0412 345 678'); E.164 if it somehow no longer parses. */
export async function phoneDisplay(phone: string, tenant: ShopperTenant): Promise<string> {
  const { normaliseMobile } = await import('@dealer/domain/shoppers');
  const mobile = normaliseMobile(phone, tenant.locale);
  return mobile.ok ? mobile.national : phone;
}
