/**
 * Issue 14 housekeeping, run by the job worker (jobs/jobWorker.ts) like the abandoned-photo
 * cleanup: sign-in codes are kept 48 hours (the send limits look back 24), sessions until they
 * expire. Removed in batches, oldest first.
 */
import type { CollectionSlug, Payload, Where } from 'payload';

/** Sign-in codes older than this are removed: twice the longest send-limit window. */
export const SIGN_IN_CODE_KEEP_HOURS = 48;

export const signInCodeCutoff = (now: Date): Date => new Date(now.getTime() - SIGN_IN_CODE_KEEP_HOURS * 3_600_000);

async function removeBatch(payload: Payload, collection: CollectionSlug, where: Where, sort: string, batch: number): Promise<number> {
  const { docs } = await payload.find({ collection, where, sort, limit: batch, depth: 0, overrideAccess: true, select: {} });
  if (docs.length === 0) return 0;
  const ids = docs.map((doc) => doc.id);
  // The rule again with the ids: a row changed since the read is left alone.
  const removed = await payload.delete({
    collection,
    where: { and: [where, { id: { in: ids } }] },
    overrideAccess: true,
    depth: 0,
    select: {},
  });
  return removed.docs.length;
}

export interface RemovedSignIns {
  codes: number;
  sessions: number;
}

/** Removes up to `batch` old sign-in codes and up to `batch` expired sessions (access control off: the CMS's own housekeeping). */
export async function removeExpiredSignIns(
  payload: Payload,
  now: Date = new Date(),
  { batch = 500 }: { batch?: number } = {},
): Promise<RemovedSignIns> {
  const codes = await removeBatch(
    payload,
    'sign-in-codes',
    { createdAt: { less_than: signInCodeCutoff(now).toISOString() } },
    'createdAt',
    batch,
  );
  const sessions = await removeBatch(
    payload,
    'shopper-sessions',
    { expires_at: { less_than_equal: now.toISOString() } },
    'expires_at',
    batch,
  );
  return { codes, sessions };
}

let lastCleanup = 0;
/** How often the job worker removes them (on start, then hourly). */
export const SIGN_IN_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** After a full batch more are waiting: the worker tries again this soon. */
const FULL_BATCH_RETRY_MS = 60_000;

/** Called by the job worker before each run: one batch at most once an hour (after a minute when a batch was full). */
export async function removeExpiredSignInsBeforeRun(payload: Payload, batch = 500): Promise<void> {
  if (Date.now() - lastCleanup < SIGN_IN_CLEANUP_INTERVAL_MS) return;
  lastCleanup = Date.now();
  try {
    const { codes, sessions } = await removeExpiredSignIns(payload, new Date(), { batch });
    if (codes + sessions > 0) payload.logger.info(`Removed ${codes} old sign-in code(s) and ${sessions} expired shopper session(s).`);
    if (codes >= batch || sessions >= batch) lastCleanup = Date.now() - SIGN_IN_CLEANUP_INTERVAL_MS + FULL_BATCH_RETRY_MS;
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Removing old sign-in codes and expired shopper sessions failed; will try again in an hour.' });
  }
}
