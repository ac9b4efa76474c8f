/**
 * The Payload config, for a process Node runs itself: the scripts, the seed, test processes.
 * (The CMS server gets it bundled by Next.js, which this does not affect.)
 *
 * Lexical's packages choose their dev or prod build with a top-level `await import()`. The config's
 * module graph reaches `lexical` through @payloadcms/richtext-lexical and a dozen @lexical/* packages
 * at once, and on Node 20 that import then sometimes never settles: Node exits with 13 ("unsettled
 * top-level await") or, with a timer alive, waits forever. Plain `node` importing
 * @payloadcms/richtext-lexical stopped so in 8 of 15 runs on a loaded 2-core machine; with lexical
 * imported on its own first, in 0 of 30. This is what earlier notes took for tsx's loader not
 * finishing (migrate, reindex, the SIGKILL test's job runner).
 */
export async function importPayloadConfig() {
  await import('@payloadcms/richtext-lexical/lexical');
  return (await import('../payload.config')).default;
}
