/**
 * CPU time of the page's main thread in a Lighthouse run's trace (the renderer's tasks, their
 * thread time), in ms. Steadier than the score on a shared 2-core machine: Lighthouse simulates
 * from each task's wall time, which grows whenever the thread waits for a core, while the CPU a
 * page costs does not (session 21: one build's 5-run score median moved by up to 12 points
 * between series). Used by `npm run bench:pages` and `npm run bench:floor`.
 */
export function mainThreadCpuMs(traceEvents, url) {
  if (!Array.isArray(traceEvents)) return null;
  // The page's renderer: the thread that parsed the page's document (not Lighthouse's about:blank).
  const origin = new URL(url).origin;
  const parser = traceEvents.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin));
  if (!parser) return null;
  let micros = 0;
  for (const e of traceEvents) {
    if (e.ph === 'X' && e.name === 'RunTask' && e.pid === parser.pid && e.tid === parser.tid) micros += e.tdur ?? 0;
  }
  return Math.round(micros / 1000);
}
