/**
 * Typesense failures as the port's errors. Messages never carry Typesense's own text (field
 * names, filter syntax, node addresses): the site may show a StockQueryError's message to a
 * shopper. The original error stays on `cause` for server logs.
 */
import { Errors } from 'typesense';
import { StockIndexError, StockQueryError } from '../errors';

/** Typesense is unreachable, refused our key, lacks the collection, or failed: a server error, never the shopper's fault. */
export class StockSearchUnavailableError extends Error {
  readonly code = 'STOCK_SEARCH_UNAVAILABLE';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StockSearchUnavailableError';
  }
}

/** The HTTP status of a Typesense failure, if it has one. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof Errors.TypesenseError) return error.httpStatus;
  return undefined;
}

/** Status codes with which Typesense rejects a request as malformed or unprocessable. */
const REJECTED = new Set([400, 422]);

/** A failure of a search (or of one search inside a multi_search) as the error the site expects. */
export function searchError(error: unknown, status = statusOf(error)): Error {
  if (error instanceof StockQueryError || error instanceof StockSearchUnavailableError) return error;
  if (status !== undefined && REJECTED.has(status))
    return Object.assign(new StockQueryError('The search service could not answer this search.'), { cause: error });
  const detail = status === undefined ? 'no answer' : status === 404 ? 'the stock index is missing' : `HTTP ${status}`;
  return new StockSearchUnavailableError(`Stock search is unavailable right now (${detail}).`, { cause: error });
}

/** A failure while writing the index: rejected documents are the data's fault, the rest the server's. */
export function indexError(error: unknown): Error {
  if (error instanceof StockIndexError || error instanceof StockSearchUnavailableError) return error;
  const status = statusOf(error);
  if (status !== undefined && REJECTED.has(status))
    return Object.assign(new StockIndexError('Typesense rejected the stock index request.'), { cause: error });
  return new StockSearchUnavailableError(
    `The stock index could not be written (${status === undefined ? 'no answer' : `HTTP ${status}`}).`,
    {
      cause: error,
    },
  );
}
