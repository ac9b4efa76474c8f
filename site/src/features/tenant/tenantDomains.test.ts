import { domainMapOf, tenantDomainSource } from './tenantDomains';

const TENANTS = {
  docs: [
    { id: 1, slug: 'coastline', domains: [{ domain: 'CoastlineMotors.com.au' }, { domain: 'coastline.example' }] },
    { id: 2, slug: 'harbour-mazda', domains: [{ domain: 'www.harbourmazda.com.au' }] },
  ],
};

/** A CMS that answers from a script of outcomes, one per call, and counts calls. */
function scriptedCms(outcomes: ('ok' | 'down' | 500 | 'hang')[]) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push(url);
    const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
    if (outcome === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
    if (outcome === 'hang')
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    if (typeof outcome === 'number') return new Response('oops', { status: outcome });
    return new Response(JSON.stringify(TENANTS), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

function logs() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      error: (l: string) => lines.push(`error ${l}`),
      info: (l: string) => lines.push(`info ${l}`),
      warn: (l: string) => lines.push(`warn ${l}`),
    },
  };
}

/** Lets a background refresh (the scripted CMS answers at once) finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tenant domain map (issue 9: resilience)', () => {
  it('reads every page of tenants, 500 at a time (the CMS caps anonymous reads at 500)', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url).searchParams.get('page'));
      const docs = page === 1 ? [TENANTS.docs[0]] : [TENANTS.docs[1]];
      return new Response(JSON.stringify({ docs, hasNextPage: page < 2 }), { status: 200 });
    }) as typeof fetch;
    const map = await tenantDomainSource({ cmsUrl: 'http://cms', fetch: fetchImpl, log: logs().log })();
    expect(urls.map((u) => [new URL(u).searchParams.get('limit'), new URL(u).searchParams.get('page')])).toEqual([
      ['500', '1'],
      ['500', '2'],
    ]);
    expect(map.hosts.get('harbourmazda.com.au')).toBe('harbour-mazda');
    expect(map.hosts.get('coastlinemotors.com.au')).toBe('coastline');
  });

  it('maps every listed domain, without www., to its tenant; the first listed is the primary', async () => {
    const { fetchImpl } = scriptedCms(['ok']);
    const map = await tenantDomainSource({ cmsUrl: 'http://cms', fetch: fetchImpl, log: logs().log })();
    expect(Object.fromEntries(map.hosts)).toEqual({
      'coastlinemotors.com.au': 'coastline',
      'coastline.example': 'coastline',
      'harbourmazda.com.au': 'harbour-mazda',
    });
    expect(Object.fromEntries(map.primary)).toEqual({ coastline: 'coastlinemotors.com.au', 'harbour-mazda': 'www.harbourmazda.com.au' });
  });

  it('a domain two tenants list stays with the older tenant, whatever the order', () => {
    const warnings: string[] = [];
    const map = domainMapOf(
      [
        { id: 7, slug: 'intruder', domains: [{ domain: 'coastlinemotors.com.au' }] },
        { id: 1, slug: 'coastline', domains: [{ domain: 'coastlinemotors.com.au' }] },
      ],
      (line) => warnings.push(line),
    );
    expect(map.hosts.get('coastlinemotors.com.au')).toBe('coastline');
    expect(map.primary.has('intruder')).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('keeps the last good map when the CMS is down or answers 500, and logs once per failure streak', async () => {
    const { calls, fetchImpl } = scriptedCms(['ok', 'down', 500, 'down', 'ok']);
    const time = clock();
    const { lines, log } = logs();
    const domains = tenantDomainSource({ cmsUrl: 'http://cms', fetch: fetchImpl, now: time.now, log, ttlMs: 60_000, refreshDelayMs: 0 });
    const good = await domains();
    expect(good.hosts.get('coastlinemotors.com.au')).toBe('coastline');

    // Each request past the TTL or a back-off is answered with the kept map at once; the CMS is
    // asked in the background (settled() waits for that).
    time.advance(61_000); // stale: asks again, the CMS is down
    expect(await domains()).toBe(good);
    await settled();
    time.advance(5_000); // first back-off over: a 500
    expect(await domains()).toBe(good);
    await settled();
    time.advance(10_000); // doubled back-off over: down again
    expect(await domains()).toBe(good);
    await settled();
    expect(calls).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('error'))).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED');

    time.advance(20_000);
    expect(await domains()).toBe(good);
    await settled();
    const again = await domains();
    expect(again).not.toBe(good);
    expect(again.hosts.get('harbourmazda.com.au')).toBe('harbour-mazda');
    expect(calls).toHaveLength(5);
    expect(lines.at(-1)).toBe('info Tenant domains loaded again from the CMS');
  });

  it('does not ask the CMS on every request while it is down: 5 s back-off doubling to 60 s', async () => {
    const { calls, fetchImpl } = scriptedCms(['down']);
    const time = clock();
    const domains = tenantDomainSource({ cmsUrl: 'http://cms', fetch: fetchImpl, now: time.now, log: logs().log });
    expect((await domains()).hosts.size).toBe(0);
    for (let i = 0; i < 50; i++) await domains();
    expect(calls).toHaveLength(1);

    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      let waited = 0;
      while (calls.length === i + 1) {
        time.advance(1_000);
        waited += 1_000;
        await domains();
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('gives up on a CMS that does not answer after the timeout, and shares one load between concurrent requests', async () => {
    const { calls, fetchImpl } = scriptedCms(['hang']);
    const domains = tenantDomainSource({ cmsUrl: 'http://cms', fetch: fetchImpl, log: logs().log, timeoutMs: 50 });
    const started = Date.now();
    const maps = await Promise.all([domains(), domains(), domains()]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(maps.every((m) => m.hosts.size === 0)).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
