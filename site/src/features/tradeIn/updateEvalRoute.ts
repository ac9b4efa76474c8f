/**
 * `POST /api/eval-expert/update-eval` (spec §7, wizard step 4): "the final submit updates the
 * valuation and then sends the lead". Both happen here, in that order, so the vehicle record the
 * dealer gets is the provider's answer, never one the browser relays: the provider's `update-eval`
 * (odometer and contact details against the EvalID), then the lead with its trade-in record, stored
 * by the CMS in one transaction. 201 `{ lead_id, trade_in_id, valuation }` once both are stored.
 */
import type { NextApiHandler } from 'next';
import { evalExpertAnswer, tradeInLeadName } from '@dealer/domain';
import { LEAD_TEXTS } from '@dealer/domain/leads';
import { siteEnv } from '@/lib/env';
import { RATE_LIMITS, allowRequest } from '@/features/rateLimit/rateLimit';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { forwardLead } from '@/features/leads/forwardLead';
import { contactKeys, leadContextOf } from '@/features/leads/leadRequestInput';
import { tradeInJsonBody, updatedValuation } from './valuationRoute';
import { refusedLead } from './refusedLead';
import { checkFinalStep, tradeInLead, wizardFieldOf } from './finalStep';
import { valuationProviderFromEnv, type ValuationProvider } from './valuationProvider';

export function updateEvalRoute(provider: () => ValuationProvider = () => valuationProviderFromEnv()): NextApiHandler {
  return tenantApiRoute({
    methods: ['POST'],
    rateLimit: RATE_LIMITS.valuation,
    handler: async (req, res, tenant) => {
      const started = await tradeInJsonBody(req, res, tenant);
      if (!started) return;
      const { body } = started;
      // Per contact, as every lead: one person cannot flood a dealer from many addresses.
      if (!(await allowRequest(req, res, RATE_LIMITS.form, tenant.slug, contactKeys(body)))) return;
      const checked = checkFinalStep(body);
      if ('errors' in checked) return res.status(400).json({ error: LEAD_TEXTS.errorListHeading, errors: checked.errors });
      const env = siteEnv();
      if (!env.LEADS_API_KEY) return res.status(503).json({ error: 'Lead capture is not configured' });

      const { input } = checked;
      const valuation = await updatedValuation(
        res,
        provider(),
        {
          evalid: input.tradeIn.eval_id,
          km: input.tradeIn.answers.odometer,
          userEmail: process.env.EVAL_EXPERT_USER_EMAIL ?? '',
          cName: tradeInLeadName(input.contact.name, input.contact.lastName),
          cEmail: input.contact.email,
          cPhone: input.contact.phone,
        },
        `Trade-in update for ${tenant.slug}`,
      );
      // Null: answered (the provider failed, or no longer knows this valuation: the shopper starts again).
      if (!valuation) return;
      const answer = await forwardLead(
        {
          tenant: tenant.slug,
          lead: tradeInLead(input),
          context: leadContextOf(req, tenant),
          trade_in: { ...input.tradeIn, vehicle: { ...valuation.vehicle, evalId: valuation.vehicle.evalId ?? input.tradeIn.eval_id } },
        },
        { cmsUrl: env.CMS_URL, apiKey: env.LEADS_API_KEY },
      );
      if (answer.status !== 201) {
        const refusal = refusedLead(answer, wizardFieldOf);
        return res.status(refusal.status).json(refusal.body);
      }
      return res.status(201).json({ ...answer.body, valuation: evalExpertAnswer(valuation) });
    },
  });
}
