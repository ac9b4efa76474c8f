/**
 * `POST /api/shoppers/me` and `POST /api/shoppers/sign-out` (issue 14): the signed-in shopper's
 * own account, called by the site with `Authorization: Shopper <token>` and `{ tenant }`.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { isEmailAddress } from '@dealer/domain/leads';
import {
  envelopeErrors,
  fieldErrors,
  NO_SUCH_TENANT,
  readJsonObject,
  refusal,
  tenantBySlug,
  type FieldError,
  type JsonObject,
  type ShopperTenant,
} from '../http';
import { isShopperUser } from '../sessionStrategy';
import { phoneDisplay, shopperCall } from './shopperSession';

/** What the site shows of the signed-in shopper. */
async function shopperView(req: PayloadRequest, shopperId: number, tenant: ShopperTenant) {
  const shopper = await req.payload.findByID({
    collection: 'shoppers',
    id: shopperId,
    depth: 0,
    overrideAccess: true,
    select: { phone: true, email: true, alerts_stopped_at: true },
  });
  return {
    id: shopper.id,
    phone: shopper.phone,
    phone_display: await phoneDisplay(shopper.phone, tenant),
    email: shopper.email ?? null,
    alerts: !shopper.alerts_stopped_at,
  };
}

/** `{ shopper: { id, phone, phone_display, email, alerts }, watchlist: [car ids, newest first] }`. */
export async function me(req: PayloadRequest): Promise<Response> {
  const call = await shopperCall(req, 'error', []);
  if (!call.ok) return call.answer;
  const { shopper, tenant } = call;
  const { docs } = await req.payload.find({
    collection: 'watchlist-entries',
    where: { and: [{ shopper: { equals: shopper.id } }, { car: { exists: true } }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { car: true },
  });
  const watchlist = docs
    .map((entry) => (typeof entry.car === 'object' ? entry.car?.id : entry.car))
    .filter((id): id is number => typeof id === 'number');
  return Response.json({ shopper: await shopperView(req, shopper.id, tenant), watchlist });
}

/** Longest email address kept (RFC 5321's path limit). */
export const SHOPPER_EMAIL_MAX = 254;

const checkAccount = (body: JsonObject): FieldError[] => {
  const errors: FieldError[] = [];
  if (!('email' in body) && !('alerts' in body)) errors.push({ field: 'body', message: 'Send an email, alerts or both' });
  const { email, alerts } = body;
  if ('email' in body && email !== null && typeof email !== 'string') errors.push({ field: 'email', message: 'The email must be text' });
  else if (typeof email === 'string' && email.trim() !== '') {
    const address = email.trim();
    if (address.length > SHOPPER_EMAIL_MAX)
      errors.push({ field: 'email', message: `The email must be at most ${SHOPPER_EMAIL_MAX} characters` });
    else if (!isEmailAddress(address)) errors.push({ field: 'email', message: 'Enter a valid email address' });
  }
  if ('alerts' in body && typeof alerts !== 'boolean') errors.push({ field: 'alerts', message: 'Alerts must be true or false' });
  return errors;
};

/**
 * `POST /api/shoppers/account` `{ tenant, email?, alerts? }`: the shopper's own alert settings.
 * `email` null or empty removes the address; `alerts: false` stops every alert (as the link in
 * one does), `true` turns them back on. Answers the shopper as `/me` does.
 */
export async function updateAccount(req: PayloadRequest): Promise<Response> {
  const call = await shopperCall(req, 'error', ['email', 'alerts'], checkAccount);
  if (!call.ok) return call.answer;
  const { shopper, tenant, body } = call;
  const data: { email?: string | null; alerts_stopped_at?: string | null } = {};
  if ('email' in body) data.email = typeof body.email === 'string' && body.email.trim() !== '' ? body.email.trim() : null;
  if (body.alerts === true) data.alerts_stopped_at = null;
  if (body.alerts === false) {
    // The first stop's time is kept (as the stop link does).
    const current = await req.payload.findByID({
      collection: 'shoppers',
      id: shopper.id,
      depth: 0,
      overrideAccess: true,
      select: { alerts_stopped_at: true },
    });
    data.alerts_stopped_at = current.alerts_stopped_at ?? new Date().toISOString();
  }
  await req.payload.update({ collection: 'shoppers', id: shopper.id, data, depth: 0, overrideAccess: true, select: {} });
  return Response.json({ shopper: await shopperView(req, shopper.id, tenant) });
}

/**
 * Deletes the request's session: `{ signed_out: true }`. Idempotent: without a valid session (none,
 * unknown, expired, or another tenant's) the shopper is already signed out here, so the answer is
 * the same 200 and nothing is deleted. Staff and service accounts get 403.
 */
export async function signOut(req: PayloadRequest): Promise<Response> {
  if (req.user && !isShopperUser(req.user))
    return Response.json({ error: 'Only a signed-in shopper may do this.', success: false }, { status: 403 });
  const read = await readJsonObject(req, 'error');
  if (!read.ok) return read.answer;
  const errors = envelopeErrors(read.body, []);
  if (errors.length > 0) return fieldErrors('error', errors);
  const tenant = await tenantBySlug(req.payload, read.body.tenant as string);
  if (!tenant) return refusal('error', 404, NO_SUCH_TENANT);
  const shopper = isShopperUser(req.user) ? req.user : null;
  if (shopper && shopper.tenant === tenant.id) {
    await req.payload.delete({
      collection: 'shopper-sessions',
      where: { and: [{ id: { equals: shopper.shopperSessionId } }, { shopper: { equals: shopper.id } }] },
      overrideAccess: true,
      depth: 0,
    });
  }
  return Response.json({ signed_out: true });
}

export const meEndpoint: Endpoint = { path: '/me', method: 'post', handler: me };
export const accountEndpoint: Endpoint = { path: '/account', method: 'post', handler: updateAccount };
export const signOutEndpoint: Endpoint = { path: '/sign-out', method: 'post', handler: signOut };
