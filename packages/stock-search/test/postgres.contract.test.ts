/** The StockSearch contract against the PostgreSQL engine (a throwaway embedded PostgreSQL, see globalSetup). */
import pg from 'pg';
import type { StockQuery } from '../src/index';
import { createStockSearch } from '../src/createStockSearch';
import { DEFAULT_FACET_CACHE_TTL_MS, PostgresStockSearch, searchPool } from '../src/postgres/PostgresStockSearch';
import { describeStockSearchContract } from './contract/stockSearchContract';
import { FIXTURE_CARS, NOW } from './fixtures/cars';

function databaseUrl(): string {
  const url = process.env.STOCK_SEARCH_TEST_DATABASE_URL;
  if (!url) throw new Error('STOCK_SEARCH_TEST_DATABASE_URL is not set: run through jest (globalSetup starts PostgreSQL).');
  return url;
}

describeStockSearchContract('postgres', async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 4 });
  // Stopping PostgreSQL after the run must not crash Jest through an idle client.
  pool.on('error', () => undefined);
  const engine = createStockSearch({ engine: 'postgres', pool });
  await engine.ensureSchema();
  return { engine, reset: () => engine.clear(), close: () => pool.end() };
});

describe('PostgresStockSearch facet cache', () => {
  const scope = { tenant: 'coastline', soldListingDays: 3 };
  let cached: PostgresStockSearch;
  let uncached: PostgresStockSearch;

  beforeAll(async () => {
    cached = new PostgresStockSearch(databaseUrl());
    uncached = new PostgresStockSearch(databaseUrl(), { facetCacheTtlMs: 0 });
    await cached.ensureSchema();
    await cached.clear();
    await cached.upsert(FIXTURE_CARS.map((car) => structuredClone(car)));
  });
  afterAll(async () => {
    await cached.close();
    await uncached.close();
  });

  it('pages and sorts read from the cache return what a full search returns', async () => {
    // In this order, refined states find their parent states cached: the counts of a refined facet
    // come from the parent (both parents known: the refinements filter the table directly; some
    // known: the others are counted as usual).
    const filterStates: Partial<StockQuery>[] = [
      {},
      { query: 'toyota' },
      { refinements: { car_type: ['used'] } },
      { refinements: { make: ['Toyota'] } },
      { refinements: { car_type: ['used'], make: ['Toyota'] } },
      { refinements: { car_type: ['used'], make: ['Toyota'], transmission: ['Automatic'] } },
      { ranges: { price: { min: 20_000 } } },
      { ranges: { price: { min: 20_000 } }, refinements: { make: ['Toyota', 'Mazda'] } },
    ];
    for (const state of filterStates) {
      await cached.search({ scope, now: NOW, hitsPerPage: 3, ...state });
      for (const sort of ['relevance', 'price_asc', 'year_desc', 'newest'] as const) {
        for (const page of [1, 2, 3]) {
          const query = { scope, now: NOW, hitsPerPage: 3, sort, page, ...state };
          const [fromCache, full] = await Promise.all([cached.search(query), uncached.search(query)]);
          expect({ ...fromCache, ms: 0 }).toEqual({ ...full, ms: 0 });
          expect(full.found).toBeGreaterThan(0);
        }
      }
    }
  });

  it('keeps counts for one filter state until a write through the engine, or a later moment', async () => {
    const first = await cached.search({ scope, now: NOW });
    const car = FIXTURE_CARS.find((c) => c.tenant === 'coastline' && c.status === 'in_stock');
    if (!car) throw new Error('fixtures need an in-stock coastline car');
    // Another process hides the car: this engine's counts for the filter state stay until the TTL.
    await uncached.upsert([{ ...structuredClone(car), show_on_dealer_website: false }]);
    expect((await cached.search({ scope, now: NOW, page: 2 })).found).toBe(first.found);
    expect((await uncached.search({ scope, now: NOW })).found).toBe(first.found - 1);
    // A moment one TTL later is another bucket: counted afresh.
    expect((await cached.search({ scope, now: new Date(NOW.getTime() + DEFAULT_FACET_CACHE_TTL_MS) })).found).toBe(first.found - 1);
    // A write through the engine clears its cache.
    await cached.upsert([structuredClone(car)]);
    expect((await cached.search({ scope, now: NOW })).found).toBe(first.found);
  });
});

describe('PostgresStockSearch schema', () => {
  it('ensureSchema is idempotent and records its version', async () => {
    const engine = new PostgresStockSearch(databaseUrl());
    try {
      const first = await engine.ensureSchema();
      const second = await engine.ensureSchema();
      expect(second).toEqual({ version: first.version, migrated: [], reindexNeeded: [] });
      const meta = await engine.pool.query<{ value: string }>(`SELECT value FROM stock_index_meta WHERE key = 'schema_version'`);
      expect(meta.rows[0]?.value).toBe(String(first.version));
      // Version 2: the card and the stored car live out of line, the attribute columns in the table.
      const storage = await engine.pool.query<{ attname: string; attstorage: string }>(
        `SELECT attname, attstorage FROM pg_attribute WHERE attrelid = 'stock_index'::regclass AND attname IN ('hit', 'document', 'make') ORDER BY 1`,
      );
      expect(storage.rows).toEqual([
        { attname: 'document', attstorage: 'e' },
        { attname: 'hit', attstorage: 'e' },
        { attname: 'make', attstorage: 'x' },
      ]);
      const options = await engine.pool.query<{ reloptions: string[] }>(`SELECT reloptions FROM pg_class WHERE relname = 'stock_index'`);
      expect(options.rows[0]?.reloptions).toContain('toast_tuple_target=1024');
    } finally {
      await engine.close();
    }
  });

  it('ensureSchema on a current schema does not wait for a transaction writing the table (a CMS starting mid-reindex)', async () => {
    const engine = new PostgresStockSearch(databaseUrl());
    const writer = new pg.Client({ connectionString: databaseUrl() });
    await writer.connect();
    try {
      await engine.ensureSchema();
      await writer.query('BEGIN');
      await writer.query('UPDATE stock_index SET indexed_at = indexed_at WHERE false');
      // A no-op CREATE INDEX IF NOT EXISTS would wait here for the writer's lock.
      await engine.pool.query(`ALTER ROLE CURRENT_USER SET lock_timeout = '2s'`);
      const other = new PostgresStockSearch(databaseUrl());
      try {
        await expect(other.ensureSchema()).resolves.toEqual({ version: expect.any(Number), migrated: [], reindexNeeded: [] });
      } finally {
        await other.close();
      }
    } finally {
      await writer.query('ROLLBACK');
      await writer.end();
      await engine.pool.query('ALTER ROLE CURRENT_USER RESET lock_timeout');
      await engine.close();
    }
  });

  it('ensureSchema brings attribute columns back in line with STOCK_FIELDS and says a reindex is needed', async () => {
    const engine = new PostgresStockSearch(databaseUrl());
    try {
      await engine.ensureSchema();
      await engine.pool.query('ALTER TABLE stock_index DROP COLUMN colour');
      await engine.pool.query('ALTER TABLE stock_index ALTER COLUMN fuel TYPE text[] USING ARRAY[fuel]');
      const result = await engine.ensureSchema();
      expect(result.reindexNeeded.sort()).toEqual(['colour', 'fuel']);
      const types = await engine.pool.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = 'stock_index'::regclass AND attname IN ('colour', 'fuel') AND NOT attisdropped ORDER BY 1`,
      );
      expect(types.rows).toEqual([
        { name: 'colour', type: 'text' },
        { name: 'fuel', type: 'text' },
      ]);
    } finally {
      await engine.close();
    }
  });
});

describe('PostgresStockSearch removeAllExcept at the end of a rebuild (issue 9)', () => {
  let engine: PostgresStockSearch;
  let pool: pg.Pool;
  const indexedIds = async () => (await pool.query<{ id: string }>('SELECT id FROM stock_index ORDER BY id')).rows.map((row) => row.id);

  beforeAll(async () => {
    engine = new PostgresStockSearch(databaseUrl());
    pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
    pool.on('error', () => undefined);
    await engine.ensureSchema();
    await engine.clear();
  });
  afterAll(async () => {
    await engine.close();
    await pool.end();
  });

  it('with indexedBefore, removes only cars missing from the snapshot and indexed before the rebuild started', async () => {
    const [kept, gone, indexedDuring] = FIXTURE_CARS.slice(0, 3).map((car) => structuredClone(car));
    await engine.upsert([kept!, gone!]);
    const startedAt = await engine.indexTime();
    // A job indexes a car the rebuild's snapshot does not hold.
    await engine.upsert([indexedDuring!]);
    await engine.removeAllExcept([kept!.id], { indexedBefore: startedAt });
    expect(await indexedIds()).toEqual([kept!.id, indexedDuring!.id].sort());
    // Without the mark every car outside the list goes.
    await engine.removeAllExcept([kept!.id]);
    expect(await indexedIds()).toEqual([kept!.id]);
  });
});

describe('PostgresStockSearch indexVersion (the site keeps search answers while it is unchanged)', () => {
  let engine: PostgresStockSearch;
  const [first, second] = FIXTURE_CARS.filter((car) => car.tenant === 'coastline').map((car) => structuredClone(car));
  const other = structuredClone(FIXTURE_CARS.find((car) => car.tenant !== 'coastline')!);

  beforeAll(async () => {
    engine = new PostgresStockSearch(databaseUrl());
    await engine.ensureSchema();
    await engine.clear();
  });
  afterAll(() => engine.close());

  it('changes when a car of the tenant is added, rewritten or removed, and only then', async () => {
    const empty = await engine.indexVersion('coastline');
    await engine.upsert([first!]);
    const one = await engine.indexVersion('coastline');
    expect(one).not.toBe(empty);
    expect(await engine.indexVersion('coastline')).toBe(one);

    // Another tenant's stock is not this tenant's version.
    await engine.upsert([other]);
    expect(await engine.indexVersion('coastline')).toBe(one);
    expect(await engine.indexVersion(other.tenant)).not.toBe(empty);

    // The same car written again (a price change): the count is the same, the version is not.
    await engine.upsert([{ ...first!, price: (first!.price ?? 0) + 1 }]);
    const rewritten = await engine.indexVersion('coastline');
    expect(rewritten).not.toBe(one);

    await engine.upsert([second!]);
    const two = await engine.indexVersion('coastline');
    await engine.remove([second!.id]);
    expect(two).not.toBe(rewritten);
    // Back to the rows (and writes) the version had before: answers kept for it are right again.
    expect(await engine.indexVersion('coastline')).toBe(rewritten);
  });

  it('a new version drops the engine’s kept counts for that tenant, written by another process', async () => {
    await engine.clear();
    await engine.upsert([first!]);
    const writer = new PostgresStockSearch(databaseUrl());
    try {
      const scope = { tenant: 'coastline', soldListingDays: 3 };
      await engine.indexVersion('coastline');
      expect((await engine.search({ scope, now: NOW })).found).toBe(1);
      await writer.upsert([second!]);
      // Without a version check the kept counts stand (up to the facet cache's 15 s) ...
      expect((await engine.search({ scope, now: NOW })).found).toBe(1);
      // ... a caller that asks for the version first gets the new ones.
      await engine.indexVersion('coastline');
      expect((await engine.search({ scope, now: NOW })).found).toBe(2);
    } finally {
      await writer.close();
    }
  });

  it('sees a rewrite whose transaction started before another that committed first', async () => {
    await engine.clear();
    await engine.upsert([first!, second!]);
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
    pool.on('error', () => undefined);
    try {
      // A job rewrites `first` in a transaction that began before a second job's write committed:
      // its indexed_at (the transaction's start) is older than the newest row's.
      const early = await pool.connect();
      await early.query('BEGIN');
      await early.query('SELECT now()');
      await engine.upsert([{ ...second!, price: (second!.price ?? 0) + 5 }]);
      const before = await engine.indexVersion('coastline');
      await early.query(`UPDATE stock_index SET indexed_at = now() WHERE id = $1`, [first!.id]);
      await early.query('COMMIT');
      early.release();
      expect(await engine.indexVersion('coastline')).not.toBe(before);
    } finally {
      await pool.end();
    }
  });
});

describe('searchPool: a locked index fails a search in seconds (issue 39)', () => {
  const scope = { tenant: 'coastline', soldListingDays: 3 };
  let pool: pg.Pool;
  let engine: PostgresStockSearch;
  let holder: pg.Client;

  beforeAll(async () => {
    const writer = new PostgresStockSearch(databaseUrl());
    await writer.ensureSchema();
    await writer.clear();
    await writer.upsert(FIXTURE_CARS.map((car) => structuredClone(car)));
    await writer.close();
    pool = searchPool(databaseUrl(), 2);
    pool.on('error', () => undefined);
    engine = new PostgresStockSearch(pool, { facetCacheTtlMs: 0 });
    holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.query('ROLLBACK').catch(() => undefined);
    await holder.end();
    await pool.end();
  });

  /** Rejects, or resolves 'hung' after `ms`: a wait on the lock must not look like an answer. */
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(() => r('hung'), ms)),
    ]);

  it('search, the car by slug and the index version fail within seconds while another transaction holds ACCESS EXCLUSIVE; then answer again', async () => {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE stock_index IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    // More calls than the pool has connections: queued ones must not wait for the lock either.
    const outcomes = await Promise.all([
      within(engine.search({ scope, now: NOW, query: 'toyota' }), 10_000),
      within(engine.search({ scope, now: NOW }), 10_000),
      within(engine.getBySlug(scope, 'coastline-toyota', NOW), 10_000),
      within(engine.indexVersion('coastline'), 10_000),
    ]);
    expect(outcomes).toEqual(['failed', 'failed', 'failed', 'failed']);
    // Two rounds of the 2 s lock timeout on a pool of two: ~4 s.
    expect(Date.now() - started).toBeLessThan(8_000);
    await holder.query('ROLLBACK');
    await expect(engine.search({ scope, now: NOW, query: 'toyota' })).resolves.toMatchObject({ found: expect.any(Number) });
  });
});
