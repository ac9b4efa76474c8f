/**
 * CLI: seeds the database named by DATABASE_URL.
 *   cd seed && node ../scripts/with-db.mjs npx tsx src/index.ts
 * Exits 0 with a summary, or 1 with the reason.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cms');

async function main(): Promise<number> {
  const { resolveAdminPassword, seed } = await import('./seed');
  // Fail before connecting when the password rule is not met.
  resolveAdminPassword();
  // Without MEDIA_DIR, Media's staticDir is the relative "media", resolved against the working
  // directory: run from the CMS directory so that uploads land where the CMS serves them.
  process.chdir(cmsDir);
  // A one-shot tool: never start the job runner (the seed queues no jobs anyway).
  process.env.PAYLOAD_JOBS_AUTORUN ??= 'false';
  const { importPayloadConfig } = await import('../../cms/src/scripts/importPayloadConfig');
  const config = await importPayloadConfig();
  const { getPayload } = await import('payload');
  const payload = await getPayload({ config });
  try {
    const summary = await seed(payload, { log: (line) => console.log(`  ${line}`) });
    const rows = Object.entries(summary.totals).map(([collection, total]) => {
      const counts = summary.collections[collection] ?? { created: 0, existing: 0 };
      return `  ${collection.padEnd(14)} ${String(total).padStart(6)} total  ${String(counts.created).padStart(5)} created  ${String(counts.existing).padStart(5)} already there`;
    });
    console.log(['', 'Seed complete.', ...rows, ''].join('\n'));
    const passwordNote = {
      'development-default': `${summary.adminEmail} (password is the development default "admin12345")`,
      SEED_ADMIN_PASSWORD: `${summary.adminEmail} (password from SEED_ADMIN_PASSWORD)`,
      'random-per-account': 'the super admin from ADMIN_EMAIL; sample accounts have random passwords a super admin must reset',
    }[summary.passwordSource];
    console.log(`Staff sign-in: ${passwordNote}`);
    console.log(`Finished in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
    return 0;
  } finally {
    await payload.destroy().catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && error.name !== 'SeedConfigError' && process.env.DEBUG) console.error(error.stack);
    process.exit(1);
  },
);
