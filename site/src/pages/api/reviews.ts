/**
 * GET /api/reviews: the newest reviews of the host's tenant, for the home page's reviews carousel,
 * which loads them when it comes near the viewport (the home page's data carries only the summary).
 */
import { LRUCache } from 'lru-cache';
import { loadLatestReviews, type ReviewCard, type ReviewsResponse } from '@/features/reviews/loadReviews';
import { sendPublicCache } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite, tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { RATE_LIMITS } from '@/features/rateLimit/rateLimit';

// A burst of shoppers shares one CMS read; an edited review shows within seconds (issue 12).
const latest = new LRUCache<string, ReviewCard[] | 'none'>({
  max: 200,
  ttl: 3_000,
  fetchMethod: async (slug) => (await loadLatestReviews(slug)) ?? 'none',
});

export default tenantApiRoute({
  methods: ['GET'],
  rateLimit: RATE_LIMITS.reviews,
  failure: { log: 'The reviews could not be loaded', message: 'The reviews are unavailable right now. Please try again.' },
  handler: async (_req, res, tenant) => {
    const cards = await latest.fetch(tenant.slug);
    if (!cards || cards === 'none') return sendNoDealerSite(res);
    sendPublicCache(res, 'public, s-maxage=5, stale-while-revalidate=60');
    return res.status(200).json({ reviews: cards } satisfies ReviewsResponse);
  },
});
