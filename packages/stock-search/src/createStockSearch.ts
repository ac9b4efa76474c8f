/**
 * Chooses the StockSearch engine from configuration (architecture: "Embedded defaults, real
 * engines at scale"). Server-only: it loads the PostgreSQL driver and the Typesense client.
 */
import type { Pool } from 'pg';
import type { StockIndexEngine, StockSearch } from './port';
import { PostgresStockSearch } from './postgres/PostgresStockSearch';
import { TypesenseStockSearch } from './typesense/TypesenseStockSearch';

/** Typesense: url and apiKey default to TYPESENSE_URL and TYPESENSE_API_KEY. */
export interface TypesenseOptions {
  engine: 'typesense';
  url?: string;
  apiKey?: string;
  /** The alias searched and written (default `stock`). */
  alias?: string;
}

export type StockSearchOptions = { engine: 'postgres'; pool: Pool } | { engine: 'postgres'; connectionString: string } | TypesenseOptions;

export { PostgresStockSearch, TypesenseStockSearch };
export { searchPool, SEARCH_CONNECTION_LIMITS } from './postgres/PostgresStockSearch';

/** The engine for these options. Call `ensureSchema()` on the engine once before indexing. */
export function createStockSearch(
  options: { engine: 'postgres'; pool: Pool } | { engine: 'postgres'; connectionString: string },
): PostgresStockSearch;
export function createStockSearch(options: TypesenseOptions, env?: NodeJS.ProcessEnv): TypesenseStockSearch;
export function createStockSearch(options: StockSearchOptions, env?: NodeJS.ProcessEnv): StockSearch;
export function createStockSearch(options: StockSearchOptions, env: NodeJS.ProcessEnv = process.env): StockSearch {
  switch (options.engine) {
    case 'postgres':
      return new PostgresStockSearch('pool' in options ? options.pool : options.connectionString);
    case 'typesense': {
      const url = options.url ?? env.TYPESENSE_URL;
      const apiKey = options.apiKey ?? env.TYPESENSE_API_KEY;
      if (!url) throw new Error('SEARCH_ENGINE=typesense needs TYPESENSE_URL (e.g. http://localhost:8108).');
      if (!apiKey) throw new Error('SEARCH_ENGINE=typesense needs TYPESENSE_API_KEY.');
      return new TypesenseStockSearch({ url, apiKey, alias: options.alias });
    }
    default: {
      const engine: unknown = (options as { engine?: unknown }).engine;
      throw new Error(`Unknown stock search engine '${String(engine)}': use 'postgres' or 'typesense'.`);
    }
  }
}

/**
 * The engine `SEARCH_ENGINE` names: `postgres` (the default) on the given pool, or `typesense`
 * on TYPESENSE_URL / TYPESENSE_API_KEY. The CMS (indexing) and the site (searching) both call
 * this, so they always use the same engine.
 */
export function stockSearchFromEnv(pool: Pool, env: NodeJS.ProcessEnv = process.env): StockIndexEngine {
  const engine = env.SEARCH_ENGINE?.trim() || 'postgres';
  if (engine === 'postgres') return createStockSearch({ engine: 'postgres', pool });
  if (engine === 'typesense') return createStockSearch({ engine: 'typesense' }, env);
  throw new Error(`SEARCH_ENGINE='${engine}' is not an engine: use postgres (the default) or typesense.`);
}
