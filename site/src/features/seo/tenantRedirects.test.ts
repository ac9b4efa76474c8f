import { redirectMapOf, tenantRedirectSource } from './tenantRedirects';
import { STALE_REFRESH_DELAY_MS } from '@/lib/staleRefresh';

const doc = (slug: string, from: string, to: string, type: 'permanent' | 'temporary' = 'permanent') => ({
  from,
  to,
  type,
  tenant: { slug },
});

function cmsAnswering(answers: Array<unknown[] | 'down'>) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)];
    if (answer === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
    return new Response(JSON.stringify({ docs: answer, hasNextPage: false }), { status: 200 });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

const quiet = { error: () => undefined, info: () => undefined };

/** Lets a background refresh (the scripted CMS answers at once) finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('redirectMapOf', () => {
  it('keys each tenant’s rules by the matched path; 302 only for temporary ones', () => {
    const map = redirectMapOf([
      doc('coastline', '/Old-Offers/', '/offers'),
      doc('coastline', '/winter', '/offers', 'temporary'),
      doc('harbour-mazda', '/old-offers', 'https://harbourmazda.com.au/offers'),
      { from: '/orphan', to: '/x', tenant: 7 },
    ]);
    expect(map.get('coastline')?.get('/old-offers')).toEqual({ from: '/old-offers', to: '/offers', status: 301 });
    expect(map.get('coastline')?.get('/winter')?.status).toBe(302);
    expect(map.get('harbour-mazda')?.get('/old-offers')?.to).toBe('https://harbourmazda.com.au/offers');
    expect([...map.keys()]).toEqual(['coastline', 'harbour-mazda']);
  });
});

describe('tenantRedirectSource', () => {
  it('asks the CMS for the rules with their tenant’s slug, serves them 3 s, then refreshes them without making a request wait', async () => {
    let t = 0;
    const cms = cmsAnswering([[doc('coastline', '/a', '/b')], [doc('coastline', '/a', '/c')]]);
    const source = tenantRedirectSource({ cmsUrl: 'http://cms', fetch: cms.fetchImpl, now: () => t, log: quiet, refreshDelayMs: 0 });
    expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
    expect(new URL(cms.urls[0]!).searchParams.get('populate[tenants][slug]')).toBe('true');
    t += 2_000;
    expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
    expect(cms.urls).toHaveLength(1);
    t += 1_500;
    // Past 3 s: this request gets the kept rules at once and starts the refresh; the next one the new rules.
    expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
    expect(cms.urls).toHaveLength(2);
    await settled();
    expect((await source()).get('coastline')?.get('/a')?.to).toBe('/c');
  });

  it('asks the CMS again only STALE_REFRESH_DELAY_MS after the request that found the rules stale (its page loads first)', async () => {
    jest.useFakeTimers();
    try {
      let t = 0;
      const cms = cmsAnswering([[doc('coastline', '/a', '/b')], [doc('coastline', '/a', '/c')]]);
      const source = tenantRedirectSource({ cmsUrl: 'http://cms', fetch: cms.fetchImpl, now: () => t, log: quiet });
      expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
      t += 3_500;
      expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
      await jest.advanceTimersByTimeAsync(STALE_REFRESH_DELAY_MS - 1);
      // Requests meanwhile get the kept rules and start nothing more.
      expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
      expect(cms.urls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(cms.urls).toHaveLength(2);
      await jest.advanceTimersByTimeAsync(0);
      expect((await source()).get('coastline')?.get('/a')?.to).toBe('/c');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the last good rules while the CMS is away, and logs the streak once', async () => {
    let t = 0;
    const errors: string[] = [];
    const cms = cmsAnswering([[doc('coastline', '/a', '/b')], 'down']);
    const source = tenantRedirectSource({
      cmsUrl: 'http://cms',
      fetch: cms.fetchImpl,
      now: () => t,
      log: { ...quiet, error: (l) => errors.push(l) },
      refreshDelayMs: 0,
    });
    await source();
    t += 10_000;
    expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
    await settled();
    t += 1_000;
    expect((await source()).get('coastline')?.get('/a')?.to).toBe('/b');
    expect(errors).toEqual([
      expect.stringContaining('Redirects could not be loaded (fetch failed: ECONNREFUSED); keeping the last good list'),
    ]);
  });
});
