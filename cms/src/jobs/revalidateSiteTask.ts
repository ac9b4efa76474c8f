import { logFinalFailure } from './failedJobs';
import { cmsEnv } from '../env';

/**
 * Asks the site to regenerate pages of one tenant. Runs as a job, after the edit's transaction
 * has committed (a hook calling the site directly would let the site read the old data), and is
 * retried with backoff while the site is down.
 */
export const revalidateSiteTask = logFinalFailure<{ input: { tenant: string; paths: string[] }; output: { revalidated: string[] } }>({
  slug: 'revalidateSite',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
  inputSchema: [
    { name: 'tenant', type: 'text', required: true },
    { name: 'paths', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'revalidated', type: 'json' }],
  handler: async ({ input }) => {
    const env = cmsEnv();
    const response = await fetch(`${env.SITE_URL}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.REVALIDATE_SECRET}` },
      body: JSON.stringify({ tenant: input.tenant, paths: input.paths }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`Site revalidation of ${input.tenant} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { revalidated: string[] };
    return { output: { revalidated: body.revalidated } };
  },
});
