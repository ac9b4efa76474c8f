/** `/robots.txt` of the host's tenant (the proxy rewrites it here): its sitemap on its own origin. */
import type { NextApiResponse } from 'next';
import { robotsTxt } from '@dealer/domain';
import { LRUCache } from 'lru-cache';
import { sendPublicCache } from '@/features/tenant/tenantFromRequest';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { findTenantBySlug } from '@/features/tenant/loadSite';

/** Whether a tenant slug names a tenant (a `*.localhost` host names any slug in development). */
const tenantExists = new LRUCache<string, boolean>({
  max: 500,
  ttl: 60_000,
  fetchMethod: async (slug) => Boolean(await findTenantBySlug(slug)),
});

const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** A host no tenant serves is nobody's site: nothing there is for crawlers. */
function sendDisallowAll(res: NextApiResponse) {
  res.setHeader('Content-Type', PLAIN_TEXT);
  res.status(404).send('User-agent: *\nDisallow: /\n');
}

export default tenantApiRoute({
  methods: ['GET', 'HEAD'],
  unknownTenant: sendDisallowAll,
  handler: async (_req, res, tenant) => {
    res.setHeader('Content-Type', PLAIN_TEXT);
    let exists: boolean;
    try {
      exists = Boolean(await tenantExists.fetch(tenant.slug));
    } catch (error) {
      console.error(`robots.txt could not check the tenant: ${(error as Error).message}`);
      return res.status(503).send('');
    }
    if (!exists) return sendDisallowAll(res);
    sendPublicCache(res, 'public, s-maxage=3600');
    return res.status(200).send(robotsTxt(tenant.origin));
  },
});
