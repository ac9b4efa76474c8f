/**
 * The StockSearch port (architecture: contracts): its shapes (`port.ts`), the search parameters
 * and filters every engine shares, and the errors. Engines import the shapes from `port.ts`, never
 * from here, so no module of the package imports its own index.
 */
export * from './schema/fields';
export * from './port';
export * from './query/searchParams';
export * from './query/baseFilters';
export * from './indexing/indexedCar';

export { StockQueryError, StockIndexError } from './errors';
