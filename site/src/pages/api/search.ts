import type { NextApiRequest, NextApiResponse } from 'next';
import { StockQueryError, parseSearchParams } from '@dealer/stock-search';
import { cachedSearch, scopeForTenant } from '@/features/search/stockSearchServer';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';

/**
 * GET /api/search?query=&page=&sortBy=&refinementList[attr][i]=&range[attr]=min:max
 * Stock of the tenant serving the request's host. Bad input: 400 with a reason per parameter.
 */
export default async function search(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Use GET' });
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  if (!(await allowRequest(req, res, RATE_LIMITS.search, tenant.slug))) return;
  const raw = (req.url ?? '').split('?')[1] ?? '';
  const parsed = parseSearchParams(raw);
  if (!parsed.ok) return res.status(400).json({ errors: parsed.errors });
  try {
    const scope = await scopeForTenant(tenant.slug);
    if (!scope) return res.status(404).json({ error: 'No dealer site is served at this address.' });
    const result = await cachedSearch(scope, parsed.state);
    res.setHeader('Cache-Control', 'private, max-age=0, must-revalidate');
    return res.status(200).json(result);
  } catch (error) {
    if (error instanceof StockQueryError) return res.status(400).json({ errors: { [error.parameter ?? 'query']: error.message } });
    // Never leak SQL or engine text to shoppers.
    console.error(`Search failed: ${(error as Error).stack ?? String(error)}`);
    return res.status(500).json({ error: 'Search is unavailable right now. Please try again.' });
  }
}
