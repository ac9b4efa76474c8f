/**
 * A value loaded from the CMS and kept per process (the tenant domain map, the redirects): it
 * must survive the CMS being briefly away (issue 9). A failed load keeps the last good value,
 * and after a failure the CMS is asked again only after a back-off (doubling up to a maximum),
 * so requests never queue behind a dead CMS. Past its TTL the kept value is still served while a
 * refresh runs (stale-while-revalidate); only the first load is waited for. One log line per
 * failure streak.
 */
import { delay } from './staleRefresh';

export interface LastGoodSourceOptions<T> {
  load: () => Promise<T>;
  /** What callers get before the first good load. */
  empty: T;
  ttlMs: number;
  /** First wait after a failure; doubles per failure up to `maxBackoffMs`. */
  minBackoffMs: number;
  maxBackoffMs: number;
  now?: () => number;
  log: { error: (line: string) => void; info: (line: string) => void };
  /** The log line of a failure streak's start. */
  failureLine: (message: string, keptLastGood: boolean) => string;
  /** The log line when a load succeeds after a failure streak. */
  recoveredLine: string;
  /**
   * How long the refresh of a kept value past its TTL waits (it is served meanwhile); see
   * STALE_REFRESH_DELAY_MS. A first load, and a retry after a failure, are not delayed.
   */
  refreshDelayMs?: number;
}

export function lastGoodSource<T>({
  load,
  empty,
  ttlMs,
  minBackoffMs,
  maxBackoffMs,
  now = Date.now,
  log,
  failureLine,
  recoveredLine,
  refreshDelayMs = 0,
}: LastGoodSourceOptions<T>): () => Promise<T> {
  let lastGood: T | null = null;
  let loadedAt = 0;
  let retryAt = 0;
  let backoff = 0;
  let failing = false;
  let inFlight: Promise<T> | null = null;

  async function refresh(): Promise<T> {
    if (lastGood !== null && !failing && refreshDelayMs > 0) await delay(refreshDelayMs);
    try {
      lastGood = await load();
      loadedAt = now();
      if (failing) log.info(recoveredLine);
      failing = false;
      backoff = 0;
    } catch (error) {
      backoff = backoff === 0 ? minBackoffMs : Math.min(backoff * 2, maxBackoffMs);
      retryAt = now() + backoff;
      if (!failing) log.error(failureLine((error as Error).message, lastGood !== null));
      failing = true;
    }
    return lastGood ?? empty;
  }

  return async () => {
    const at = now();
    if (lastGood && !failing && at - loadedAt < ttlMs) return lastGood;
    if (failing && at < retryAt) return lastGood ?? empty;
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    // Once a load has succeeded, a request is served the kept value while it is refreshed: it never
    // waits on the CMS (the proxy reads these on every page view). The change shows a request later.
    return lastGood ?? inFlight;
  };
}

/**
 * Every document of a CMS REST listing, fetched directly (callers pass their own `fetch`, for
 * tests) a page of 500 at a time, each page bounded by `timeoutMs`. `urlOfPage` gives a page's
 * URL with `limit=500&page={page}` in it. Throws `makeError(message)` on a non-2xx or odd answer.
 */
export async function fetchAllCmsDocs<T>({
  urlOfPage,
  fetch: fetchImpl,
  timeoutMs,
  makeError = (message) => new Error(message),
}: {
  urlOfPage: (page: number) => string;
  fetch: typeof fetch;
  timeoutMs: number;
  makeError?: (message: string) => Error;
}): Promise<T[]> {
  const docs: T[] = [];
  for (let page = 1; ; page++) {
    const response = await fetchImpl(urlOfPage(page), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw makeError(`the CMS answered ${response.status}`);
    const body = (await response.json()) as { docs?: unknown; hasNextPage?: boolean };
    if (!Array.isArray(body.docs)) throw makeError('the CMS answer has no docs list');
    docs.push(...(body.docs as T[]));
    if (body.hasNextPage !== true) return docs;
  }
}
