/**
 * `/sitemap.xml` and `/sitemap-{n}.xml` of the host's tenant (the proxy rewrites them here):
 * one `<urlset>` up to 50,000 URLs, past that an index of parts (packages/domain routing/sitemap.ts).
 */
import { sitemapIndexXml, sitemapPart, sitemapPartCount, sitemapXml } from '@dealer/domain';
import { sendPublicCache } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite, tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { tenantSitemap } from '@/features/seo/sitemapSource';

export default tenantApiRoute({
  methods: ['GET', 'HEAD'],
  handler: async (req, res, tenant) => {
    const partParam = typeof req.query.part === 'string' ? req.query.part : undefined;
    if (partParam !== undefined && !/^[1-9]\d{0,4}$/.test(partParam)) return res.status(404).json({ error: 'No such sitemap.' });
    let entries;
    try {
      entries = await tenantSitemap(tenant.slug);
    } catch (error) {
      console.error(`The sitemap of ${tenant.slug} could not be built: ${(error as Error).stack ?? String(error)}`);
      return res.status(503).json({ error: 'The sitemap is unavailable right now. Please try again.' });
    }
    if (!entries) return sendNoDealerSite(res);

    const parts = sitemapPartCount(entries.length);
    let xml: string;
    if (partParam === undefined) {
      xml = parts === 1 ? sitemapXml(tenant.origin, entries) : sitemapIndexXml(tenant.origin, parts);
    } else {
      // Parts exist only when the sitemap is split.
      const part = parts > 1 ? sitemapPart(entries, Number(partParam)) : null;
      if (!part) return res.status(404).json({ error: 'No such sitemap.' });
      xml = sitemapXml(tenant.origin, part);
    }
    sendPublicCache(res, 'public, s-maxage=300, stale-while-revalidate=600');
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    return res.status(200).send(xml);
  },
});
