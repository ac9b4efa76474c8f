/**
 * StockSearch answered by PostgreSQL (the default engine): a denormalised `stock_index` table,
 * full text by tsvector prefix queries with pg_trgm for typos, facet counts and stats in SQL.
 */
import pg, { type Pool } from 'pg';
import { StockIndexError } from '../errors';
import type { FacetCount, IndexedCar, StockQuery, StockSearch, StockSearchResult, TenantScope } from '../index';
import { normalizeQuery } from '../normalizeQuery';
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

function checkCar(car: IndexedCar): void {
  for (const key of ['id', 'tenant', 'slug'] as const) {
    if (typeof car[key] !== 'string' || car[key] === '')
      throw new StockIndexError(`A car needs a ${key} to be indexed (car ${String(car.id)}).`);
  }
  if (car.sold_date_timestamp && Number.isNaN(Date.parse(car.sold_date_timestamp)))
    throw new StockIndexError(`Car ${car.id}: sold_date_timestamp '${car.sold_date_timestamp}' is not a date.`);
}

export class PostgresStockSearch implements StockSearch {
  readonly pool: Pool;
  private readonly ownsPool: boolean;

  /** With a pool (shared with the caller, who ends it) or a connection string (the engine owns the pool; call close()). */
  constructor(poolOrConnectionString: Pool | string) {
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
    const sql = searchSql(normalized);
    const result = await this.pool.query<SearchRow>(sql.text, sql.values);
    const row = result.rows[0];
    if (!row) throw new Error('stock-search: the search statement returned no row.');

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
    await this.pool.query(`DELETE FROM ${ident(TABLE)} WHERE id = ANY($1::text[])`, [ids]);
  }

  /** Removes every car not in `ids` (the end of a full rebuild that did not empty the index first). */
  async removeAllExcept(ids: string[]): Promise<void> {
    await this.pool.query(`DELETE FROM ${ident(TABLE)} WHERE NOT (id = ANY($1::text[]))`, [ids]);
  }

  /** Number of cars in the index. */
  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(TABLE)}`);
    return rows[0]?.n ?? 0;
  }

  /** Empties the index (tests, full rebuilds). */
  async clear(): Promise<void> {
    await this.pool.query(`TRUNCATE ${ident(TABLE)}`);
  }

  /** Ends the pool when the engine created it from a connection string. */
  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }
}
