/**
 * A value loaded from the CMS and kept per process (the tenant domain map, the redirects): it
 * must survive the CMS being briefly away (issue 9). A failed load keeps the last good value,
 * and after a failure the CMS is asked again only after a back-off (doubling up to a maximum),
 * so requests never queue behind a dead CMS. One log line per failure streak.
 */
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
}: LastGoodSourceOptions<T>): () => Promise<T> {
  let lastGood: T | null = null;
  let loadedAt = 0;
  let retryAt = 0;
  let backoff = 0;
  let failing = false;
  let inFlight: Promise<T> | null = null;

  async function refresh(): Promise<T> {
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
    return inFlight;
  };
}
