/**
 * How long the refresh of a stale server-side cache (CMS content kept per process: redirects,
 * sign-in gates, tenant domains, a tenant's search and car page facts) waits after the request that
 * found it stale. That request is served from the kept copy at once; its page then asks the site
 * for its scripts and images, and the browser parses, lays out and hydrates it. A refresh started
 * at once ran in that window: some ten CMS answers fetched, parsed and mapped on the site's one
 * event loop (and, on a machine that also runs the CMS, its work on the same cores), ahead of the
 * page's own scripts. Issue 11's bench saw it in every other run: the CMS and PostgreSQL took 550 ms
 * of CPU during a search page's first second. Edits still show within the cache's TTL plus this.
 */
export const STALE_REFRESH_DELAY_MS = 3_000;

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An lru-cache `fetchMethod` (with `allowStale`) that loads a missing entry at once and refreshes a
 * stale one only after `delayMs`: the stale value is served meanwhile.
 */
export function refreshStaleAfterDelay<K, V>(
  load: (key: K) => Promise<V>,
  delayMs: number = STALE_REFRESH_DELAY_MS,
): (key: K, staleValue: V | undefined) => Promise<V> {
  return async (key, staleValue) => {
    if (staleValue !== undefined && delayMs > 0) await delay(delayMs);
    return load(key);
  };
}
