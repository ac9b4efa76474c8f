import pg from 'pg';
import { stockSearchFromEnv } from './createStockSearch';
import { PostgresStockSearch } from './postgres/PostgresStockSearch';
import { TypesenseStockSearch } from './typesense/TypesenseStockSearch';

describe('stockSearchFromEnv', () => {
  // Never connected: building an engine opens no connection.
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  afterAll(() => pool.end());

  it('is PostgreSQL on the given pool by default', () => {
    const engine = stockSearchFromEnv(pool, {});
    expect(engine).toBeInstanceOf(PostgresStockSearch);
    expect((engine as PostgresStockSearch).pool).toBe(pool);
    expect(stockSearchFromEnv(pool, { SEARCH_ENGINE: ' postgres ' })).toBeInstanceOf(PostgresStockSearch);
  });

  it('is Typesense when SEARCH_ENGINE says so, and needs its URL and key', () => {
    const env = { SEARCH_ENGINE: 'typesense', TYPESENSE_URL: 'http://localhost:8108', TYPESENSE_API_KEY: 'k' };
    expect(stockSearchFromEnv(pool, env)).toBeInstanceOf(TypesenseStockSearch);
    expect(() => stockSearchFromEnv(pool, { SEARCH_ENGINE: 'typesense' })).toThrow('SEARCH_ENGINE=typesense needs TYPESENSE_URL');
  });

  it('refuses an unknown engine by name', () => {
    expect(() => stockSearchFromEnv(pool, { SEARCH_ENGINE: 'elastic' })).toThrow(
      "SEARCH_ENGINE='elastic' is not an engine: use postgres (the default) or typesense.",
    );
  });
});
