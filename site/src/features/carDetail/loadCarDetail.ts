/**
 * Loads a car page per request: the tenant's site (cached briefly: it changes through the CMS, and
 * the car page must stay fast), the car from StockSearch (never cached: availability is judged
 * now), its dealership and button set, and similar in-stock cars for a sold one.
 */
import { LRUCache } from 'lru-cache';
import { refreshStaleAfterDelay } from '@/lib/staleRefresh';
import type { ButtonSet, Dealership, Tenant } from '@dealer/cms/payload-types';
import type { CarHit, IndexedCar, TenantScope } from '@dealer/stock-search';
import { priceRange } from '@dealer/stock-search';
import { SOLD_CAR_LOOKBACK_DAYS, soldCarPageStatus, type SoldCarPageStatus } from '@dealer/domain';
import { cmsFind, siteMediaPath } from '@/lib/cmsClient';
import { loadSite, type SiteContext } from '@/features/tenant/loadSite';
import { stockSearch, tenantScope } from '@/features/search/stockSearchServer';
import { buildCarDetail, similarCarOf, type CarDetail, type SimilarCar } from './carDetailModel';

export interface TenantCarContext {
  site: SiteContext;
  tenant: Tenant;
  scope: TenantScope;
  dealerships: Dealership[];
  buttonSets: ButtonSet[];
}

/**
 * Kept a minute per tenant, then served while a refresh runs once the page that found it stale has
 * loaded (STALE_REFRESH_DELAY_MS): no car page waits for the CMS once its tenant has been seen.
 */
const contexts = new LRUCache<string, TenantCarContext | 'none'>({
  max: 200,
  ttl: 60_000,
  allowStale: true,
  fetchMethod: refreshStaleAfterDelay(loadTenantCarContext),
});

/** The tenant's site and the data every car page of it needs; null when there is no such tenant. */
export async function tenantCarContext(slug: string): Promise<TenantCarContext | null> {
  const context = await contexts.fetch(slug);
  return context && context !== 'none' ? context : null;
}

async function loadTenantCarContext(slug: string): Promise<TenantCarContext | 'none'> {
  const site = await loadSite(slug);
  if (!site) return 'none';
  const [tenants, dealerships, buttonSets] = await Promise.all([
    cmsFind<Tenant>('tenants', { where: { slug: { equals: slug } }, depth: 0, limit: 1 }),
    cmsFind<Dealership>('dealerships', { where: { tenant: { equals: site.tenant.id } }, depth: 0, limit: 100 }),
    cmsFind<ButtonSet>('button-sets', { where: { tenant: { equals: site.tenant.id } }, depth: 0, limit: 50 }),
  ]);
  const tenant = tenants.docs[0];
  if (!tenant) return 'none';
  return {
    site,
    tenant,
    scope: tenantScope(slug, site.config.settings),
    dealerships: dealerships.docs,
    buttonSets: buttonSets.docs,
  };
}

export interface CarPage {
  context: TenantCarContext;
  car: CarDetail;
  similar: SimilarCar[];
  /** `listed`, or a sold car no longer listed: `recently-sold` (200, noindex) or `gone` (410). */
  status: SoldCarPageStatus;
  /** The car as StockSearch has it: the checkout rule (features/reservations) reads its price and reserved flag. */
  indexed: IndexedCar;
}

/** The car with `carSlug` on tenant `tenantSlug`'s site, or null (another tenant's car is null too). */
export async function loadCarPage(tenantSlug: string, carSlug: string, now = new Date()): Promise<CarPage | null> {
  const context = await tenantCarContext(tenantSlug);
  if (!context) return null;
  let indexed = await stockSearch().getBySlug(context.scope, carSlug, now);
  let status: SoldCarPageStatus = 'listed';
  if (!indexed) {
    // Not listed: a car sold since the listing window still gets its SOLD notice and similar cars
    // (an old link or email), looked up as far back as the CMS shows sold cars.
    const sold = await stockSearch().getBySlug({ ...context.scope, soldListingDays: SOLD_CAR_LOOKBACK_DAYS }, carSlug, now);
    if (!sold || sold.status !== 'sold') return null;
    indexed = sold;
    status = soldCarPageStatus({ listed: false, soldAt: sold.sold_date_timestamp }, now);
  }
  if (indexed.tenant !== context.scope.tenant) return null;
  const dealership = context.dealerships.find((d) => String(d.id) === indexed.dealership_id) ?? null;
  const car = buildCarDetail({
    indexed,
    siteConfig: context.site.config,
    tenant: context.tenant,
    dealership,
    buttonSets: context.buttonSets,
    now,
    mediaUrl: siteMediaPath,
  });
  const similar = car.sold
    ? (await similarCars(context.scope, indexed, now)).map((hit) => similarCarOf(hit, context.site.config, siteMediaPath))
    : [];
  return { context, car, similar, status, indexed };
}

export const SIMILAR_CARS = 4;

/**
 * Similar in-stock cars for a sold one: the same make and model first, then the same body in the
 * same price band; never the car itself.
 */
export async function similarCars(scope: TenantScope, car: CarHit, now: Date): Promise<CarHit[]> {
  const inStock = { status: ['in_stock'], item_type: [car.item_type] };
  const queries: Record<string, string[]>[] = [{ ...inStock, make_model: [`${car.make} > ${car.model}`] }];
  const band = priceRange(car.offer_price ?? car.price);
  if (car.body) queries.push({ ...inStock, body: [car.body], ...(band ? { price_range: [band] } : {}) });
  queries.push({ ...inStock, ...(car.body ? { body: [car.body] } : {}) });
  const found = new Map<string, CarHit>();
  for (const refinements of queries) {
    if (found.size >= SIMILAR_CARS) break;
    const result = await stockSearch().search({ scope, refinements, hitsPerPage: SIMILAR_CARS + 1, facets: [], now });
    for (const hit of result.hits) if (hit.id !== car.id && found.size < SIMILAR_CARS) found.set(hit.id, hit);
  }
  return [...found.values()];
}
