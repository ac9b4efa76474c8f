/**
 * GET /api/reviews: the newest reviews of the host's tenant, for the home page's reviews carousel,
 * which loads them when it comes near the viewport (the home page's data carries only the summary).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { LRUCache } from 'lru-cache';
import { loadLatestReviews, type ReviewCard, type ReviewsResponse } from '@/features/reviews/loadReviews';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';

// A burst of shoppers shares one CMS read; an edited review shows within seconds (issue 12).
const latest = new LRUCache<string, ReviewCard[] | 'none'>({
  max: 200,
  ttl: 3_000,
  fetchMethod: async (slug) => (await loadLatestReviews(slug)) ?? 'none',
});

export default async function reviews(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Use GET.' });
  }
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  if (!(await allowRequest(req, res, RATE_LIMITS.reviews, tenant.slug))) return;
  try {
    const cards = await latest.fetch(tenant.slug);
    if (!cards || cards === 'none') return res.status(404).json({ error: 'No dealer site is served at this address.' });
    sendPublicCache(res, 'public, s-maxage=5, stale-while-revalidate=60');
    return res.status(200).json({ reviews: cards } satisfies ReviewsResponse);
  } catch (error) {
    console.error(`The reviews could not be loaded: ${(error as Error).stack ?? String(error)}`);
    return res.status(502).json({ error: 'The reviews are unavailable right now. Please try again.' });
  }
}
