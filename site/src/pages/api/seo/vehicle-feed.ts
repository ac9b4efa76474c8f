/**
 * `/feeds/vehicles.xml` of the host's tenant (the proxy rewrites it here): the vehicle inventory
 * feed for Google's vehicle ads and listings (features/seo/vehicleFeedSource.ts).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { tenantVehicleFeed } from '@/features/seo/vehicleFeedSource';

export default async function vehicleFeed(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Use GET.' });
  }
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  let xml: string | null;
  try {
    xml = await tenantVehicleFeed(tenant.slug, tenant.origin);
  } catch (error) {
    console.error(`The vehicle feed of ${tenant.slug} could not be built: ${(error as Error).stack ?? String(error)}`);
    return res.status(503).json({ error: 'The vehicle feed is unavailable right now. Please try again.' });
  }
  if (xml === null) return res.status(404).json({ error: 'No dealer site is served at this address.' });
  // Shared caches keep it a minute at most: the feed follows stock changes.
  sendPublicCache(res, 'public, s-maxage=60, stale-while-revalidate=120');
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  return res.status(200).send(xml);
}
