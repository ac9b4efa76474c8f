/**
 * The frame of the site's `/api/eval-expert/*` routes (issue 13): the request's tenant, its
 * trade-in flag (off: 404), the valuation rate limit, a JSON body checked by the route, the
 * provider's answer in the provider's names (spec §7), and the wizard's step error when the
 * provider fails (502, the spec's text).
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { TRADE_IN_WIZARD_TEXTS, evalExpertAnswer, type EvalExpertLookup } from '@dealer/domain';
import { RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { loadSite } from '@/features/tenant/loadSite';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import type { RequestTenant } from '@/features/tenant/tenantFromRequest';
import { ValuationProviderError, valuationProviderFromEnv, type ValuationProvider } from './valuationProvider';

/**
 * The start every `/api/eval-expert/*` JSON route shares: not cached, 404 where the tenant's
 * trade-in flag is off, 400 unless the body is a JSON object. Null when it has answered.
 */
export async function tradeInJsonBody(
  req: NextApiRequest,
  res: NextApiResponse,
  tenant: RequestTenant,
): Promise<Record<string, unknown> | null> {
  res.setHeader('Cache-Control', 'private, no-store');
  const site = await loadSite(tenant.slug);
  if (!site?.config.features.tradeIn) {
    res.status(404).json({ error: 'Trade-in valuations are not offered on this site.' });
    return null;
  }
  const body = req.body as unknown;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  res.status(400).json({ error: 'Send a JSON object.', errors: {} });
  return null;
}

type Checked<T> = { input: T } | { errors: Record<string, string> };

export function valuationRoute<T>(
  check: (body: Record<string, unknown>) => Checked<T>,
  call: (provider: ValuationProvider, input: T) => Promise<EvalExpertLookup>,
  provider: () => ValuationProvider = () => valuationProviderFromEnv(),
): NextApiHandler {
  return tenantApiRoute({
    methods: ['POST'],
    rateLimit: RATE_LIMITS.valuation,
    handler: async (req, res, tenant) => {
      const body = await tradeInJsonBody(req, res, tenant);
      if (!body) return;
      const checked = check(body);
      if ('errors' in checked) return res.status(400).json({ error: 'Please fix the following errors:', errors: checked.errors });
      const chosen = provider();
      try {
        return res.status(200).json(evalExpertAnswer(await call(chosen, checked.input)));
      } catch (error) {
        if (!(error instanceof ValuationProviderError)) throw error;
        console.error(`Trade-in lookup for ${tenant.slug} failed (${chosen.name}): ${error.message}`);
        return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
      }
    },
  });
}
