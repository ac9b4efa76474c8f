/** `/robots.txt` of the host's tenant (the proxy rewrites it here): its sitemap on its own origin. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { robotsTxt } from '@dealer/domain';
import { LRUCache } from 'lru-cache';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { findTenantBySlug } from '@/features/tenant/loadSite';

/** Whether a tenant slug names a tenant (a `*.localhost` host names any slug in development). */
const tenantExists = new LRUCache<string, boolean>({
  max: 500,
  ttl: 60_000,
  fetchMethod: async (slug) => Boolean(await findTenantBySlug(slug)),
});

export default async function robots(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Use GET.' });
  }
  const tenant = await tenantFromRequest(req.headers);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  // A host no tenant serves is nobody's site: nothing there is for crawlers.
  let exists = false;
  try {
    exists = Boolean(tenant && (await tenantExists.fetch(tenant.slug)));
  } catch (error) {
    console.error(`robots.txt could not check the tenant: ${(error as Error).message}`);
    return res.status(503).send('');
  }
  if (!tenant || !exists) return res.status(404).send('User-agent: *\nDisallow: /\n');
  sendPublicCache(res, 'public, s-maxage=3600');
  return res.status(200).send(robotsTxt(tenant.origin));
}
