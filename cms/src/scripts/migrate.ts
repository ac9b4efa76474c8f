/**
 * `npm run migrate`: applies the committed migrations, then checks that every one is recorded.
 *
 * Runs the migrations from code rather than through the `payload migrate` CLI: on CI that CLI once
 * exited 0 without output or a migrated database (its config import never finished: see
 * importPayloadConfig.ts), and a start that goes on from there fails later with a misleading
 * "relation does not exist".
 */
import { importPayloadConfig } from './importPayloadConfig';

process.env.PAYLOAD_JOBS_AUTORUN ??= 'false';
process.env.PAYLOAD_MIGRATING = 'true';

const config = await importPayloadConfig();
const [{ getPayload }, { migrations }] = await Promise.all([import('payload'), import('../migrations')]);
const payload = await getPayload({ config, disableOnInit: true });
let code = 0;
try {
  await payload.db.migrate({ migrations: migrations as never });
  const { totalDocs: recorded } = await payload.find({
    collection: 'payload-migrations',
    where: { name: { in: migrations.map((migration) => migration.name) } },
    limit: 0,
  });
  if (recorded !== migrations.length) throw new Error(`${recorded} of ${migrations.length} migrations are recorded as applied`);
  console.log(`Database schema up to date: ${migrations.length} migrations applied.`);
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  code = 1;
} finally {
  await payload.destroy().catch(() => undefined);
}
process.exit(code);

// A module (top-level await), though it imports only dynamically.
export {};
