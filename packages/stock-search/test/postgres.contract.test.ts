/** The StockSearch contract against the PostgreSQL engine (a throwaway embedded PostgreSQL, see globalSetup). */
import pg from 'pg';
import { createStockSearch } from '../src/createStockSearch';
import { PostgresStockSearch } from '../src/postgres/PostgresStockSearch';
import { describeStockSearchContract } from './contract/stockSearchContract';

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

describe('PostgresStockSearch schema', () => {
  it('ensureSchema is idempotent and records its version', async () => {
    const engine = new PostgresStockSearch(databaseUrl());
    try {
      const first = await engine.ensureSchema();
      const second = await engine.ensureSchema();
      expect(second).toEqual({ version: first.version, migrated: [], reindexNeeded: [] });
      const meta = await engine.pool.query<{ value: string }>(`SELECT value FROM stock_index_meta WHERE key = 'schema_version'`);
      expect(meta.rows[0]?.value).toBe(String(first.version));
    } finally {
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

  it('the Typesense engine says it is not built yet', () => {
    expect(() => createStockSearch({ engine: 'typesense', url: 'http://localhost:8108', apiKey: 'x' })).toThrow(/not built yet/);
  });
});
