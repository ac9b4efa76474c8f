/**
 * `npm run reindex`: rebuilds the stock search index from the cars in the CMS.
 * `--if-empty` does it only when the index is empty (npm start runs it so on every start).
 */
import { importPayloadConfig } from './importPayloadConfig';

process.env.PAYLOAD_JOBS_AUTORUN ??= 'false';
const ifEmpty = process.argv.includes('--if-empty');
const started = Date.now();

const config = await importPayloadConfig();
const [{ getPayload }, { indexedCount, reindexAll }] = await Promise.all([import('payload'), import('../search/stockIndex')]);
const payload = await getPayload({ config });
let code = 0;
try {
  if (ifEmpty && (await indexedCount(payload)) > 0) {
    console.log('Stock index already filled: not reindexing (npm run reindex rebuilds it).');
  } else {
    const total = await reindexAll(payload, {
      log: (line) => {
        process.stdout.write(`\r${line}   `);
      },
    });
    console.log(`\nIndexed ${total} cars in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} catch (error) {
  console.error(`Reindex failed: ${(error as Error).message}`);
  code = 1;
} finally {
  await payload.destroy().catch(() => undefined);
}
process.exit(code);

// A module (top-level await), though it imports only dynamically.
export {};
