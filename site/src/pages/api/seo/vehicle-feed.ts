/**
 * `/feeds/vehicles.xml` of the host's tenant (the proxy rewrites it here): the vehicle inventory
 * feed for Google's vehicle ads and listings (features/seo/vehicleFeedSource.ts).
 */
import { sendPublicCache } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite, tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { tenantVehicleFeed } from '@/features/seo/vehicleFeedSource';

export default tenantApiRoute({
  methods: ['GET', 'HEAD'],
  handler: async (_req, res, tenant) => {
    let xml: string | null;
    try {
      xml = await tenantVehicleFeed(tenant.slug, tenant.origin);
    } catch (error) {
      console.error(`The vehicle feed of ${tenant.slug} could not be built: ${(error as Error).stack ?? String(error)}`);
      return res.status(503).json({ error: 'The vehicle feed is unavailable right now. Please try again.' });
    }
    if (xml === null) return sendNoDealerSite(res);
    // Shared caches keep it a minute at most: the feed follows stock changes.
    sendPublicCache(res, 'public, s-maxage=60, stale-while-revalidate=120');
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    return res.status(200).send(xml);
  },
});
