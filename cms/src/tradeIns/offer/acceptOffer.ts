/**
 * Accepting an instant offer (issue 13, spec §9 event 18): the site, holding the lead's id and the
 * offer's token from the submission, accepts on the shopper's behalf. The acceptance is a lead of
 * its own (Trade-In Enquiry / Offer Accepted, event 18) stored through the same path as every lead,
 * so its deliveries reach the dealer; the trade-in records when and by which lead, in the same
 * transaction.
 */
import type { PayloadRequest } from 'payload';
import {
  INSTANT_OFFER_SUBCATEGORIES,
  INSTANT_OFFER_TEXTS,
  formatLongDate,
  formatOfferAmount,
  offerExpiryLabel,
  utcOffsetMinutesIn,
} from '@dealer/domain';
import { LEAD_EVENT_IDS, type LeadFieldError } from '@dealer/domain/leads';
import type { Lead, TradeIn } from '../../payload-types';
import type { LeadData } from '../../leads/submit/resolveLead';
import { storeLead } from '../../leads/submit/storeLead';
import { FIX_ERRORS } from '../../leads/submit/submitLead';
import { tenantLeadContext, tenantTimeZone } from '../../leads/submit/tenantFacts';
import { offerTokenMatches } from './offerToken';

/** One answer for no trade-in, another tenant's, a wizard's and a wrong token: it tells nothing. */
export const NO_SUCH_OFFER = 'No such offer';
export const NO_ONLINE_OFFER = 'This valuation has no online offer.';
const TENANT_SLUG_MAX = 100;
const TOKEN_MAX = 200;
const BODY_FIELDS = new Set(['tenant', 'lead_id', 'offer_token']);

/** The acceptance lead's key: one per trade-in, so two accepts store one lead (the unique (tenant, key) index). */
export const acceptanceKeyOf = (tradeInId: number) => `offer-accepted-${tradeInId}`;

/** `Offer of $18,450 accepted (expires 3 December 2026).` */
export const acceptanceMessage = (amount: number, expiresOn: string) =>
  `Offer of ${formatOfferAmount(amount)} accepted (expires ${formatLongDate(expiresOn)}).`;

export interface AcceptedOffer {
  lead_id: number | null;
  created: boolean;
  accepted_at: string;
  eval_id: string;
}

export type AcceptOfferResult =
  | { status: 200 | 201; body: AcceptedOffer }
  | { status: 400; body: { error: string; errors: LeadFieldError[] } }
  | { status: 404 | 409 | 410; body: { error: string } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id;

interface AcceptRequest {
  tenant: string;
  leadId: number;
  token: string;
}

/** `{ tenant, lead_id, offer_token }`: the lead's id as a number (or its digits), the token as text. */
export function readAcceptBody(body: unknown): { ok: true; value: AcceptRequest } | { ok: false; errors: LeadFieldError[] } {
  if (!isObject(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object' }] };
  const errors: LeadFieldError[] = [];
  for (const key of Object.keys(body)) {
    if (!BODY_FIELDS.has(key)) errors.push({ field: key, message: `Unknown field: ${key}` });
  }
  const { tenant, lead_id: rawLeadId, offer_token: token } = body;
  if (typeof tenant !== 'string' || tenant.trim() === '' || tenant.length > TENANT_SLUG_MAX)
    errors.push({ field: 'tenant', message: 'Tenant must be a tenant slug' });
  const leadId =
    typeof rawLeadId === 'number' ? rawLeadId : typeof rawLeadId === 'string' && /^\d{1,15}$/.test(rawLeadId) ? Number(rawLeadId) : NaN;
  if (!Number.isSafeInteger(leadId) || leadId < 1)
    errors.push({ field: 'lead_id', message: 'The lead id must be the id the submission answered' });
  if (typeof token !== 'string' || token === '' || token.length > TOKEN_MAX)
    errors.push({ field: 'offer_token', message: 'The offer token must be the token the submission answered' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { tenant: tenant as string, leadId, token: token as string } };
}

const noSuchOffer: AcceptOfferResult = { status: 404, body: { error: NO_SUCH_OFFER } };

const acceptedAnswer = (tradeIn: Pick<TradeIn, 'offer' | 'eval_id'>, created: boolean): AcceptOfferResult => ({
  status: created ? 201 : 200,
  body: {
    lead_id: idOf(tradeIn.offer?.acceptance_lead),
    created,
    accepted_at: tradeIn.offer?.accepted_at ?? '',
    eval_id: tradeIn.eval_id,
  },
});

/** The acceptance lead: the shopper as on the first lead, filed as Offer Accepted with event 18. */
function acceptanceLeadOf(lead: Lead, tradeInId: number, amount: number, expiresOn: string): LeadData {
  return {
    tenant: idOf(lead.tenant)!,
    form: 'trade-in',
    category: 'Trade-In Enquiry',
    subcategory: INSTANT_OFFER_SUBCATEGORIES.accepted,
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    message: acceptanceMessage(amount, expiresOn),
    preferred_contact_method: lead.preferred_contact_method ?? null,
    opt_in: lead.opt_in ?? null,
    terms_accepted: lead.terms_accepted ?? false,
    rego: lead.rego ?? null,
    dealership: idOf(lead.dealership),
    location: idOf(lead.location),
    car: null,
    offer: null,
    vehicle: {},
    preferred_date: null,
    preferred_time: null,
    vehicle_price_budget: null,
    additional_services: [],
    parts: {},
    page_id: null,
    event_id: LEAD_EVENT_IDS.offerAccepted,
    source: 'Website',
    // The page the offer was made on: the deliveries name the site by it.
    url: lead.url ?? null,
    user_agent: null,
    lead_attributes: null,
    form_completed: true,
    offer_accepted: true,
    idempotency_key: acceptanceKeyOf(tradeInId),
  };
}

/**
 * `POST /api/trade-ins/accept-offer` after the caller was checked. The order of the checks matters:
 * nothing about an offer (none, accepted, expired) is told before the token proves the caller holds
 * it. An accepted offer answers 200 with its acceptance again, even once it has expired.
 */
export async function acceptOffer(req: PayloadRequest, body: unknown, now: Date = new Date()): Promise<AcceptOfferResult> {
  const read = readAcceptBody(body);
  if (!read.ok) return { status: 400, body: { error: FIX_ERRORS, errors: read.errors } };
  const { tenant: slug, leadId, token } = read.value;
  const context = await tenantLeadContext(req.payload, slug, now);
  if (!context) return noSuchOffer;
  const { tenant } = context;

  const findTradeIn = async () =>
    (
      await req.payload.find({
        collection: 'trade-ins',
        where: { and: [{ lead: { equals: leadId } }, { tenant: { equals: tenant.id } }] },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        select: { flow: true, eval_id: true, offer: true },
      })
    ).docs[0] as Pick<TradeIn, 'id' | 'flow' | 'eval_id' | 'offer'> | undefined;
  const tradeIn = await findTradeIn();
  if (!tradeIn || tradeIn.flow !== 'instant-offer' || !offerTokenMatches(req.payload.config.secret, tradeIn.id, token)) return noSuchOffer;

  const { offer } = tradeIn;
  const amount = offer?.amount;
  const expiresOn = offer?.expires_on;
  if (typeof amount !== 'number' || !expiresOn) return { status: 409, body: { error: NO_ONLINE_OFFER } };
  if (offer?.accepted_at) return acceptedAnswer(tradeIn, false);
  // The offer stands through its last day in the dealer's zone (the tenant's locale and state).
  if (offerExpiryLabel(expiresOn, now, utcOffsetMinutesIn(tenantTimeZone(tenant), now)) === null)
    return { status: 410, body: { error: INSTANT_OFFER_TEXTS.expired } };

  const lead = (await req.payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Lead | null;
  if (!lead) return noSuchOffer;
  const dealership = context.dealerships.find((candidate) => candidate.id === idOf(lead.dealership)) ?? null;
  const acceptedAt = now.toISOString();
  // One transaction: the acceptance lead, its deliveries and the trade-in's acceptance. Two accepts
  // at once race on the lead's (tenant, idempotency_key) unique index: the second waits for the
  // first, fails, rolls back and answers with the first's acceptance (created: false).
  const stored = await storeLead(
    req,
    acceptanceLeadOf(lead, tradeIn.id, amount, expiresOn),
    dealership,
    tenant,
    undefined,
    async (txReq, acceptanceLeadId) => {
      await req.payload.update({
        collection: 'trade-ins',
        id: tradeIn.id,
        data: { offer: { amount, expires_on: expiresOn, accepted_at: acceptedAt, acceptance_lead: acceptanceLeadId } },
        overrideAccess: true,
        depth: 0,
        select: {},
        req: txReq,
      });
    },
  );
  if (stored.created) {
    return acceptedAnswer({ eval_id: tradeIn.eval_id, offer: { ...offer, accepted_at: acceptedAt, acceptance_lead: stored.leadId } }, true);
  }
  const winner = await findTradeIn();
  return winner?.offer?.accepted_at
    ? acceptedAnswer(winner, false)
    : { status: 200, body: { lead_id: stored.leadId, created: false, accepted_at: '', eval_id: tradeIn.eval_id } };
}
