/**
 * The Chromium that Lighthouse drives in `npm run bench:pages`, `bench:floor` and
 * `scripts/cpu-by-process.mjs`, and how Lighthouse throttles it: one place, so the diagnosis runs
 * the browser the bench measures with.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How Lighthouse throttles (BENCH_THROTTLING): `simulate`, its default and what PageSpeed Insights
 * reports, loads the page unthrottled and computes the metrics from a model of a slow phone on slow
 * 4G (Lantern); `devtools` slows the browser itself (CPU 4x, 562.5 ms round trips, 1.4 Mbit/s down)
 * and reports what it observed. The two can disagree by 10 points or more on one page (a change can
 * move the model and nothing observed: docs/decisions.md), so the benches can print either.
 */
export const LIGHTHOUSE_THROTTLING = (() => {
  const method = process.env.BENCH_THROTTLING ?? 'simulate';
  if (method !== 'simulate' && method !== 'devtools') {
    console.error(`BENCH_THROTTLING must be simulate or devtools, not '${method}'.`);
    process.exit(2);
  }
  return method;
})();
