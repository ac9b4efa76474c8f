/**
 * The frame of the site's `/api/eval-expert/*` routes (issue 13): the request's tenant, its
 * trade-in flag (off: 404), the valuation rate limit, a JSON body checked by the route, the
 * provider's answer in the provider's names (spec §7), and the wizard's step error when the
 * provider fails (502, the spec's text).
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { TRADE_IN_WIZARD_TEXTS, evalExpertAnswer, type EvalExpertLookup, type SiteConfig } from '@dealer/domain';
import { RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { loadSiteConfig } from '@/features/tenant/loadSite';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import type { RequestTenant } from '@/features/tenant/tenantFromRequest';
import { siteEnv } from '@/lib/env';
import { issueUploadToken, uploadTokenCookie } from './uploadToken';
import { ValuationProviderError, valuationProviderFromEnv, type ValuationProvider } from './valuationProvider';

/**
 * The start every trade-in JSON route shares: not cached, 404 where the tenant's trade-in flag is
 * off, 400 unless the body is a JSON object. The body and the tenant's config it read (so a route
 * reads the tenant's settings without loading them again); null when it has answered.
 */
export async function tradeInJsonBody(
  req: NextApiRequest,
  res: NextApiResponse,
  tenant: RequestTenant,
): Promise<{ body: Record<string, unknown>; config: SiteConfig } | null> {
  res.setHeader('Cache-Control', 'private, no-store');
  const config = await loadSiteConfig(tenant.slug);
  if (!config?.features.tradeIn) {
    res.status(404).json({ error: 'Trade-in valuations are not offered on this site.' });
    return null;
  }
  const body = req.body as unknown;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { body: body as Record<string, unknown>, config };
  res.status(400).json({ error: 'Send a JSON object.', errors: {} });
  return null;
}

/**
 * The provider's `update-eval` (odometer and contact details against the EvalID), shared by the
 * wizard's final step and the instant offer: the vehicle record, or null once the step error (502)
 * has been answered because the provider failed or no longer knows the valuation.
 */
export async function updatedValuation(
  res: NextApiResponse,
  provider: ValuationProvider,
  input: Parameters<ValuationProvider['updateEval']>[0],
  what: string,
): Promise<EvalExpertLookup | null> {
  try {
    const valuation = await provider.updateEval(input);
    if (valuation.vehicle.evalId || valuation.vehicle.vin) return valuation;
    console.error(`${what}: ${provider.name} knows no valuation ${input.evalid}`);
  } catch (error) {
    if (!(error instanceof ValuationProviderError)) throw error;
    console.error(`${what} failed (${provider.name}): ${error.message}`);
  }
  res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
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
      const started = await tradeInJsonBody(req, res, tenant);
      if (!started) return;
      const checked = check(started.body);
      if ('errors' in checked) return res.status(400).json({ error: 'Please fix the following errors:', errors: checked.errors });
      const chosen = provider();
      try {
        const lookup = await call(chosen, checked.input);
        const secret = siteEnv().LEADS_API_KEY;
        // Photos may be added to this valuation from this browser (issue 39: not to anyone's).
        if (lookup.vehicle.evalId && secret)
          res.setHeader(
            'Set-Cookie',
            uploadTokenCookie(issueUploadToken(secret, tenant.slug, lookup.vehicle.evalId), tenant.address.proto === 'https'),
          );
        return res.status(200).json(evalExpertAnswer(lookup));
      } catch (error) {
        if (!(error instanceof ValuationProviderError)) throw error;
        console.error(`Trade-in lookup for ${tenant.slug} failed (${chosen.name}): ${error.message}`);
        return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
      }
    },
  });
}
