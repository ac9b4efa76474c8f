/**
 * `POST /api/shoppers/me` and `POST /api/shoppers/sign-out` (issue 14): the signed-in shopper's
 * own account, called by the site with `Authorization: Shopper <token>` and `{ tenant }`.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { envelopeErrors, fieldErrors, NO_SUCH_TENANT, readJsonObject, refusal, tenantBySlug } from '../http';
import { isShopperUser } from '../sessionStrategy';
import { phoneDisplay, shopperCall } from './shopperSession';

/** `{ shopper: { id, phone, phone_display }, watchlist: [car ids, newest first] }`. */
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
  return Response.json({
    shopper: { id: shopper.id, phone: shopper.phone, phone_display: await phoneDisplay(shopper.phone, tenant) },
    watchlist,
  });
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
export const signOutEndpoint: Endpoint = { path: '/sign-out', method: 'post', handler: signOut };
