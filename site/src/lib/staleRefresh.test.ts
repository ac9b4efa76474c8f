import { LRUCache } from 'lru-cache';
import { refreshStaleAfterDelay, STALE_REFRESH_DELAY_MS } from './staleRefresh';

describe('refreshStaleAfterDelay (an lru-cache fetchMethod)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads a missing entry at once, and refreshes a stale one only STALE_REFRESH_DELAY_MS later, serving the kept value meanwhile', async () => {
    const loads: string[] = [];
    let version = 0;
    const cache = new LRUCache<string, string>({
      max: 10,
      ttl: 30_000,
      allowStale: true,
      fetchMethod: refreshStaleAfterDelay(async (key: string) => {
        loads.push(key);
        return `${key}@${++version}`;
      }),
    });
    expect(await cache.fetch('coastline')).toBe('coastline@1');
    // Stale (lru-cache reads its own clock, which fake timers do not move: forced here).
    expect(await cache.fetch('coastline', { forceRefresh: true })).toBe('coastline@1');
    await jest.advanceTimersByTimeAsync(STALE_REFRESH_DELAY_MS - 1);
    expect(await cache.fetch('coastline')).toBe('coastline@1');
    expect(loads).toEqual(['coastline']);
    await jest.advanceTimersByTimeAsync(1);
    expect(loads).toEqual(['coastline', 'coastline']);
    expect(await cache.fetch('coastline')).toBe('coastline@2');
  });

  it('with a delay of 0 refreshes a stale entry at once', async () => {
    let version = 0;
    const fetchMethod = refreshStaleAfterDelay(async () => ++version, 0);
    expect(await fetchMethod('k', 1)).toBe(1);
    expect(await fetchMethod('k', undefined)).toBe(2);
  });
});
