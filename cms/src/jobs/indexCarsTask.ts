import { logFinalFailure } from './failedJobs';
import { indexCars } from '../search/stockIndex';

/**
 * Indexes changed cars into stock search. A job (not the hook itself) so that it runs after the
 * edit is committed and is retried while the search engine is down: a car saved in the admin is
 * never missing from search for long.
 */
export const indexCarsTask = logFinalFailure<{ input: { ids: number[] }; output: { upserted: number; removed: number } }>({
  slug: 'indexCars',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 1_000 } },
  inputSchema: [{ name: 'ids', type: 'json', required: true }],
  outputSchema: [
    { name: 'upserted', type: 'number' },
    { name: 'removed', type: 'number' },
  ],
  handler: async ({ input, req }) => ({ output: await indexCars(req.payload, input.ids) }),
});
