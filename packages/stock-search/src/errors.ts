/**
 * Errors the StockSearch engines throw for bad input. The site's API turns a StockQueryError into
 * a 400 with its message; anything else is a server error.
 */

/** A search request that cannot be answered as asked (unknown attribute, min > max, page < 1, ...). */
export class StockQueryError extends Error {
  readonly code = 'STOCK_QUERY_INVALID';
  /** The query parameter at fault (`refinements.make`, `page`, ...), when there is one. */
  readonly parameter: string | undefined;

  constructor(message: string, parameter?: string) {
    super(message);
    this.name = 'StockQueryError';
    this.parameter = parameter;
  }
}

/** A car that cannot be indexed (no id, tenant or slug). */
export class StockIndexError extends Error {
  readonly code = 'STOCK_INDEX_INVALID';

  constructor(message: string) {
    super(message);
    this.name = 'StockIndexError';
  }
}
