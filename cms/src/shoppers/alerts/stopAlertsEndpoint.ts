/**
 * `POST /api/shoppers/alerts/stop` (issue 14, one-click unsubscribe), called by the site's
 * service account with `{ tenant, token }` when a shopper follows the "Stop alerts" link of a
 * price-drop alert (the site's `/alerts/stop?t={token}`). Kept free of `@dealer/domain/shoppers`
 * (the config loads this module).
 */
import type { Endpoint, PayloadRequest, Where } from 'payload';
import { refuseAllButSiteAccount } from '../../leads/siteServiceAccount';
import { envelopeErrors, fieldErrors, NO_SUCH_TENANT, readJsonObject, refusal, tenantBySlug, type FieldError } from '../http';
import { readStopAlertsToken } from './stopToken';

/** One answer for a forged token and for a shopper of another tenant's site (or one since deleted). */
export const STOP_LINK_NOT_VALID = 'This link is not valid.';

/**
 * 200 `{ stopped: true }`, also when alerts were already stopped (`alerts_stopped_at` is set once,
 * the first time); 400 for a body or token not of the right form; 404 for a link that is not one.
 */
export async function stopAlerts(req: PayloadRequest, now: () => Date = () => new Date()): Promise<Response> {
  const refused = refuseAllButSiteAccount(req, {
    noKey: 'Send the site’s lead key as "Authorization: service-accounts API-Key <key>".',
    notSite: 'Only the site’s service account may stop a shopper’s alerts.',
  });
  if (refused) return refused;
  const read = await readJsonObject(req, 'error');
  if (!read.ok) return read.answer;
  const { body } = read;
  const errors: FieldError[] = envelopeErrors(body, ['token']);
  const token = typeof body.token === 'string' ? readStopAlertsToken(req.payload.config.secret, body.token) : null;
  if (!token || (!token.ok && token.reason === 'malformed'))
    errors.push({ field: 'token', message: 'The token must be the t parameter of an alert’s stop link' });
  if (errors.length > 0) return fieldErrors('error', errors);

  const { payload } = req;
  const tenant = await tenantBySlug(payload, body.tenant as string);
  if (!tenant) return refusal('error', 404, NO_SUCH_TENANT);
  if (!token?.ok) return refusal('error', 404, STOP_LINK_NOT_VALID);
  const ofThisSite: Where = { and: [{ id: { equals: token.shopperId } }, { tenant: { equals: tenant.id } }] };
  const found = await payload.count({ collection: 'shoppers', where: ofThisSite, overrideAccess: true });
  if (found.totalDocs === 0) return refusal('error', 404, STOP_LINK_NOT_VALID);
  // Only while unset: a second click (or a mail client's prefetch) keeps the first time.
  await payload.update({
    collection: 'shoppers',
    where: { and: [ofThisSite, { alerts_stopped_at: { exists: false } }] },
    data: { alerts_stopped_at: now().toISOString() },
    overrideAccess: true,
    depth: 0,
    select: {},
  });
  return Response.json({ stopped: true });
}

export const stopAlertsEndpoint: Endpoint = { path: '/alerts/stop', method: 'post', handler: (req) => stopAlerts(req) };
