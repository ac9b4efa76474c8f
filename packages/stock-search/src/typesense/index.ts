/** The Typesense engine and its scoped search keys (`@dealer/stock-search/typesense`). Server-only. */
export { TypesenseStockSearch, type TypesenseStockSearchOptions, type TypesenseEnsureSchemaResult } from './TypesenseStockSearch';
export { scopedSearchKey, scopedKeyParameters, type ScopedKeyOptions, type ScopedKeyParameters } from './scopedKey';
export { StockSearchUnavailableError } from './errors';
export { MAX_SEARCHES_PER_REQUEST } from './requests';
