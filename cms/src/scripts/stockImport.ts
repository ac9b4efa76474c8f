/**
 * `npm run stock:import -- <file.csv|file.json> --dealership <slug> [--tenant <slug>] [--confirm-removals]`
 * Applies a stock feed file to one dealership (see stockFeed/applyStockFeed.ts). Prints each
 * rejected row with its line and reasons. Exit 0 when applied; 1 when refused (rejected rows, no
 * vehicles, another feed of the dealership in progress) or failed; 3 when held because it would
 * mark more than STOCK_FEED_MAX_REMOVAL_SHARE (30%) of the listed cars sold: nothing changed, run
 * it again with --confirm-removals to apply it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Where } from 'payload';
import { importPayloadConfig } from './importPayloadConfig';

process.env.PAYLOAD_JOBS_AUTORUN ??= 'false';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const VALUE_OPTIONS = ['--dealership', '--tenant'];
const file = process.argv.slice(2).find((arg, i, all) => !arg.startsWith('--') && !VALUE_OPTIONS.includes(all[i - 1] ?? ''));
const dealershipSlug = argument('dealership');
const tenantSlug = argument('tenant');
const confirmRemovals = process.argv.includes('--confirm-removals');
if (!file || !dealershipSlug) {
  console.error('usage: npm run stock:import -- <file.csv|file.json> --dealership <slug> [--tenant <slug>] [--confirm-removals]');
  process.exit(2);
}
const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const format = path.extname(filePath).toLowerCase() === '.json' ? 'json' : 'csv';

const config = await importPayloadConfig();
const [{ getPayload }, { readFeed, StockFeedFormatError }, { applyStockFeed }] = await Promise.all([
  import('payload'),
  import('@dealer/domain'),
  import('../stockFeed/applyStockFeed'),
]);
const payload = await getPayload({ config });
let code = 0;
try {
  const where: Where = { slug: { equals: dealershipSlug } };
  if (tenantSlug) where['tenant.slug'] = { equals: tenantSlug };
  const dealerships = await payload.find({ collection: 'dealerships', where, depth: 1, limit: 2 });
  if (dealerships.docs.length !== 1) {
    throw new Error(
      dealerships.docs.length === 0
        ? `No dealership "${dealershipSlug}"${tenantSlug ? ` in tenant ${tenantSlug}` : ''}.`
        : `Dealership slug "${dealershipSlug}" exists in several tenants: add --tenant <slug>.`,
    );
  }
  const records = readFeed(fs.readFileSync(filePath, 'utf8'), format);
  const report = await applyStockFeed(payload, dealerships.docs[0]!, records, { confirmRemovals, source: 'import' });
  for (const reject of report.rejects)
    console.log(`line ${reject.line}${reject.stocknum ? ` (${reject.stocknum})` : ''}: ${reject.reasons.join('; ')}`);
  if (report.applied) {
    console.log(
      `${report.dealership}: ${report.created} created, ${report.updated} updated, ${report.markedSold} marked sold (not in the feed)` +
        `${report.status === 'confirmed' ? ', removals confirmed' : ''}.`,
    );
  } else if (report.status === 'held') {
    console.log(`${report.dealership}: ${report.reason} Run it again with --confirm-removals to apply it.`);
    code = 3;
  } else {
    console.log(`${report.dealership}: refused. ${report.reason}`);
    code = 1;
  }
} catch (error) {
  console.error(error instanceof StockFeedFormatError ? error.message : `Stock import failed: ${(error as Error).message}`);
  code = 1;
} finally {
  await payload.destroy().catch(() => undefined);
}
process.exit(code);
