import { deliverLead } from '../leads/delivery/deliverLead';
import { logFinalFailure } from './failedJobs';
import { holdJob } from './jobHolders';

/**
 * Retries of a lead delivery: exponential backoff from one minute (1, 2, 4 ... 1,024 minutes
 * between attempts), 12 attempts over about 34 hours: a CRM or mail server down for a day still
 * gets the lead. Payload waits `delay * 2^(attempts so far)` after each failure.
 */
export const LEAD_DELIVERY_RETRIES = { attempts: 11, backoff: { type: 'exponential' as const, delay: 60_000 } };

/** How long after the first attempt the last one runs: the sum of all the backoff waits. */
export const retryWindowMs = ({ attempts, backoff }: typeof LEAD_DELIVERY_RETRIES): number => backoff.delay * (2 ** attempts - 1);

/**
 * Delivers one row of a stored lead (email, CRM ADF or ADF email). Each attempt records itself on
 * the lead; the attempt after which Payload stops retrying marks the row failed with its error.
 */
export const deliverLeadTask = logFinalFailure<{ input: { leadId: number; deliveryId: string }; output: { outcome: string } }>({
  slug: 'deliverLead',
  retries: LEAD_DELIVERY_RETRIES,
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'deliveryId', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, job, req }) => {
    // Should this process die during the attempt, the next CMS to start takes the job back at once.
    await holdJob(req.payload, job.id);
    // Payload's rule: the attempt that fails with `tried >= attempts` is not retried.
    const finalAttempt = (job.totalTried ?? 0) >= LEAD_DELIVERY_RETRIES.attempts;
    return { output: { outcome: await deliverLead(req.payload, input, { finalAttempt }) } };
  },
});
