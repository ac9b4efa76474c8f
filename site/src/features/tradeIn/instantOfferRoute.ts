/**
 * The first valuation flow's two routes (the instant offer on `/sell-my-car`; spec §7 "submit
 * adjustmentAnswers with id … accept an offer with lead_id", paths not shown, so ours):
 *
 * - `POST /api/trade-in/offer`: the provider's `update-eval` (odometer and contact details against
 *   the EvalID: the vehicle record comes from the provider, never from the browser), the FAQ's rule
 *   (no online estimate over the tenant's age or kilometres), the provider's offer for the
 *   adjustment answers, then the lead with its trade-in, stored by the CMS in one transaction.
 *   201 `{ lead_id, trade_in_id, offer: { amount, amount_text, expires_on, expires_label } | null,
 *   offer_token?, message? }`.
 * - `POST /api/trade-in/accept-offer` `{ lead_id, offer_token }`: the CMS stores the acceptance
 *   (its own lead, event 18) and only then is the provider told; its failure is logged, not the
 *   shopper's problem. 201 (200 when already accepted) `{ lead_id, accepted_at }`.
 */
import type { NextApiHandler } from 'next';
import {
  INSTANT_OFFER_TEXTS,
  TRADE_IN_WIZARD_TEXTS,
  formatOfferAmount,
  offerExpiryLabel,
  onlineEstimateAllowed,
  onlineEstimateRuleOf,
  utcOffsetMinutesIn,
} from '@dealer/domain';
import { LEAD_TEXTS } from '@dealer/domain/leads';
import { siteEnv } from '@/lib/env';
import { RATE_LIMITS, allowRequest } from '@/features/rateLimit/rateLimit';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { forwardLead } from '@/features/leads/forwardLead';
import { leadFormOptions } from '@/features/leads/leadFacts';
import { contactKeys, leadContextOf } from '@/features/leads/leadRequestInput';
import { dealerTimeZone, dealerToday } from '@/features/carDetail/carDetailModel';
import { tradeInJsonBody, updatedValuation } from './valuationRoute';
import { refusedLead } from './refusedLead';
import { wizardFieldOf } from './finalStep';
import { checkOfferRequest, instantOfferLead, instantOfferMessage, noEstimateMessage } from './instantOfferRequest';
import { ValuationProviderError, valuationProviderFromEnv, type ValuationProvider } from './valuationProvider';

/** The CMS names the first flow's fields by their place in the record; the form by the spec's names. */
function offerFieldOf(cmsField: string): string {
  if (cmsField === 'location') return 'location_id';
  if (cmsField === 'preferred_contact_method') return 'PreferredContactMethod';
  if (cmsField === 'trade_in.kms') return 'kms';
  if (cmsField.startsWith('trade_in.adjustment.')) return cmsField.slice('trade_in.'.length);
  return wizardFieldOf(cmsField);
}

export function instantOfferRoute(provider: () => ValuationProvider = () => valuationProviderFromEnv()): NextApiHandler {
  return tenantApiRoute({
    methods: ['POST'],
    rateLimit: RATE_LIMITS.valuation,
    handler: async (req, res, tenant) => {
      const started = await tradeInJsonBody(req, res, tenant);
      if (!started) return;
      const { body, config } = started;
      // The buy-online journey asks for an instant offer on every buy-online site: a purchase needs an amount the dealer honours.
      const forPurchase = body.purchase === true && config.features.buyOnline;
      if (config.settings.sellMyCarFlow !== 'instant-offer' && !forPurchase) {
        return res.status(404).json({ error: 'Instant offers are not made on this site.' });
      }
      if (!(await allowRequest(req, res, RATE_LIMITS.form, tenant.slug, contactKeys(body)))) return;
      const options = await leadFormOptions(tenant.slug);
      const checked = checkOfferRequest(
        body,
        (options?.locations ?? []).map((location) => location.slug),
      );
      if ('errors' in checked) return res.status(400).json({ error: LEAD_TEXTS.errorListHeading, errors: checked.errors });
      const env = siteEnv();
      if (!env.LEADS_API_KEY) return res.status(503).json({ error: 'Lead capture is not configured' });

      const { input } = checked;
      const chosen = provider();
      const locale = config.settings.locale;
      const now = new Date();
      const rule = onlineEstimateRuleOf({
        maxAgeYears: config.settings.onlineEstimateMaxAgeYears,
        maxKm: config.settings.onlineEstimateMaxKm,
      });
      const valuation = await updatedValuation(
        res,
        chosen,
        {
          evalid: input.evalId,
          km: input.kms,
          userEmail: process.env.EVAL_EXPERT_USER_EMAIL ?? '',
          cName: input.contact.name,
          cEmail: input.contact.email,
          cPhone: input.contact.phone,
        },
        `Instant offer for ${tenant.slug}`,
      );
      if (!valuation) return;
      const { vehicle } = valuation;
      let offer = null;
      if (onlineEstimateAllowed({ year: vehicle.year, km: input.kms }, dealerToday(locale, now), rule)) {
        try {
          offer = await chosen.submitAdjustments({ id: input.evalId, adjustmentAnswers: input.adjustmentAnswers, kms: input.kms });
        } catch (error) {
          if (!(error instanceof ValuationProviderError)) throw error;
          console.error(`Instant offer for ${tenant.slug} failed (${chosen.name}): ${error.message}`);
          return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
        }
        if (!offer) {
          console.error(`Instant offer for ${tenant.slug}: ${chosen.name} made no offer for ${input.evalId}`);
          return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
        }
      }

      const answer = await forwardLead(
        {
          tenant: tenant.slug,
          lead: instantOfferLead(input, instantOfferMessage(input, offer, rule)),
          context: leadContextOf(req, tenant),
          trade_in: {
            flow: 'instant-offer',
            eval_id: input.evalId,
            rego: input.rego,
            state: input.regoState,
            ...(input.description ? { description: input.description } : {}),
            vehicle: { ...vehicle, evalId: vehicle.evalId ?? input.evalId },
            kms: input.kms,
            adjustment_answers: input.adjustmentAnswers,
            finance: input.finance,
            offer,
            source_page: forPurchase ? 'cars/trade-in' : 'sell-my-car',
          },
        },
        { cmsUrl: env.CMS_URL, apiKey: env.LEADS_API_KEY },
      );
      if (answer.status !== 201) {
        const refusal = refusedLead(answer, offerFieldOf);
        return res.status(refusal.status).json(refusal.body);
      }
      const offset = utcOffsetMinutesIn(dealerTimeZone(locale), now);
      return res.status(201).json({
        lead_id: answer.body.lead_id,
        trade_in_id: answer.body.trade_in_id,
        offer: offer && {
          amount: offer.amount,
          amount_text: formatOfferAmount(offer.amount),
          expires_on: offer.expiresOn,
          expires_label: offerExpiryLabel(offer.expiresOn, now, offset),
        },
        ...(answer.body.offer_token ? { offer_token: answer.body.offer_token } : {}),
        ...(offer ? {} : { message: noEstimateMessage(rule) }),
      });
    },
  });
}

const ACCEPT_TIMEOUT_MS = 10_000;

export function acceptOfferRoute(provider: () => ValuationProvider = () => valuationProviderFromEnv()): NextApiHandler {
  return tenantApiRoute({
    methods: ['POST'],
    rateLimit: RATE_LIMITS.valuation,
    handler: async (req, res, tenant) => {
      const started = await tradeInJsonBody(req, res, tenant);
      if (!started) return;
      const { body } = started;
      const leadId = body.lead_id as number;
      const token = body.offer_token;
      const errors: Record<string, string> = {};
      if (typeof leadId !== 'number' || !Number.isInteger(leadId) || leadId <= 0) errors.lead_id = 'The lead id must be a whole number';
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(token)) errors.offer_token = 'The offer token is missing';
      if (Object.keys(errors).length > 0) return res.status(400).json({ error: LEAD_TEXTS.errorListHeading, errors });
      const env = siteEnv();
      if (!env.LEADS_API_KEY) return res.status(503).json({ error: 'Lead capture is not configured' });

      let response: Response;
      try {
        response = await fetch(`${env.CMS_URL}/api/trade-ins/accept-offer`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `service-accounts API-Key ${env.LEADS_API_KEY}`,
          },
          body: JSON.stringify({ tenant: tenant.slug, lead_id: leadId, offer_token: token }),
          signal: AbortSignal.timeout(ACCEPT_TIMEOUT_MS),
        });
      } catch (error) {
        console.error(`Offer acceptance for ${tenant.slug} not stored: the CMS could not be reached (${(error as Error).message})`);
        return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
      }
      const answer = (await response.json().catch(() => null)) as {
        lead_id?: unknown;
        accepted_at?: unknown;
        eval_id?: unknown;
        created?: unknown;
        error?: unknown;
      } | null;
      if (response.status === 404) return res.status(404).json({ error: 'No such offer' });
      if (response.status === 409 || response.status === 410) {
        return res.status(response.status).json({
          error: typeof answer?.error === 'string' ? answer.error : INSTANT_OFFER_TEXTS.expired,
        });
      }
      if ((response.status !== 200 && response.status !== 201) || typeof answer?.lead_id !== 'number') {
        console.error(`Offer acceptance for ${tenant.slug}: the CMS answered HTTP ${response.status}`);
        return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
      }
      // Stored: the dealer has the acceptance whatever the provider says now.
      if (response.status === 201 && typeof answer.eval_id === 'string') {
        const chosen = provider();
        try {
          const told = await chosen.acceptOffer({ id: answer.eval_id, lead_id: leadId });
          if (!told) console.error(`Offer acceptance for ${tenant.slug}: ${chosen.name} did not confirm ${answer.eval_id}`);
        } catch (error) {
          console.error(`Offer acceptance for ${tenant.slug}: ${chosen.name} was not told (${(error as Error).message})`);
        }
      }
      return res.status(response.status).json({ lead_id: answer.lead_id, accepted_at: answer.accepted_at ?? null });
    },
  });
}
