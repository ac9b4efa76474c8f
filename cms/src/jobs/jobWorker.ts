/**
 * The CMS's job runner (issue 10 performance): runs queued jobs one after the other, in the CMS
 * process, instead of Payload's `autoRun`, which starts a whole batch side by side on each cron
 * tick. Twenty lead deliveries at once (each some ten queries, a transaction and an SMTP session)
 * took the database pool and the event loop from the lead endpoint for about a second every three
 * seconds, and that was most of `POST /api/leads`'s tail (docs/decisions.md, leads p95). One job
 * at a time leaves the endpoint waiting behind at most one job's step at each await.
 */
import type { Payload } from 'payload';
import { releaseRunner } from './jobHolders';
import { recoverStalledDeliveriesBeforeRun } from '../leads/delivery/recoverStalledDeliveries';
import { removeAbandonedTradeInPhotosBeforeRun } from '../tradeIns/images/removeAbandonedPhotos';
import { sendShopperAlertsBeforeRun } from '../shoppers/alerts/sendShopperAlerts';
import { removeExpiredSignInsBeforeRun } from '../shoppers/cleanup';
import { expireReservationsBeforeRun } from '../reservations/expireReservations';

export interface JobWorkerOptions {
  queue?: string;
  /** Jobs run per run, one after the other, each claimed as it starts. */
  batch?: number;
  /** Wait after a run that found fewer jobs than `batch` (the queue is drained). */
  idleMs?: number;
  /** Wait after a full batch, before the next: a breather for requests when a backlog drains. */
  busyMs?: number;
  log?: Pick<Payload['logger'], 'error'>;
}

export interface JobWorker {
  stop(): Promise<void>;
  /** Resolves when the run in progress (if any) has ended. */
  idle(): Promise<void>;
}

/** Whether this process runs the job worker: not in tools, tests or `next build` (they set the flag or the phase). */
export const jobWorkerEnabled = (env: Record<string, string | undefined> = process.env): boolean =>
  env.PAYLOAD_JOBS_AUTORUN !== 'false' && env.NEXT_PHASE !== 'phase-production-build';

/** Runs `queue`'s jobs until stopped: `batch` claimed at a time, run sequentially. */
export function startJobWorker(
  payload: Payload,
  { queue = 'default', batch = 10, idleMs = 1_000, busyMs = 50, log = payload.logger }: JobWorkerOptions = {},
): JobWorker {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();

  const runOnce = async (): Promise<boolean> => {
    // Lead deliveries left `processing` by a killed CMS go back in the queue (at most once a minute).
    await recoverStalledDeliveriesBeforeRun(payload);
    // Trade-in photos of valuations never finished go, with their files (hourly, one batch).
    await removeAbandonedTradeInPhotosBeforeRun(payload);
    // Sign-in codes over 48 h old and expired shopper sessions go (hourly, one batch each).
    await removeExpiredSignInsBeforeRun(payload);
    // Reservations whose payment window or 48-hour hold ran out: expired, their cars back in search (once a minute).
    await expireReservationsBeforeRun(payload);
    // Watched cars whose price dropped: their shoppers are alerted (every 5 minutes, up to 50 messages).
    await sendShopperAlertsBeforeRun(payload);
    // Claimed one at a time, each just before it runs: a job this process holds has its holder on
    // record (jobs/jobHolders.ts), so if the process dies the next start takes it back at once.
    for (let ran = 0; ran < batch; ran += 1) {
      const result = await payload.jobs.run({ queue, limit: 1, silent: { info: true } });
      if (Object.keys(result.jobStatus ?? {}).length === 0) return false;
    }
    return true;
  };

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    current = runOnce().then(
      (full) => schedule(full ? busyMs : idleMs),
      (error: unknown) => {
        log.error({ err: error, msg: 'The job worker failed to run the queue; trying again shortly.' });
        schedule(idleMs);
      },
    );
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    // The worker alone never keeps a process alive.
    timer.unref?.();
  };

  schedule(idleMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
    idle: () => current,
  };
}

/**
 * Starts the worker for a served CMS and stops it with `payload.destroy()` (which stops the
 * `crons` Payload keeps).
 */
export function startCmsJobWorker(payload: Payload, options?: JobWorkerOptions): JobWorker | null {
  if (!jobWorkerEnabled()) return null;
  const worker = startJobWorker(payload, options);
  const stop = async () => {
    await worker.stop();
    await releaseRunner();
  };
  (payload.crons as unknown as { stop: () => Promise<void> }[]).push({ stop });
  return worker;
}
