/**
 * Crash safety for lead deliveries (issue 10). Payload marks a job `processing` while it runs and
 * clears the mark when the attempt ends; a CMS killed mid-attempt leaves the mark, and Payload never
 * runs a processing job again. Such deliverLead jobs go back in the queue here: at the next start
 * of any CMS when their holder is gone (issue 39), else after the timeout below.
 */
import type { Payload } from 'payload';
import { jobsOfGoneHolders } from '../../jobs/jobHolders';

/**
 * Longer than any attempt can take (CRM timeout 10 s, SMTP timeouts 10 s + 10 s + 30 s): a job
 * processing for longer, with no holder on record, belongs to a process that died.
 */
export const STALLED_DELIVERY_AFTER_MS = 5 * 60_000;

/**
 * Puts back in the queue the deliverLead jobs left `processing` by a process that is gone: at once
 * when their holder's lock is free (jobs/jobHolders.ts), and after `olderThanMs` when no holder was
 * recorded (a process killed between claiming a job and starting it). Returns their ids.
 */
export async function recoverStalledDeliveries(payload: Payload, olderThanMs = STALLED_DELIVERY_AFTER_MS): Promise<(string | number)[]> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const goneHolders = await jobsOfGoneHolders(payload, 'deliverLead');
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'deliverLead' } },
        { processing: { equals: true } },
        {
          or: [
            { id: { in: goneHolders } },
            // Payload stamps updatedAt when it marks a job processing, and not again until it ends.
            { updatedAt: { less_than: cutoff } },
          ],
        },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    // The interrupted attempt's outcome is unknown: it is not counted, and the job runs at once.
    data: { processing: false, waitUntil: null },
    depth: 0,
    overrideAccess: true,
  });
  const ids = docs.map((job) => job.id);
  if (ids.length > 0) {
    payload.logger.warn(`Lead deliveries interrupted by a stopped CMS are queued again (jobs ${ids.join(', ')}).`);
  }
  return ids;
}

let lastRecovery = 0;
/** How often the job runner looks for stalled deliveries (on start, then at most once a minute). */
const RECOVERY_INTERVAL_MS = 60_000;

/**
 * Called by the job worker (jobs/jobWorker.ts) before each run: recovers stalled deliveries at
 * most once a minute. A failure is logged and does not stop the jobs from running.
 */
export async function recoverStalledDeliveriesBeforeRun(payload: Payload): Promise<void> {
  if (Date.now() - lastRecovery < RECOVERY_INTERVAL_MS) return;
  lastRecovery = Date.now();
  try {
    await recoverStalledDeliveries(payload);
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Looking for stalled lead deliveries failed; will try again in a minute.' });
  }
}
