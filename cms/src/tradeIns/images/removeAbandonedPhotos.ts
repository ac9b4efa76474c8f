/**
 * Issue 13: photos of valuations never finished. A photo is tied to its trade-in only when the
 * shopper finishes the wizard's last step (linkTradeInImages.ts); a shopper who leaves after step 3
 * leaves photos of their car that nothing else would ever remove. The job worker
 * (jobs/jobWorker.ts) removes them here, with their files.
 */
import type { Payload } from 'payload';
import type { TradeInImage } from '../../payload-types';

/**
 * How old an untied photo must be before it is removed. A shopper may leave the wizard open for a
 * while (photos first, details later); a valuation left a whole day is taken as abandoned. One
 * finished later still stores its lead and trade-in, without the removed photos.
 */
export const ABANDONED_PHOTO_HOURS = 24;

/** Photos created before this instant are old enough to be removed (if untied). */
export const abandonedPhotoCutoff = (now: Date): Date => new Date(now.getTime() - ABANDONED_PHOTO_HOURS * 3_600_000);

/** The rule: a photo is removable when no trade-in has it and it was created more than ABANDONED_PHOTO_HOURS ago. */
export const isAbandonedTradeInPhoto = (photo: Pick<TradeInImage, 'trade_in' | 'createdAt'>, now: Date): boolean =>
  (photo.trade_in === null || photo.trade_in === undefined) && new Date(photo.createdAt).getTime() < abandonedPhotoCutoff(now).getTime();

export interface RemoveAbandonedPhotosOptions {
  /** The most photos removed by one call (the oldest first). */
  batch?: number;
}

/**
 * Removes up to `batch` abandoned photos of every tenant, oldest first, each through
 * `payload.delete` so that Payload deletes its file too. A photo that fails to delete is logged
 * with its id and the others still go. Access control is off: this is the CMS's own housekeeping.
 */
export async function removeAbandonedTradeInPhotos(
  payload: Payload,
  now: Date = new Date(),
  { batch = 100 }: RemoveAbandonedPhotosOptions = {},
): Promise<{ removed: number }> {
  const { docs } = await payload.find({
    collection: 'trade-in-images',
    where: {
      and: [{ trade_in: { exists: false } }, { createdAt: { less_than: abandonedPhotoCutoff(now).toISOString() } }],
    },
    sort: 'createdAt',
    limit: batch,
    depth: 0,
    select: { trade_in: true, createdAt: true },
    overrideAccess: true,
  });
  let removed = 0;
  for (const photo of docs) {
    // The query already says so; the rule is checked again before anything is deleted.
    if (!isAbandonedTradeInPhoto(photo, now)) continue;
    try {
      await payload.delete({ collection: 'trade-in-images', id: photo.id, overrideAccess: true, depth: 0 });
      removed += 1;
    } catch (error) {
      payload.logger.error({ err: error, msg: `Removing the abandoned trade-in photo ${photo.id} failed; the next run tries again.` });
    }
  }
  return { removed };
}

let lastCleanup = 0;
/** How often the job worker removes abandoned photos (on start, then hourly). */
export const ABANDONED_PHOTO_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** After a full batch more are waiting: the worker tries again this soon. */
const FULL_BATCH_RETRY_MS = 60_000;

/**
 * Called by the job worker (jobs/jobWorker.ts) before each run, like the stalled-delivery check:
 * removes one batch of abandoned photos at most once an hour (again after a minute when the batch
 * was full). One line is logged when photos went; a failure is logged and the jobs still run.
 */
export async function removeAbandonedTradeInPhotosBeforeRun(payload: Payload, batch = 100): Promise<void> {
  if (Date.now() - lastCleanup < ABANDONED_PHOTO_CLEANUP_INTERVAL_MS) return;
  lastCleanup = Date.now();
  try {
    const { removed } = await removeAbandonedTradeInPhotos(payload, new Date(), { batch });
    if (removed > 0) payload.logger.info(`Removed ${removed} trade-in photo(s) of valuations never finished.`);
    if (removed >= batch) lastCleanup = Date.now() - ABANDONED_PHOTO_CLEANUP_INTERVAL_MS + FULL_BATCH_RETRY_MS;
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Removing abandoned trade-in photos failed; will try again in an hour.' });
  }
}
