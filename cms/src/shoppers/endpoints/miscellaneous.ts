/**
 * `POST /api/shoppers/miscellaneous` `{ tenant, column_name: 'valuation', value }`: the site's
 * `POST /api/miscellaneous` (spec §7, "Valuation result plus column_name 'valuation' (only for
 * one brand flag)") for the signed-in shopper, with `Authorization: Shopper <token>`. Where the
 * tenant keeps valuations on profiles (`settings.saveValuationToProfile`), the valuation the
 * shopper was just shown goes on their profile (the `valuation` group of `shoppers`, read-only
 * for staff, with links to its lead and trade-in), replacing the one before.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { profileColumnErrors, readProfileValuation, valuationMatchesStored, type ProfileValuation } from '@dealer/domain';
import type { Shopper } from '../../payload-types';
import { refusal, type FieldError, type JsonObject } from '../http';
import { shopperCall } from './shopperSession';

export const VALUATIONS_OFF_TEXT = 'This site does not keep valuations on shoppers’ profiles.';
export const NO_SUCH_VALUATION_TEXT = 'No valuation of this site matches this one.';

/** The profile's `valuation` group: the valuation as the site showed it, with its lead and the trade-in stored with it. */
export function profileValuationGroup(valuation: ProfileValuation, tradeInId: number, savedAt: string): NonNullable<Shopper['valuation']> {
  return {
    saved_at: savedAt,
    flow: valuation.flow,
    vehicle: valuation.vehicle,
    rego: valuation.rego,
    state: valuation.state,
    kms: valuation.kms,
    offer_amount: valuation.offer?.amount ?? null,
    offer_expires_on: valuation.offer?.expires_on ?? null,
    lead: valuation.lead_id,
    trade_in: tradeInId,
  };
}

const checkBody = (body: JsonObject): FieldError[] => {
  const column = profileColumnErrors(body.column_name);
  const value = readProfileValuation(body.value);
  return [...column, ...(value.ok ? [] : value.errors)];
};

async function valuationsKept(req: PayloadRequest, tenantId: number): Promise<boolean> {
  const tenant = await req.payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    overrideAccess: true,
    select: { settings: { saveValuationToProfile: true } },
  });
  return tenant.settings?.saveValuationToProfile === true;
}

/** The trade-in of this tenant stored with `leadId`, if it is the one the shopper was shown. */
async function matchingTradeIn(req: PayloadRequest, tenantId: number, valuation: ProfileValuation): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'trade-ins',
    where: { and: [{ lead: { equals: valuation.lead_id } }, { tenant: { equals: tenantId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { flow: true, rego: true, state: true, kms: true, answers: { odometer: true }, offer: { amount: true, expires_on: true } },
  });
  const tradeIn = docs[0];
  if (!tradeIn) return null;
  const flow = tradeIn.flow === 'instant-offer' ? 'instant-offer' : 'wizard';
  const matches = valuationMatchesStored(valuation, {
    flow,
    rego: tradeIn.rego,
    state: tradeIn.state,
    kms: (flow === 'instant-offer' ? tradeIn.kms : tradeIn.answers?.odometer) ?? null,
    offer: tradeIn.offer ? { amount: tradeIn.offer.amount ?? null, expires_on: tradeIn.offer.expires_on ?? null } : null,
  });
  return matches ? tradeIn.id : null;
}

/**
 * 200 `{ success: true, column_name: 'valuation', saved_at }`, the shopper's previous valuation
 * replaced. Refused: 401 without a session of this tenant, 403 for staff and service accounts,
 * 400 by field for any other column or a value that is not a valuation (or over 1 KB), 404 for an
 * unknown tenant and for a tenant that does not keep valuations, 400 `value` when no trade-in of
 * this tenant with that lead has that rego, state, kilometres and offer.
 */
export async function saveToProfile(req: PayloadRequest): Promise<Response> {
  const call = await shopperCall(req, 'error', ['column_name', 'value'], checkBody);
  if (!call.ok) return call.answer;
  const { shopper, tenant, body } = call;
  if (!(await valuationsKept(req, tenant.id))) return refusal('error', 404, VALUATIONS_OFF_TEXT);
  const { valuation } = readProfileValuation(body.value) as { ok: true; valuation: ProfileValuation };
  const tradeInId = await matchingTradeIn(req, tenant.id, valuation);
  if (tradeInId === null)
    return refusal('error', 400, NO_SUCH_VALUATION_TEXT, { errors: [{ field: 'value', message: NO_SUCH_VALUATION_TEXT }] });
  const savedAt = new Date().toISOString();
  await req.payload.update({
    collection: 'shoppers',
    id: shopper.id,
    data: { valuation: profileValuationGroup(valuation, tradeInId, savedAt) },
    depth: 0,
    overrideAccess: true,
    select: {},
  });
  return Response.json({ success: true, column_name: 'valuation', saved_at: savedAt });
}

export const miscellaneousEndpoint: Endpoint = { path: '/miscellaneous', method: 'post', handler: saveToProfile };
