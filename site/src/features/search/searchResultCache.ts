/**
 * The site's cache of stock search answers (spec §7: "results are cached by key with oldest
 * eviction"). With an engine that reports its index version (PostgreSQL), an answer is kept while
 * the tenant's stock is unchanged, for at most 5 minutes: a write or a removal changes the version,
 * so a changed car shows on the next request, and the cap bounds how late a car leaves Just Sold
 * (availability depends on the time too). Other engines keep answers 15 s.
 */
import { LRUCache } from 'lru-cache';
import { toSearchParams, type StockQuery, type StockSearch, type StockSearchResult, type TenantScope } from '@dealer/stock-search';

export const VERSIONED_RESULT_TTL_MS = 5 * 60_000;
export const UNVERSIONED_RESULT_TTL_MS = 15_000;

/** What a cached search asks: a query without its scope or time (the cache adds the scope). */
export type CachedQuery = Omit<StockQuery, 'scope' | 'now'>;

export interface SearchResultCacheOptions {
  max?: number;
  versionedTtlMs?: number;
  unversionedTtlMs?: number;
}

export function createSearchResultCache(engine: () => StockSearch, options: SearchResultCacheOptions = {}) {
  const versionedTtl = options.versionedTtlMs ?? VERSIONED_RESULT_TTL_MS;
  const unversionedTtl = options.unversionedTtlMs ?? UNVERSIONED_RESULT_TTL_MS;
  const results = new LRUCache<string, StockSearchResult>({ max: options.max ?? 1000, ttl: unversionedTtl });

  // A page asks several queries at once: they share one version lookup per tenant.
  const versionsInFlight = new Map<string, Promise<string | null>>();
  function versionOf(search: StockSearch, tenant: string): Promise<string | null> {
    if (!search.indexVersion) return Promise.resolve(null);
    let version = versionsInFlight.get(tenant);
    if (!version) {
      version = search.indexVersion(tenant).finally(() => versionsInFlight.delete(tenant));
      versionsInFlight.set(tenant, version);
    }
    return version;
  }

  /** The answer to `query` in `scope`. */
  return async function cachedSearch(scope: TenantScope, query: CachedQuery): Promise<StockSearchResult> {
    const search = engine();
    const version = await versionOf(search, scope.tenant);
    // The whole scope: a change of the tenant's sold-listing days or base filters is another answer.
    // The shopper's part of the query in its normal form, so equal searches share an answer.
    const cacheKey = JSON.stringify([scope, version, toSearchParams(query), query.hitsPerPage ?? null, query.facets ?? null]);
    const hit = results.get(cacheKey);
    if (hit) return hit;
    const result = await search.search({ scope, ...query });
    results.set(cacheKey, result, { ttl: version === null ? unversionedTtl : versionedTtl });
    return result;
  };
}
