import crypto from 'node:crypto';
import type { Endpoint, Payload } from 'payload';
import { jsonFeedRecords, StockFeedFormatError } from '@dealer/domain';
import type { Dealership } from '../payload-types';
import { BodyTooLargeError, readBodyCapped } from '../http/readBodyCapped';
import { clientAddress, FEED_KEY_LOCKOUT, failureLockout } from '../rateLimit';
import { applyStockFeed, FEED_IN_PROGRESS_REASON, type StockFeedReport } from './applyStockFeed';
import { hashFeedKey } from './feedKey';

/** Issue 9: a feed is refused above this size (bytes); STOCK_FEED_MAX_BYTES overrides it. */
export const DEFAULT_FEED_MAX_BYTES = 10_000_000;

/** Keys are at least 24 printable ASCII characters (see feedKey.ts); anything else cannot match one. */
const WELL_FORMED_KEY = /^[\x21-\x7e]{24,512}$/;

export function feedMaxBytes(): number {
  const value = process.env.STOCK_FEED_MAX_BYTES;
  if (value === undefined || value.trim() === '') return DEFAULT_FEED_MAX_BYTES;
  const bytes = Number(value);
  if (!Number.isInteger(bytes) || bytes <= 0) throw new RangeError(`STOCK_FEED_MAX_BYTES must be a whole number of bytes, not "${value}".`);
  return bytes;
}

const lockout = failureLockout(FEED_KEY_LOCKOUT);

/**
 * The dealership whose feed key this is. The lookup by hash in SQL leaks nothing useful through
 * its timing (it compares SHA-256 digests, which an attacker cannot choose); the stored digest is
 * compared again in constant time so that the decision itself never depends on a byte-by-byte compare.
 */
async function dealershipOfKey(payload: Payload, key: string): Promise<Dealership | null> {
  const hash = hashFeedKey(key);
  const found = await payload.find({
    collection: 'dealerships',
    where: { stockFeedKey: { equals: hash } },
    depth: 0,
    limit: 1,
    // Overriding access also lifts the field's read: () => false, so the stored digest comes back.
    overrideAccess: true,
  });
  const dealership = found.docs[0] as (Dealership & { stockFeedKey?: string | null }) | undefined;
  if (!dealership) return null;
  const stored = Buffer.from(dealership.stockFeedKey ?? '');
  const given = Buffer.from(hash);
  return stored.length === given.length && crypto.timingSafeEqual(stored, given) ? dealership : null;
}

const tooLarge = (maxBytes: number) =>
  Response.json(
    { error: `The feed is larger than ${maxBytes} bytes. Split the stock by dealership, or ask for STOCK_FEED_MAX_BYTES to be raised.` },
    { status: 413 },
  );

function statusOf(report: StockFeedReport): number {
  if (report.applied) return 200;
  if (report.status === 'held') return 202;
  return report.reason === FEED_IN_PROGRESS_REASON ? 409 : 400;
}

/**
 * POST /api/stock/feed with `Authorization: Bearer <dealership feed key>` and a JSON body of
 * vehicles (an array, or { vehicles: [...], confirmRemovals?: boolean }) in the DMS webhook shape:
 * the dealership's whole current stock. 200 applied; 202 held (it would mark more than the allowed
 * share of listed cars sold: nothing changed until it is sent again with "confirmRemovals": true);
 * 400 refused (rejected rows, no vehicles, malformed JSON); 401 without a valid key; 409 while
 * another feed of the dealership is being applied; 413 too large; 429 after repeated wrong keys.
 */
export const stockFeedEndpoint: Endpoint = {
  path: '/stock/feed',
  method: 'post',
  handler: async (req) => {
    const address = clientAddress(req.headers);
    const retryAfter = await lockout.retryAfter(address);
    if (retryAfter > 0) {
      return Response.json(
        { error: `Too many requests with a wrong feed key from this address. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
        { status: 429, headers: { 'Retry-After': String(retryAfter) } },
      );
    }
    const key = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
    const dealership = key && WELL_FORMED_KEY.test(key) ? await dealershipOfKey(req.payload, key) : null;
    if (!dealership) {
      await lockout.recordFailure(address);
      return Response.json(
        {
          error: key ? 'This feed key belongs to no dealership.' : 'Send the dealership feed key as "Authorization: Bearer <key>".',
        },
        { status: 401 },
      );
    }

    const maxBytes = feedMaxBytes();
    if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return tooLarge(maxBytes);
    let body: unknown;
    try {
      body = JSON.parse(await readBodyCapped(req as unknown as Request, maxBytes));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge(maxBytes);
      return Response.json({ error: `The feed is not valid JSON: ${(error as Error).message}` }, { status: 400 });
    }
    const confirmRemovals = Array.isArray(body) ? undefined : (body as { confirmRemovals?: unknown } | null)?.confirmRemovals;
    if (confirmRemovals !== undefined && typeof confirmRemovals !== 'boolean') {
      return Response.json({ error: 'confirmRemovals must be true or false.' }, { status: 400 });
    }
    let records;
    try {
      records = jsonFeedRecords(body);
    } catch (error) {
      if (error instanceof StockFeedFormatError) return Response.json({ error: error.message }, { status: 400 });
      throw error;
    }
    const report = await applyStockFeed(req.payload, dealership, records, { confirmRemovals: confirmRemovals === true, source: 'push' });
    return Response.json(report, { status: statusOf(report) });
  },
};
