/**
 * A CMS job runner in a process of its own, for tests that kill it (issue 10: "the CMS killed
 * during delivery"). It boots the real Payload config, does what the CMS's automatic runner does
 * before a run (`shouldAutoRun`: stalled deliveries back in the queue), then runs the given jobs.
 *
 *   node --import tsx test/processes/cmsJobRunner.ts <job id>...
 *
 * Prints `ready` once booted and `done` when the jobs have run. DATABASE_URL etc. come from the parent.
 */
// Keeps the event loop alive while tsx compiles the dynamic imports (see src/scripts/migrate.ts).
setInterval(() => undefined, 60_000);
// Only the jobs named here run: no cron of its own.
process.env.PAYLOAD_JOBS_AUTORUN = 'false';

const ids = process.argv.slice(2).map(Number);
const [{ getPayload }, { default: configPromise }, { recoverStalledDeliveriesBeforeRun }] = await Promise.all([
  import('payload'),
  import('../../src/payload.config'),
  import('../../src/leads/delivery/recoverStalledDeliveries'),
]);
const payload = await getPayload({ config: await configPromise });
process.stdout.write('ready\n');
await recoverStalledDeliveriesBeforeRun(payload);
await payload.jobs.run({ where: { id: { in: ids } }, silent: true });
process.stdout.write('done\n');
process.exit(0);

export {};
