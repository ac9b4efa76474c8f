/**
 * Server-side stock search for the site: the engine, the tenant's scope, and the result cache
 * (spec §7: "results are cached by key with oldest eviction").
 */
import { LRUCache } from 'lru-cache';
import { tenantScope, type StockSearch, type TenantScope } from '@dealer/stock-search';
import { searchPool, stockSearchFromEnv } from '@dealer/stock-search/createStockSearch';
import { findTenantBySlug } from '@/features/tenant/loadSite';
import { createSearchResultCache } from './searchResultCache';

/** The scope rule lives with the engines (the CMS's saved-search alerts use it too); re-exported for the pages. */
export { tenantScope };

let engine: StockSearch | null = null;

/** The search engine SEARCH_ENGINE names (PostgreSQL on DATABASE_URL by default). */
export function stockSearch(): StockSearch {
  if (!engine) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error('DATABASE_URL is not set: the site reads stock search from PostgreSQL.');
    // Lock and statement timeouts: a locked index fails a search in seconds instead of hanging it.
    engine = stockSearchFromEnv(searchPool(connectionString));
  }
  return engine;
}

const scopes = new LRUCache<string, TenantScope | 'none'>({ max: 500, ttl: 60_000 });

/** The search scope of a tenant (from `tenantFromRequest`), or null when there is no such tenant. */
export async function scopeForTenant(slug: string): Promise<TenantScope | null> {
  const cached = scopes.get(slug);
  if (cached) return cached === 'none' ? null : cached;
  const tenant = await findTenantBySlug(slug);
  const scope: TenantScope | 'none' = tenant
    ? tenantScope(tenant.slug, {
        soldListingDays: tenant.settings?.soldListingDays,
        baseFilterLevel: tenant.settings?.baseFilterLevel,
        baseSearchFilters: (tenant.settings?.baseSearchFilters ?? []).map((f) => f.filter),
      })
    : 'none';
  scopes.set(slug, scope);
  return scope === 'none' ? null : scope;
}

/** Answers kept while the tenant's stock is unchanged (searchResultCache.ts). */
export const cachedSearch = createSearchResultCache(stockSearch);
