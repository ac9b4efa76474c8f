/**
 * GET /api/range: the model range of the host's tenant, by body group (the header's Range menu
 * fetches it when opened instead of every page carrying it in its props: issue 11).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { LRUCache } from 'lru-cache';
import type { RangeGroup } from '@dealer/domain';
import { loadRangeBySlug, type RangeModelCard, type RangeResponse } from '@/features/tenant/loadSite';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';

/** Model edits show within a minute (the pages that render the range revalidate on their own). */
const ranges = new LRUCache<string, RangeGroup<RangeModelCard>[] | 'none'>({
  max: 200,
  ttl: 60_000,
  fetchMethod: async (slug) => (await loadRangeBySlug(slug)) ?? 'none',
});

export default async function range(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Use GET.' });
  }
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  if (!(await allowRequest(req, res, RATE_LIMITS.range, tenant.slug))) return;
  try {
    const groups = await ranges.fetch(tenant.slug);
    if (!groups || groups === 'none') return res.status(404).json({ error: 'No dealer site is served at this address.' });
    sendPublicCache(res, 'public, s-maxage=60, stale-while-revalidate=300');
    return res.status(200).json({ groups } satisfies RangeResponse);
  } catch (error) {
    console.error(`The range could not be loaded: ${(error as Error).stack ?? String(error)}`);
    return res.status(502).json({ error: 'The model range is unavailable right now. Please try again.' });
  }
}
