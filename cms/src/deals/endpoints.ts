/**
 * `/api/deals/*` (issue 38): the signed-in shopper's buy-online deal (`Authorization: Shopper
 * <token>`, the tenant in the body, as every shopper call), and staff's decision on a requested
 * agreement. A shopper only ever reaches their own deal: the session says whose.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { staffUser } from '../access/roles';
import { refusal } from '../shoppers/http';
import { shopperCall } from '../shoppers/endpoints/shopperSession';
import { currentDeal, dealView, DealRefusal, profileValuation, requestAgreement, saveStep, type DealParty } from './dealService';
import type { Deal } from '../payload-types';
import { idOf } from '../reservations/reservationFacts';

async function answerWith(req: PayloadRequest, party: DealParty, work: () => Promise<Deal>): Promise<Response> {
  try {
    const deal = await work();
    const kept = deal.state === 'in-progress' ? await profileValuation(req.payload, party) : null;
    const car = await req.payload.findByID({
      collection: 'cars',
      id: idOf(deal.car)!,
      depth: 0,
      overrideAccess: true,
      select: { slug: true },
    });
    return Response.json({ deal: dealView(deal, { slug: car.slug ?? '' }, kept) });
  } catch (error) {
    if (!(error instanceof DealRefusal)) throw error;
    return error.status === 400
      ? refusal('error', 400, 'Please fix the following errors:', { errors: [{ field: error.field ?? 'body', message: error.message }] })
      : refusal('error', error.status, error.message);
  }
}

const shopperEndpoint = (
  path: string,
  fields: readonly string[],
  work: (req: PayloadRequest, party: DealParty, body: Record<string, unknown>) => Promise<Deal>,
): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const call = await shopperCall(req, 'error', fields);
    if (!call.ok) return call.answer;
    const party = { shopperId: call.shopper.id, tenantId: call.tenant.id };
    return answerWith(req, party, () => work(req, party, call.body));
  },
});

/** `POST /api/deals/current` `{ tenant, car_slug }`: the shopper's deal for the car, started if new. */
export const currentDealEndpoint = shopperEndpoint('/current', ['car_slug'], (req, party, body) =>
  currentDeal(req.payload, party, body.car_slug),
);

/** `POST /api/deals/step` `{ tenant, car_slug, step, data }`: one step's decision. */
export const dealStepEndpoint = shopperEndpoint('/step', ['car_slug', 'step', 'data'], (req, party, body) =>
  saveStep(req.payload, party, body.car_slug, body.step, body.data),
);

/** `POST /api/deals/request-agreement` `{ tenant, car_slug }`: fixes the deal sheet and decides the guarantee. */
export const requestAgreementEndpoint = shopperEndpoint('/request-agreement', ['car_slug'], (req, party, body) =>
  requestAgreement(req.payload, party, body.car_slug),
);

/** `POST /api/deals/{id}/accept|decline`: staff of the deal's tenant decide a requested agreement. */
export const dealDecisionEndpoint: Endpoint = {
  path: '/:id/:decision',
  method: 'post',
  handler: async (req) => {
    const staff = staffUser(req);
    if (!staff) return Response.json({ error: 'Only staff may decide a purchase agreement.' }, { status: req.user ? 403 : 401 });
    const { id, decision } = (req.routeParams ?? {}) as { id?: string; decision?: string };
    if (decision !== 'accept' && decision !== 'decline')
      return Response.json({ error: 'The decision must be accept or decline.' }, { status: 400 });
    const deal = await req.payload.findByID({
      collection: 'deals',
      id: Number(id),
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      req,
    });
    if (!deal) return Response.json({ error: 'No such purchase.' }, { status: 404 });
    if (deal.state !== 'requested') return Response.json({ error: `A purchase that is ${deal.state} cannot be decided.` }, { status: 409 });
    const updated = await req.payload.update({
      collection: 'deals',
      id: deal.id,
      data: { state: decision === 'accept' ? 'accepted' : 'declined', decided_by: String((staff as { email?: string }).email ?? staff.id) },
      depth: 0,
      overrideAccess: true,
    });
    return Response.json({ deal: { id: updated.id, state: updated.state } });
  },
};
