/**
 * Issue 9, "no feed can wipe a yard": stock feeds through the real POST /api/stock/feed handler
 * (and the importer's readFeed + applyStockFeed) against a real PostgreSQL.
 */
import pg from 'pg';
import { sql } from '@payloadcms/db-postgres';
import { FEED_KEY_LOCKOUT } from '../src/rateLimit';
import type { Payload } from 'payload';
import { EMPTY_FEED_REASON, isNewArrival, readFeed } from '@dealer/domain';
import { rest, startTestPayload, stopTestPayload, createTestTenant } from './helpers/testPayload';
import { applyStockFeed, FEED_IN_PROGRESS_REASON, FEED_LOCK_NAMESPACE } from '../src/stockFeed/applyStockFeed';

// The lockout counts by the address our proxy saw: these tests play that proxy (X-Forwarded-For).
process.env.TRUSTED_PROXY = 'true';

let payload: Payload;
const key = 'feed-safety-key-0123456789abcdef';
const otherKey = 'other-tenant-key-0123456789abcdef';
const password = 'test-password-123';
const ids = {} as Record<'tenantA' | 'tenantB' | 'dealership' | 'otherDealership', number>;
let editorA = '';
let editorB = '';
let addressSeq = 0;
/** A fresh client address per request unless a test means one: wrong keys of one test never lock out another. */
const nextAddress = () => `198.51.100.${(addressSeq += 1)}`;

type Vehicle = { stocknum: string; make: string; model: string; year: number; car_type: string; created_at?: string };
const vehicle = (stocknum: string, extra: Partial<Vehicle> = {}): Vehicle => ({
  stocknum,
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  car_type: 'used',
  ...extra,
});
const STOCK = Array.from({ length: 10 }, (_, i) => `S${i + 1}`);

function push(body: unknown, { feedKey = key, address = nextAddress(), headers = {} as Record<string, string> } = {}) {
  return rest('POST', 'stock/feed', {
    body,
    headers: { ...(feedKey ? { authorization: `Bearer ${feedKey}` } : {}), 'x-forwarded-for': address, ...headers },
  });
}

/** The dealership's cars as [stocknum, status], sorted: what "the yard" means in these tests. */
async function yard(dealership = ids.dealership): Promise<[string, string][]> {
  const cars = await payload.find({
    collection: 'cars',
    where: { dealership: { equals: dealership } },
    sort: 'stocknum',
    depth: 0,
    limit: 0,
    pagination: false,
  });
  return cars.docs.map((car) => [car.stocknum, car.status]);
}

const listedIn = (state: [string, string][]) =>
  state
    .filter(([, status]) => status !== 'sold')
    .map(([stocknum]) => stocknum)
    .sort();

beforeAll(async () => {
  payload = await startTestPayload();
  const tenant = (slug: string) => createTestTenant(payload, slug);
  ids.tenantA = (await tenant('feed-alpha')).id;
  ids.tenantB = (await tenant('feed-bravo')).id;
  ids.dealership = (
    await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Feed Alpha Toyota', stockFeedKey: key } })
  ).id;
  ids.otherDealership = (
    await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantB, name: 'Feed Bravo Kia', stockFeedKey: otherKey } })
  ).id;
  for (const [email, tenantId] of [
    ['editor@feed-alpha.test', ids.tenantA],
    ['editor@feed-bravo.test', ids.tenantB],
  ] as const) {
    await payload.create({ collection: 'users', data: { email, password, tenants: [{ tenant: tenantId, roles: ['tenant-editor'] }] } });
  }
  editorA = (await payload.login({ collection: 'users', data: { email: 'editor@feed-alpha.test', password } })).token!;
  editorB = (await payload.login({ collection: 'users', data: { email: 'editor@feed-bravo.test', password } })).token!;

  // The yard: ten listed cars and one sold long ago.
  const first = await push({ vehicles: [...STOCK, 'OLD1'].map((stocknum) => vehicle(stocknum)) });
  expect(first.status).toBe(200);
  await push({ vehicles: STOCK.map((stocknum) => vehicle(stocknum)) });
  expect(listedIn(await yard())).toEqual([...STOCK].sort());
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('an empty feed is refused and changes nothing', () => {
  it.each([
    ['[]', []],
    ['{ vehicles: [] }', { vehicles: [] }],
  ])('POST %s answers 400 with the reason', async (_label, body) => {
    const before = await yard();
    const { status, json } = await push(body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: 'refused', applied: false, reason: EMPTY_FEED_REASON, vehicles: 0, markedSold: 0 });
    expect(await yard()).toEqual(before);
  });

  it('a CSV with only its header is refused by the importer', async () => {
    const before = await yard();
    const dealership = await payload.findByID({ collection: 'dealerships', id: ids.dealership, depth: 0 });
    const report = await applyStockFeed(payload, dealership, readFeed('stocknum,make,model,year,car_type\n', 'csv'));
    expect(report).toMatchObject({ status: 'refused', applied: false, reason: EMPTY_FEED_REASON });
    expect(await yard()).toEqual(before);
  });
});

describe('a feed that would mark more than 30% of the listed cars sold is held until confirmed', () => {
  it('a feed missing 1 of 10 (10%) applies', async () => {
    const { status, json } = await push({ vehicles: STOCK.slice(0, 9).map((s) => vehicle(s)) });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'applied', applied: true, markedSold: 1, listed: 10, wouldMarkSold: 1 });
    // Back to ten listed for the next tests.
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) })).status).toBe(200);
  });

  it('an 80%-missing feed is held: 202, nothing changed, the answer says how many of how many', async () => {
    const before = await yard();
    const { status, json } = await push({ vehicles: STOCK.slice(0, 2).map((s) => vehicle(s)) });
    expect(status).toBe(202);
    expect(json).toMatchObject({ status: 'held', applied: false, listed: 10, wouldMarkSold: 8, markedSold: 0, updated: 0 });
    expect(json.reason).toBe(
      'The feed would mark 8 of 10 listed cars sold (80%, more than 30%). It was held and nothing was changed: confirm the removals to apply it.',
    );
    expect(await yard()).toEqual(before);

    // Staff of the tenant see the held run in the admin's collection; another tenant's staff and the public do not.
    const runs = await rest('GET', `stock-feed-runs/${json.run}`, { token: editorA });
    expect(runs.status).toBe(200);
    expect(runs.json).toMatchObject({ status: 'held', listed: 10, wouldMarkSold: 8, summary: 'Held: would mark 8 of 10 listed cars sold' });
    expect((await rest('GET', `stock-feed-runs/${json.run}`, { token: editorB })).status).toBe(404);
    expect((await rest('GET', `stock-feed-runs?where[status][equals]=held`, { token: editorB })).json.docs).toEqual([]);
    expect((await rest('GET', `stock-feed-runs/${json.run}`)).status).toBe(403);
    // Runs are the importer's record: staff can only confirm a held one, never rewrite, create or delete one.
    const rewritten = await rest('PATCH', `stock-feed-runs/${json.run}`, { token: editorA, body: { status: 'applied', markedSold: 0 } });
    expect(rewritten.json.doc).toMatchObject({ status: 'held', wouldMarkSold: 8 });
    expect((await rest('DELETE', `stock-feed-runs/${json.run}`, { token: editorA })).status).toBe(403);
    expect(
      (
        await rest('POST', 'stock-feed-runs', {
          token: editorA,
          body: { tenant: ids.tenantA, dealership: ids.dealership, status: 'applied', source: 'push', summary: 'x', vehicles: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('the same feed with "confirmRemovals": true applies and is recorded as confirmed', async () => {
    const { status, json } = await push({ vehicles: STOCK.slice(0, 2).map((s) => vehicle(s)), confirmRemovals: true });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'confirmed', applied: true, markedSold: 8, updated: 2 });
    expect(listedIn(await yard())).toEqual(['S1', 'S2']);
    const run = await payload.findByID({ collection: 'stock-feed-runs', id: json.run, depth: 0 });
    expect(run).toMatchObject({ status: 'confirmed', markedSold: 8, source: 'push' });
    // Restock for the next tests (8 new arrivals of 2 listed: no removals, nothing held).
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) })).status).toBe(200);
  });

  it('the importer holds too, and applies with confirmRemovals (--confirm-removals)', async () => {
    const dealership = await payload.findByID({ collection: 'dealerships', id: ids.dealership, depth: 0 });
    const csv = `stocknum,make,model,year,car_type\n${STOCK.slice(0, 3)
      .map((s) => `${s},Toyota,Corolla,2022,used`)
      .join('\n')}`;
    const before = await yard();
    expect(await applyStockFeed(payload, dealership, readFeed(csv, 'csv'))).toMatchObject({ status: 'held', wouldMarkSold: 7 });
    expect(await yard()).toEqual(before);
    const confirmed = await applyStockFeed(payload, dealership, readFeed(csv, 'csv'), { confirmRemovals: true });
    expect(confirmed).toMatchObject({ status: 'confirmed', markedSold: 7 });
    expect(listedIn(await yard())).toEqual(['S1', 'S2', 'S3']);
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) })).status).toBe(200);
  });

  it('staff of the tenant confirm a held feed in the admin: the kept feed is applied and the held run points at its result', async () => {
    const held = await push({ vehicles: STOCK.slice(0, 2).map((s) => vehicle(s)) });
    expect(held.status).toBe(202);
    const before = await yard();
    // Another tenant's editor cannot touch it.
    expect((await rest('PATCH', `stock-feed-runs/${held.json.run}`, { token: editorB, body: { confirmRemovals: true } })).status).toBe(403);
    expect(await yard()).toEqual(before);

    const confirmed = await rest('PATCH', `stock-feed-runs/${held.json.run}`, { token: editorA, body: { confirmRemovals: true } });
    expect(confirmed.status).toBe(200);
    expect(listedIn(await yard())).toEqual(['S1', 'S2']);
    const heldRun = confirmed.json.doc;
    expect(heldRun).toMatchObject({ status: 'held', confirmRemovals: true });
    expect(heldRun).not.toHaveProperty('feed');
    const applied = await payload.findByID({
      collection: 'stock-feed-runs',
      id: heldRun.confirmedRun.id ?? heldRun.confirmedRun,
      depth: 0,
    });
    expect(applied).toMatchObject({ status: 'confirmed', source: 'admin', markedSold: 8, feed: null });
    expect((await payload.findByID({ collection: 'stock-feed-runs', id: held.json.run, depth: 0 })).feed).toBeNull();

    // Only a held run can be confirmed.
    const notHeld = await rest('PATCH', `stock-feed-runs/${applied.id}`, { token: editorA, body: { confirmRemovals: true } });
    expect(notHeld.status).toBe(400);
    expect(notHeld.json.errors[0].data.errors).toEqual([
      { message: 'Only a held feed that is not confirmed yet can be confirmed.', path: 'confirmRemovals' },
    ]);
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) })).status).toBe(200);
  });

  it('a "confirmRemovals" that is not true or false is a 400', async () => {
    const { status, json } = await push({ vehicles: [vehicle('S1')], confirmRemovals: 'yes' });
    expect(status).toBe(400);
    expect(json.error).toBe('confirmRemovals must be true or false.');
  });
});

describe('one feed per dealership at a time, read and written in one transaction', () => {
  it('a feed arriving while another holds the dealership lock is refused with 409 and changes nothing', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on('error', () => undefined);
    await client.connect();
    const before = await yard();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [FEED_LOCK_NAMESPACE, ids.dealership]);
      const { status, json } = await push({ vehicles: STOCK.slice(0, 9).map((s) => vehicle(s)) });
      expect(status).toBe(409);
      expect(json).toMatchObject({ status: 'refused', applied: false, reason: FEED_IN_PROGRESS_REASON });
      expect(await yard()).toEqual(before);
      // Another dealership's feed is not blocked by this one's lock.
      expect((await push({ vehicles: [vehicle('B1')] }, { feedKey: otherKey })).status).toBe(200);
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
    expect((await push({ vehicles: STOCK.slice(0, 9).map((s) => vehicle(s)) })).status).toBe(200);
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) })).status).toBe(200);
  });

  it('two feeds sent at once never interleave: the yard is exactly the last applied feed’s result', async () => {
    const feedX = [...STOCK.slice(0, 9), 'N1'];
    const feedY = [...STOCK.slice(1), 'N2'];
    const [x, y] = await Promise.all([push({ vehicles: feedX.map((s) => vehicle(s)) }), push({ vehicles: feedY.map((s) => vehicle(s)) })]);
    const answers = [
      { feed: feedX, ...x },
      { feed: feedY, ...y },
    ];
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const applied = answers.filter((answer) => answer.status === 200).sort((a, b) => a.json.run - b.json.run);
    expect(applied.length).toBeGreaterThan(0);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.json.reason).toBe(FEED_IN_PROGRESS_REASON);
    // The last feed applied is the yard: nothing of an interleaving of the two.
    expect(listedIn(await yard())).toEqual([...applied.at(-1)!.feed].sort());
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) })).status).toBe(200);
  });
});

describe('the endpoint caps the body and refuses bad keys without a 500', () => {
  afterEach(() => {
    delete process.env.STOCK_FEED_MAX_BYTES;
  });

  it('a body over STOCK_FEED_MAX_BYTES is a 413 with the limit named, read no further, and changes nothing', async () => {
    process.env.STOCK_FEED_MAX_BYTES = '2000';
    const before = await yard();
    const big = { vehicles: Array.from({ length: 40 }, (_, i) => vehicle(`BIG${i}`)) };
    expect(JSON.stringify(big).length).toBeGreaterThan(2000);
    const streamed = await push(big);
    expect(streamed.status).toBe(413);
    expect(streamed.json.error).toBe(
      'The feed is larger than 2000 bytes. Split the stock by dealership, or ask for STOCK_FEED_MAX_BYTES to be raised.',
    );
    // A declared length over the cap is refused before reading.
    expect((await push(big, { headers: { 'content-length': String(JSON.stringify(big).length) } })).status).toBe(413);
    expect(await yard()).toEqual(before);
  });

  it.each([
    ['no Authorization header', undefined, {}],
    ['a 1-character key', 'x', {}],
    ['a key with non-ASCII characters', 'clé-de-flux-é-0123456789abcdef', {}],
    ['a key of spaces and tabs', ' \t ', {}],
    ['the stored hash itself', 'sha256:0000000000000000000000000000000000000000000000000000000000000000', {}],
    ['another scheme', undefined, { authorization: `Basic ${key}` }],
    ['a wrong key of the right length', 'wrong-key-0123456789abcdef', {}],
  ])('%s is a 401 with a message, never a 500', async (_label, feedKey, headers) => {
    const { status, json } = await push({ vehicles: [vehicle('S1')] }, { feedKey: feedKey ?? '', headers });
    expect(status).toBe(401);
    expect(typeof json.error).toBe('string');
  });

  it('malformed JSON is a 400 naming the problem', async () => {
    const response = await rest('POST', 'stock/feed', {
      headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': nextAddress() },
      body: undefined,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^The feed is not valid JSON/);
  });
});

describe('lockout after repeated wrong keys from one address', () => {
  it('10 wrong keys in 15 minutes: the next request is a 429 with Retry-After, even with the right key; other addresses are served', async () => {
    const address = '203.0.113.77';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await push({ vehicles: [vehicle('S1')] }, { feedKey: `guess-${attempt}-0123456789abcdefghij`, address })).status).toBe(401);
    }
    // Even the right key is refused while the address is locked out.
    const retryAfter = Number(await lockedOutRetryAfter(address));
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const locked = await push({ vehicles: STOCK.map((s) => vehicle(s)) }, { address });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe('Too many requests with a wrong feed key from this address. Try again in 15 minute(s).');
    // Another address with the right key is served.
    expect((await push({ vehicles: STOCK.map((s) => vehicle(s)) }, { address: '203.0.113.78' })).status).toBe(200);
  });
});

describe('without a trusted proxy (TRUSTED_PROXY unset)', () => {
  afterEach(async () => {
    process.env.TRUSTED_PROXY = 'true';
    // The shared lockout this test filled would refuse the next file's feeds on this database.
    await payload.db.drizzle.execute(sql`delete from rate_limits where key like ${`${FEED_KEY_LOCKOUT.name}:%`}`);
  });

  it('a client-sent X-Forwarded-For does not reset the lockout: a new address per guess is locked out all the same', async () => {
    delete process.env.TRUSTED_PROXY;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await push(
        { vehicles: [vehicle('S1')] },
        { feedKey: `forged-${attempt}-0123456789abcdefghij`, address: nextAddress() },
      );
      expect(guess.status).toBe(401);
    }
    const eleventh = await push({ vehicles: [vehicle('S1')] }, { feedKey: 'forged-11-0123456789abcdefghij', address: nextAddress() });
    expect(eleventh.status).toBe(429);
  });
});

/** The Retry-After header of a right-key request from a locked-out `address` (rest() returns only status and body). */
async function lockedOutRetryAfter(address: string): Promise<string | null> {
  const { REST_POST } = await import('@payloadcms/next/routes');
  const config = (await import('@payload-config')).default;
  const handler = REST_POST(config) as (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
  const request = new Request('http://localhost:3001/api/stock/feed', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': address, 'content-type': 'application/json' },
    body: JSON.stringify({ vehicles: STOCK.map((s) => vehicle(s)) }),
  });
  const response = await handler(request, { params: Promise.resolve({ slug: ['stock', 'feed'] }) });
  expect(response.status).toBe(429);
  return response.headers.get('retry-after');
}

describe('created_at: when the car came into stock', () => {
  it('a car imported today that arrived three weeks ago is not a New Arrival; one without created_at is', async () => {
    const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000);
    const vehicles = [
      ...STOCK.map((s) => vehicle(s)),
      vehicle('OLDARRIVAL', { created_at: threeWeeksAgo.toISOString() }),
      vehicle('FRESH'),
    ];
    expect((await push({ vehicles })).status).toBe(200);
    const carOf = async (stocknum: string) => {
      const found = await payload.find({
        collection: 'cars',
        where: { and: [{ dealership: { equals: ids.dealership } }, { stocknum: { equals: stocknum } }] },
        depth: 0,
      });
      return found.docs[0]!;
    };
    const old = await carOf('OLDARRIVAL');
    const fresh = await carOf('FRESH');
    expect(old.createdAt).toBe(threeWeeksAgo.toISOString());
    expect(isNewArrival(old.createdAt)).toBe(false);
    expect(isNewArrival(fresh.createdAt)).toBe(true);

    // Through the index the site reads: the hit carries the feed's date.
    await payload.jobs.run({ queue: 'default', limit: 100, where: { taskSlug: { equals: 'indexCars' } } });
    const { stockSearchOf } = await import('../src/search/stockIndex');
    const hits = (await stockSearchOf(payload).search({ scope: { tenant: 'feed-alpha', soldListingDays: 3 }, query: 'OLDARRIVAL' })).hits;
    expect(hits.map((hit) => [hit.stocknum, hit.created_at])).toEqual([['OLDARRIVAL', threeWeeksAgo.toISOString()]]);
    expect(isNewArrival(hits[0]!.created_at)).toBe(false);

    // A later feed with a corrected date moves it.
    const corrected = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await push({ vehicles: [...vehicles.filter((v) => v.stocknum !== 'OLDARRIVAL'), vehicle('OLDARRIVAL', { created_at: corrected })] });
    expect((await payload.findByID({ collection: 'cars', id: old.id, depth: 0 })).createdAt).toBe(corrected);
  });
});
