/**
 * GET /api/range: the model range of the host's tenant, by body group (the header's Range menu
 * fetches it when opened instead of every page carrying it in its props: issue 11).
 */
import { LRUCache } from 'lru-cache';
import type { RangeGroup } from '@dealer/domain';
import { loadRangeBySlug, type RangeModelCard, type RangeResponse } from '@/features/tenant/loadSite';
import { sendPublicCache } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite, tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { RATE_LIMITS } from '@/features/rateLimit/rateLimit';

/** Model edits show within a minute (the pages that render the range revalidate on their own). */
const ranges = new LRUCache<string, RangeGroup<RangeModelCard>[] | 'none'>({
  max: 200,
  ttl: 60_000,
  fetchMethod: async (slug) => (await loadRangeBySlug(slug)) ?? 'none',
});

export default tenantApiRoute({
  methods: ['GET'],
  rateLimit: RATE_LIMITS.range,
  failure: { log: 'The range could not be loaded', message: 'The model range is unavailable right now. Please try again.' },
  handler: async (_req, res, tenant) => {
    const groups = await ranges.fetch(tenant.slug);
    if (!groups || groups === 'none') return sendNoDealerSite(res);
    sendPublicCache(res, 'public, s-maxage=60, stale-while-revalidate=300');
    return res.status(200).json({ groups } satisfies RangeResponse);
  },
});
