/**
 * The browser's calls to the shopper's own routes (saved searches, alert settings): JSON in and
 * out, the session cookie sent by the browser. An answer that is not OK carries a message a
 * person can read: the field messages of a 400, else the route's error, else a general one.
 */
import { WATCHLIST_TEXTS } from './watchlistClient';

export type ShopperCallAnswer =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number; body: Record<string, unknown>; message: string };

export interface FieldError {
  field: string;
  message: string;
}

/** The `errors` of a 400 (`[{ field, message }]`), those of that form only. */
export function fieldErrorsOf(body: Record<string, unknown>): FieldError[] {
  const errors = Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  return errors.filter(
    (error): error is FieldError =>
      typeof error === 'object' &&
      error !== null &&
      typeof (error as FieldError).field === 'string' &&
      typeof (error as FieldError).message === 'string',
  );
}

/** What to tell the shopper about a refused call. */
export function answerMessage(body: Record<string, unknown>): string {
  const fields = fieldErrorsOf(body);
  if (fields.length > 0) return fields.map((error) => error.message).join(' ');
  if (typeof body.error === 'string') return body.error;
  if (typeof body.message === 'string') return body.message;
  return WATCHLIST_TEXTS.failed;
}

/** GETs `path`, or POSTs `body` to it as JSON. A network failure is status 0. */
export async function callShopperRoute(
  path: string,
  body?: Record<string, unknown>,
  fetcher: typeof fetch = fetch,
): Promise<ShopperCallAnswer> {
  try {
    const response = await fetcher(
      path,
      body === undefined
        ? { headers: { accept: 'application/json' } }
        : { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
    );
    const json: unknown = await response.json().catch(() => ({}));
    const answer = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    if (response.ok) return { ok: true, status: response.status, body: answer };
    return { ok: false, status: response.status, body: answer, message: answerMessage(answer) };
  } catch {
    return { ok: false, status: 0, body: {}, message: WATCHLIST_TEXTS.failed };
  }
}
