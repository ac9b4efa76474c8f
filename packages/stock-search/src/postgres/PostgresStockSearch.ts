/**
 * StockSearch answered by PostgreSQL (the default engine): a denormalised `stock_index` table,
 * full text by tsvector prefix queries with pg_trgm for typos, facet counts and stats in SQL.
 */
import { LRUCache } from 'lru-cache';
import pg, { type Pool } from 'pg';
import { checkCar } from '../indexing/checkCar';
import type { FacetCount, IndexedCar, StockQuery, StockSearch, StockSearchResult, TenantScope } from '../port';
import { normalizeQuery, type NormalizedQuery } from '../normalizeQuery';
import { isHitKey } from '../schema/values';
import { ensureSchema, FIELD_COLUMNS, ident, TABLE, type EnsureSchemaResult } from './schema';
import { bySlugSql, PARAMS_PER_ROW, searchSql, upsertSql, type CarRow } from './sql';

/** Cars per INSERT statement. */
export const UPSERT_BATCH_SIZE = 500;
/** PostgreSQL accepts at most 65,535 bind parameters in one statement. */
const MAX_BATCH = Math.max(1, Math.min(UPSERT_BATCH_SIZE, Math.floor(65_535 / PARAMS_PER_ROW)));

interface SearchRow {
  found: number;
  hits: StockSearchResult['hits'];
  /** [facet position, value, count] */
  facets: [number, string, number][];
  /** [min0, max0, min1, max1, ...] over query.numericFields */
  stats: (number | null)[];
}

export interface PostgresStockSearchOptions {
  /**
   * How long the count, facets and stats of one filter state (tenant, base filters, refinements,
   * ranges, text: not the page or the sort) are reused, in ms; 0 turns the cache off. Paging and
   * re-sorting a result then reads only the page. Writes through this engine clear the cache;
   * writes by other processes show in the counts within this time (as in the site's own cache).
   */
  facetCacheTtlMs?: number;
  /** Filter states kept at most (least recently used go first). */
  facetCacheSize?: number;
}

/**
 * Server-side limits on the connections that answer shoppers (issue 39). Without them, a search
 * waiting on a lock on the index table (a migration, a manual `LOCK`, a long reindex statement)
 * waited as long as the lock was held, and so did every later search and car page queued behind
 * the pool's busy connections. With them it fails within seconds, and the page says so.
 */
export const SEARCH_CONNECTION_LIMITS = { lock_timeout: 2_000, statement_timeout: 5_000 } as const;

/** A pool for searching only (never for indexing: a large upsert may take longer than the limits). */
export function searchPool(connectionString: string, max = 10): Pool {
  return new pg.Pool({ connectionString, max, ...SEARCH_CONNECTION_LIMITS });
}

/** The site's result cache keeps answers 15 s (spec §7): counts may be as old. */
export const DEFAULT_FACET_CACHE_TTL_MS = 15_000;

interface Aggregates {
  found: number;
  facets: SearchRow['facets'];
  stats: SearchRow['stats'];
}

/**
 * The filter state of a query. `now` is cut into TTL-long buckets, so a query about another
 * moment never reuses counts from more than one TTL away (sold cars leave on time).
 */
function filterStateKey(query: NormalizedQuery, ttlMs: number): string {
  const refinement = (r: NormalizedQuery['refinements'][number]) => [r.field.name, r.values];
  return JSON.stringify([
    query.tenant,
    query.soldListingDays,
    Math.floor(query.now.getTime() / ttlMs),
    query.base.map(refinement),
    query.refinements.map(refinement),
    query.ranges.map((r) => [r.field.name, r.min ?? null, r.max ?? null]),
    query.tokens,
    query.facets.map((f) => f.name),
    query.numericFields.map((f) => f.name),
  ]);
}

export class PostgresStockSearch implements StockSearch {
  readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly facetCacheTtlMs: number;
  private readonly aggregates: LRUCache<string, Aggregates> | null;
  /** The index version last reported per tenant (indexVersion). */
  private readonly versionsSeen = new Map<string, string>();
  /** Searches answered from the facet cache (whole, or a refined facet from its parent state) and counted afresh. */
  readonly facetCacheStats = { hits: 0, parentHits: 0, misses: 0 };

  /** With a pool (shared with the caller, who ends it) or a connection string (the engine owns the pool; call close()). */
  constructor(poolOrConnectionString: Pool | string, options: PostgresStockSearchOptions = {}) {
    this.facetCacheTtlMs = options.facetCacheTtlMs ?? DEFAULT_FACET_CACHE_TTL_MS;
    this.aggregates =
      this.facetCacheTtlMs > 0 ? new LRUCache<string, Aggregates>({ max: options.facetCacheSize ?? 500, ttl: this.facetCacheTtlMs }) : null;
    if (typeof poolOrConnectionString === 'string') {
      this.pool = new pg.Pool({ connectionString: poolOrConnectionString, max: 10 });
      this.ownsPool = true;
    } else {
      this.pool = poolOrConnectionString;
      this.ownsPool = false;
    }
  }

  /** Creates or migrates the index table (idempotent). Call once at start-up. */
  ensureSchema(): Promise<EnsureSchemaResult> {
    return ensureSchema(this.pool);
  }

  async search(query: StockQuery): Promise<StockSearchResult> {
    const started = performance.now();
    const normalized = normalizeQuery(query);
    const key = this.aggregates ? filterStateKey(normalized, this.facetCacheTtlMs) : '';
    const cached = this.aggregates?.get(key);
    // A refined facet counts as if its own refinement were off: exactly the facet of the state the
    // shopper came from, which is usually cached.
    const known = new Map<number, Aggregates['facets']>();
    if (!cached && this.aggregates) {
      normalized.refinements.forEach((refinement, i) => {
        const position = normalized.facets.findIndex((f) => f.name === refinement.field.name);
        if (position < 0) return;
        const parent = { ...normalized, refinements: normalized.refinements.filter((_, j) => j !== i) };
        const counts = this.aggregates?.get(filterStateKey(parent, this.facetCacheTtlMs));
        if (counts)
          known.set(
            position,
            counts.facets.filter(([at]) => at === position),
          );
      });
    }
    const knownFacets = new Set([...known.keys()].map((position) => normalized.facets[position]?.name ?? ''));
    if (this.aggregates) this.facetCacheStats[cached ? 'hits' : known.size ? 'parentHits' : 'misses'] += 1;
    const sql = searchSql(normalized, { aggregates: !cached, knownFacets });
    const result = await this.pool.query<SearchRow>(sql.text, sql.values);
    const answer = result.rows[0];
    if (!answer) throw new Error('stock-search: the search statement returned no row.');
    if (known.size) answer.facets = [...answer.facets, ...[...known.values()].flat()];
    const row = cached ? { ...answer, ...cached } : answer;
    if (!cached) this.aggregates?.set(key, { found: row.found, facets: row.facets, stats: row.stats });

    const facets: Record<string, FacetCount[]> = {};
    for (const field of normalized.facets) facets[field.name] = [];
    for (const [position, value, count] of row.facets) {
      const field = normalized.facets[position];
      if (field) facets[field.name]?.push({ value, count });
    }

    const facetStats: StockSearchResult['facetStats'] = {};
    normalized.numericFields.forEach((field, i) => {
      const min = row.stats[2 * i];
      const max = row.stats[2 * i + 1];
      if (typeof min === 'number' && typeof max === 'number') facetStats[field.name] = { min, max };
    });

    return {
      hits: row.hits,
      found: row.found,
      facets,
      facetStats,
      page: normalized.page,
      pages: Math.ceil(row.found / normalized.hitsPerPage),
      ms: Math.round(performance.now() - started),
    };
  }

  async getBySlug(scope: TenantScope, slug: string, now?: Date): Promise<IndexedCar | null> {
    if (typeof slug !== 'string' || slug === '') return null;
    const normalized = normalizeQuery({ scope, now, facets: [] });
    const sql = bySlugSql(normalized, slug);
    const result = await this.pool.query<CarRow>(sql.text, sql.values);
    const row = result.rows[0];
    if (!row) return null;
    const car: Record<string, unknown> = { ...row.hit, just_sold: row.just_sold };
    // Attributes that are not card fields live only in their columns.
    for (const column of FIELD_COLUMNS) if (!isHitKey(column.field.name)) car[column.field.name] = row[column.name] ?? null;
    car.show_on_dealer_website = row.show_on_dealer_website;
    car.search_text = row.search_text;
    car.document = row.document ?? {};
    return car as unknown as IndexedCar;
  }

  async upsert(cars: IndexedCar[]): Promise<void> {
    if (cars.length === 0) return;
    this.aggregates?.clear();
    cars.forEach(checkCar);
    // One row per id (the last version wins): ON CONFLICT cannot touch a row twice in one statement.
    const unique = [...new Map(cars.map((car) => [car.id, car])).values()];
    if (unique.length <= MAX_BATCH) {
      const sql = upsertSql(unique);
      await this.pool.query(sql.text, sql.values);
      return;
    }
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      for (let start = 0; start < unique.length; start += MAX_BATCH) {
        const sql = upsertSql(unique.slice(start, start + MAX_BATCH));
        await client.query(sql.text, sql.values);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    this.aggregates?.clear();
    await this.pool.query(`DELETE FROM ${ident(TABLE)} WHERE id = ANY($1::text[])`, [ids]);
  }

  /**
   * Removes every car not in `ids` (the end of a full rebuild that did not empty the index first);
   * with `indexedBefore`, only rows not written since then (a car indexed by a job while the
   * rebuild ran is newer and stays).
   */
  async removeAllExcept(ids: string[], { indexedBefore }: { indexedBefore?: Date } = {}): Promise<void> {
    this.aggregates?.clear();
    await this.pool.query(
      `DELETE FROM ${ident(TABLE)} WHERE NOT (id = ANY($1::text[])) AND ($2::timestamptz IS NULL OR indexed_at < $2::timestamptz)`,
      [ids, indexedBefore ?? null],
    );
  }

  /**
   * The tenant's rows and when each was written, hashed (about 1 ms for 1,000 cars). Every upsert
   * sets `indexed_at`, so a write or a removal changes it, whatever order concurrent jobs commit
   * in (a maximum of `indexed_at` would miss a write whose transaction started earlier).
   */
  async indexVersion(tenant: string): Promise<string> {
    const { rows } = await this.pool.query<{ version: string }>(
      `SELECT count(*) || ':' || coalesce(sum(hashtextextended(id || '@' || indexed_at::text, 0)), 0) AS version
       FROM ${ident(TABLE)} WHERE tenant = $1`,
      [tenant],
    );
    const version = rows[0]!.version;
    // Another process (the CMS's indexing jobs) wrote the tenant's stock: this engine's counts for
    // it are dropped, so an answer kept by the caller under the new version never holds old counts.
    const seen = this.versionsSeen.get(tenant);
    if (seen !== undefined && seen !== version && this.aggregates) {
      const prefix = `${JSON.stringify([tenant]).slice(0, -1)},`;
      for (const key of [...this.aggregates.keys()]) if (key.startsWith(prefix)) this.aggregates.delete(key);
    }
    this.versionsSeen.set(tenant, version);
    return version;
  }

  /** The database's clock: rows' `indexed_at` come from it too. */
  async indexTime(): Promise<Date> {
    const { rows } = await this.pool.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    return rows[0]!.now;
  }

  /** Number of cars in the index. */
  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(TABLE)}`);
    return rows[0]?.n ?? 0;
  }

  /** Empties the index (tests, full rebuilds). */
  async clear(): Promise<void> {
    this.aggregates?.clear();
    await this.pool.query(`TRUNCATE ${ident(TABLE)}`);
  }

  /** Ends the pool when the engine created it from a connection string. */
  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }
}
