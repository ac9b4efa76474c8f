/**
 * A CMS job runner in a process of its own, for tests that kill it (issue 10: "the CMS killed
 * during delivery"). It boots the real Payload config, does what the CMS's automatic runner does
 * before a run (`shouldAutoRun`: stalled deliveries back in the queue), then runs the given jobs.
 *
 * The test runs it bundled to plain JavaScript (bundleProcess.ts):  node test/processes/.build/cmsJobRunner.mjs <job id>...
 *
 * Prints `ready` once booted and `done` when the jobs have run. DATABASE_URL etc. come from the parent.
 */
// Only the jobs named here run: no cron of its own.
process.env.PAYLOAD_JOBS_AUTORUN = 'false';

const ids = process.argv.slice(2).map(Number);
const started = Date.now();
/** Each step with its time since start, so a runner that stalls shows where (the test prints this output). */
const mark = (step: string) => process.stdout.write(`${step} +${Date.now() - started}ms\n`);
mark('started');
// One import at a time: the config's module graph includes recoverStalledDeliveries.
const { importPayloadConfig } = await import('../../src/scripts/importPayloadConfig');
const configPromise = await importPayloadConfig();
const { getPayload } = await import('payload');
const { recoverStalledDeliveriesBeforeRun } = await import('../../src/leads/delivery/recoverStalledDeliveries');
mark('imported');
const payload = await getPayload({ config: await configPromise });
mark('ready');
await recoverStalledDeliveriesBeforeRun(payload);
mark('recovered');
const result = await payload.jobs.run({ where: { id: { in: ids } }, silent: true });
mark(`done ${JSON.stringify(result.jobStatus ?? {})}`);
process.exit(0);

export {};
