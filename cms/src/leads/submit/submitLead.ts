import type { PayloadRequest } from 'payload';
import {
  IDEMPOTENCY_KEY_PATTERN,
  LEAD_FORMS,
  leadSchemaOptionsFor,
  validateLead,
  type LeadFieldError,
  type LeadForm,
} from '@dealer/domain/leads';
import { postcodeGeocoderFromEnv, type PostcodeGeocoder } from '../../tradeIns/geocoder';
import { INSTANT_OFFER_SUBCATEGORIES } from '@dealer/domain';
import { checkLeadTradeIn, isInstantOffer, placeTradeIn, type PlacedTradeIn } from '../../tradeIns/leadTradeIn';
import { offerToken } from '../../tradeIns/offer/offerToken';
import { instantOfferDataOf, tradeInDataOf } from '../../tradeIns/tradeInRecord';
import { resolveLead } from './resolveLead';
import { leadWithKey, storeLead, storedLead, type StoredLead } from './storeLead';
import { tenantLeadContext } from './tenantFacts';

/** The contract's 400 heading (spec §8), the same as the site's. */
export const FIX_ERRORS = 'Please fix the following errors:';
export const CONTEXT_URL_MAX = 2048;
export const CONTEXT_USER_AGENT_MAX = 512;
const TENANT_SLUG_MAX = 100;
const ENVELOPE_FIELDS = new Set(['tenant', 'lead', 'context', 'trade_in']);

export type SubmitLeadResult =
  | { status: 201 | 200; body: { lead_id: number; created: boolean; trade_in_id?: number; offer_token?: string } }
  | { status: 400; body: { error: string; errors: LeadFieldError[] } }
  | { status: 404; body: { error: string } };

const invalid = (errors: LeadFieldError[]): SubmitLeadResult => ({ status: 400, body: { error: FIX_ERRORS, errors } });

interface Envelope {
  tenant: string;
  lead: Record<string, unknown>;
  url?: string;
  userAgent?: string;
  /** The trade-in wizard's valuation (issue 13), unchecked: `checkLeadTradeIn` decides. */
  tradeIn?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ tenant, lead, context: { url, user_agent }, trade_in? }`, each checked before anything is looked up. */
function readEnvelope(body: unknown): { ok: true; envelope: Envelope } | { ok: false; errors: LeadFieldError[] } {
  if (!isObject(body)) return { ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object' }] };
  const errors: LeadFieldError[] = [];
  for (const key of Object.keys(body)) {
    if (!ENVELOPE_FIELDS.has(key)) errors.push({ field: key, message: `Unknown field: ${key}` });
  }
  const { tenant, lead, context = {} } = body;
  if (typeof tenant !== 'string' || tenant.trim() === '' || tenant.length > TENANT_SLUG_MAX)
    errors.push({ field: 'tenant', message: 'Tenant must be a tenant slug' });
  if (!isObject(lead)) errors.push({ field: 'lead', message: 'Lead must be a JSON object' });
  let url: string | undefined;
  let userAgent: string | undefined;
  if (!isObject(context)) errors.push({ field: 'context', message: 'Context must be a JSON object' });
  else {
    const { url: rawUrl, user_agent: rawUserAgent, ...rest } = context;
    for (const key of Object.keys(rest)) errors.push({ field: `context.${key}`, message: `Unknown field: ${key}` });
    if (rawUrl !== undefined && (typeof rawUrl !== 'string' || rawUrl.length > CONTEXT_URL_MAX || !/^https?:\/\//.test(rawUrl))) {
      errors.push({ field: 'context.url', message: `The page address must be an http(s) URL of at most ${CONTEXT_URL_MAX} characters` });
    } else url = rawUrl as string | undefined;
    if (rawUserAgent !== undefined && (typeof rawUserAgent !== 'string' || rawUserAgent.length > CONTEXT_USER_AGENT_MAX)) {
      errors.push({ field: 'context.user_agent', message: `The user agent must be text of at most ${CONTEXT_USER_AGENT_MAX} characters` });
    } else userAgent = rawUserAgent as string | undefined;
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    envelope: { tenant: tenant as string, lead: lead as Record<string, unknown>, url, userAgent, tradeIn: body.trade_in },
  };
}

/**
 * Stores one lead for the site (the contract in docs: `POST /api/leads/submit`). The tenant is the
 * `tenant` slug the site sends, nothing else (no Host header). The caller has been authenticated.
 */
export async function submitLead(
  req: PayloadRequest,
  body: unknown,
  now: Date = new Date(),
  geocoder: PostcodeGeocoder = postcodeGeocoderFromEnv(process.env, (error) => req.payload.logger.warn(error.message)),
): Promise<SubmitLeadResult> {
  const read = readEnvelope(body);
  if (!read.ok) return invalid(read.errors);
  const { envelope } = read;
  // The tenant, its dealerships and visible locations (briefly cached: tenantFacts.ts).
  const context = await tenantLeadContext(req.payload, envelope.tenant, now);
  if (!context) return { status: 404, body: { error: `No site is called "${envelope.tenant}".` } };
  const { tenant } = context;

  // A repeated submission (the shopper's retry, the site's) answers with the lead already stored,
  // even if the car has been sold since.
  const key = envelope.lead.idempotency_key;
  if (typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key)) {
    const existing = await leadWithKey(req, tenant.id, key);
    if (existing !== undefined) return answer(req, await storedLead(req, existing));
  }

  const form = envelope.lead.form;
  const aboutCar = Boolean(envelope.lead.car_id);
  const options = (LEAD_FORMS as readonly unknown[]).includes(form) ? leadSchemaOptionsFor(form as LeadForm, aboutCar, context.facts) : {};
  const validation = await validateLead(envelope.lead, options);
  // The lead's and the trade-in's errors in one answer: the shopper fixes both at once.
  const tradeIn = checkLeadTradeIn(form, envelope.tradeIn);
  if (!validation.ok || !tradeIn.ok) return invalid([...(validation.ok ? [] : validation.errors), ...(tradeIn.ok ? [] : tradeIn.errors)]);

  // The wizard's postcode places the shopper; the instant offer has none (the lead's location decides).
  const instant = tradeIn.value && isInstantOffer(tradeIn.value) ? tradeIn.value : null;
  const wizard = tradeIn.value && !isInstantOffer(tradeIn.value) ? tradeIn.value : null;
  let placed: PlacedTradeIn | undefined;
  if (wizard) {
    placed = await placeTradeIn(geocoder, wizard.answers.postcode, tenant, context.locations, (line) => req.payload.logger.info(line));
  }

  const resolved = await resolveLead(
    req.payload,
    context,
    validation.value,
    { url: envelope.url, userAgent: envelope.userAgent },
    { nearestLocation: placed?.nearest },
  );
  if (!resolved.ok) return invalid(resolved.errors);

  // A trade-in lead is a finished form; an instant offer's is filed as such unless the site named it.
  const data = tradeIn.value
    ? {
        ...resolved.data,
        form_completed: true,
        offer_accepted: false,
        ...(instant && !resolved.data.subcategory ? { subcategory: INSTANT_OFFER_SUBCATEGORIES.offer } : {}),
      }
    : resolved.data;
  const tradeInData =
    wizard && placed ? tradeInDataOf(wizard, tenant.id, data, placed) : instant ? instantOfferDataOf(instant, tenant.id, data) : undefined;
  return answer(req, await storeLead(req, data, resolved.dealership, tenant, tradeInData));
}

/**
 * 201 for a new lead, 200 for one stored before with the same key; the trade-in's id when there is
 * one, and the token that accepts its online offer when it has one (derived, so a replay answers
 * the same token).
 */
const answer = (req: PayloadRequest, { leadId, created, tradeInId, tradeInHasOffer }: StoredLead): SubmitLeadResult => ({
  status: created ? 201 : 200,
  body: {
    lead_id: leadId,
    created,
    ...(tradeInId === undefined ? {} : { trade_in_id: tradeInId }),
    ...(tradeInId !== undefined && tradeInHasOffer ? { offer_token: offerToken(req.payload.config.secret, tradeInId) } : {}),
  },
});
