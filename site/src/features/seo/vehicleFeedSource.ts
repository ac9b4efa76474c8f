/**
 * A tenant's vehicle inventory feed (issue 12; the format is packages/domain feeds/vehicleFeed.ts),
 * read from the CMS's REST API: the cars it shows anonymous shoppers, in stock. Regenerated when
 * stock changes: each request asks the CMS for the count and the latest change of those cars (one
 * small query), and the feed is rebuilt when either differs from the cached feed's.
 */
import { LRUCache } from 'lru-cache';
import type { Car, Dealership, Location } from '@dealer/cms/payload-types';
import { localeFormat, vehicleFeedItems, vehicleFeedXml, type FeedCar } from '@dealer/domain';
import { cmsFind, cmsFindAll, siteMediaPath } from '@/lib/cmsClient';
import { loadSite } from '@/features/tenant/loadSite';

const inStock = (tenantId: number) => ({
  and: [{ tenant: { equals: tenantId } }, { status: { equals: 'in_stock' } }, { item_type: { not_equals: 'caravan' } }],
});

const FIELDS = {
  slug: true,
  vin: true,
  stocknum: true,
  year: true,
  make: true,
  model: true,
  badge: true,
  car_type: true,
  status: true,
  item_type: true,
  km: true,
  price: true,
  offer_price: true,
  primary_image_url: true,
  images: true,
  dealership: true,
  location: true,
} as const;

function feedCarOf(car: Car): FeedCar {
  const dealership = typeof car.dealership === 'object' ? (car.dealership as Dealership) : null;
  const location = typeof car.location === 'object' && car.location ? (car.location as Location) : null;
  const images = [car.primary_image_url, ...(car.images ?? []).map((entry) => entry.image)]
    .map((url) => siteMediaPath(url))
    .filter((url): url is string => Boolean(url));
  return {
    id: String(car.id),
    slug: car.slug ?? String(car.id),
    vin: car.vin ?? null,
    stocknum: car.stocknum,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    carType: car.car_type,
    status: car.status,
    itemType: car.item_type ?? null,
    km: car.km ?? null,
    price: car.price ?? null,
    offerPrice: car.offer_price ?? null,
    images: [...new Set(images)],
    dealership: dealership ? { slug: dealership.slug ?? String(dealership.id), name: dealership.name } : null,
    address: location?.address ?? null,
  };
}

async function stockStamp(tenantId: number): Promise<string> {
  const latest = await cmsFind<Pick<Car, 'updatedAt'>>('cars', {
    where: inStock(tenantId),
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
  });
  return `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}`;
}

interface BuiltFeed {
  tenantId: number;
  stamp: string;
  xml: string;
}

/** Builds the feed; `stamp` is the stock stamp just read for this tenant, when there is one (not read twice). */
async function buildFeed(slug: string, origin: string, known?: { tenantId: number; stamp: string }): Promise<BuiltFeed | null> {
  const site = await loadSite(slug);
  if (!site) return null;
  const stamp = known && known.tenantId === site.tenant.id ? known.stamp : await stockStamp(site.tenant.id);
  const cars: FeedCar[] = (await cmsFindAll<Car>('cars', { where: inStock(site.tenant.id), depth: 1, sort: 'id', select: FIELDS })).map(
    feedCarOf,
  );
  const format = localeFormat(site.config.settings.locale);
  const facts = {
    origin,
    siteName: site.tenant.name,
    currency: format.currency,
    country: format.country,
    distanceUnit: format.distanceUnit,
  };
  return { tenantId: site.tenant.id, stamp, xml: vehicleFeedXml(facts, vehicleFeedItems(cars, facts)) };
}

const feeds = new LRUCache<string, BuiltFeed>({ max: 100 });
const building = new Map<string, Promise<BuiltFeed | null>>();

/** The feed of a tenant (slug and origin from `tenantFromRequest`), or null when there is no such tenant. */
export async function tenantVehicleFeed(slug: string, origin: string): Promise<string | null> {
  const key = `${slug} ${origin}`;
  const cached = feeds.get(key);
  const current = cached ? { tenantId: cached.tenantId, stamp: await stockStamp(cached.tenantId) } : undefined;
  // The stock has not changed since the feed was built: it stands.
  if (cached && cached.stamp === current?.stamp) return cached.xml;
  // One build at a time per tenant: concurrent crawlers share it.
  let pending = building.get(key);
  if (!pending) {
    pending = buildFeed(slug, origin, current).finally(() => building.delete(key));
    building.set(key, pending);
  }
  const built = await pending;
  if (!built) return null;
  feeds.set(key, built);
  return built.xml;
}
