/**
 * Chooses the StockSearch engine from configuration (architecture: "Embedded defaults, real
 * engines at scale"). Server-only: it loads the PostgreSQL driver.
 */
import type { Pool } from 'pg';
import type { StockSearch } from './index';
import { PostgresStockSearch } from './postgres/PostgresStockSearch';

export type StockSearchOptions =
  | { engine: 'postgres'; pool: Pool }
  | { engine: 'postgres'; connectionString: string }
  | { engine: 'typesense'; url: string; apiKey: string };

export { PostgresStockSearch };

/** The engine for these options. Call `ensureSchema()` on a Postgres engine once before use. */
export function createStockSearch(
  options: { engine: 'postgres'; pool: Pool } | { engine: 'postgres'; connectionString: string },
): PostgresStockSearch;
export function createStockSearch(options: StockSearchOptions): StockSearch;
export function createStockSearch(options: StockSearchOptions): StockSearch {
  switch (options.engine) {
    case 'postgres':
      return new PostgresStockSearch('pool' in options ? options.pool : options.connectionString);
    case 'typesense':
      throw new Error('The Typesense StockSearch engine is not built yet: use SEARCH_ENGINE=postgres (the default).');
    default: {
      const engine: unknown = (options as { engine?: unknown }).engine;
      throw new Error(`Unknown stock search engine '${String(engine)}': use 'postgres' or 'typesense'.`);
    }
  }
}
