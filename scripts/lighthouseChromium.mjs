/**
 * The Chromium that Lighthouse drives in `npm run bench:pages`, `bench:floor` and
 * `scripts/cpu-by-process.mjs`, and how Lighthouse throttles it: one place, so the diagnosis runs
 * the browser the bench measures with.
 */
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every script launches Chromium with (Playwright adds its own headless flag). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

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

/**
 * Lighthouse's CPU slowdown (BENCH_CPU_SLOWDOWN; 4, its mobile preset, by default). The figures are
 * checked on machines whose `benchmarkIndex` is about 2,200–2,700; a faster machine slowed by
 * `4 × its benchmarkIndex / 2,450` estimates them (the bench prints that multiplier when the run's
 * index is above 2,700). Lighthouse's own mobile network figures are kept.
 */
export const LIGHTHOUSE_CPU_SLOWDOWN = (() => {
  const value = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
  if (!Number.isFinite(value) || value < 1 || value > 20) {
    console.error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20, not '${process.env.BENCH_CPU_SLOWDOWN}'.`);
    process.exit(2);
  }
  return value;
})();

/** Lighthouse's settings for how it throttles: method, and its mobile preset with the CPU slowdown above. */
export const LIGHTHOUSE_THROTTLING_SETTINGS = {
  throttlingMethod: LIGHTHOUSE_THROTTLING,
  // Lighthouse's own mobile preset (slow 4G), only the CPU multiplier ours.
  throttling: {
    ...lighthouseConstants.throttling.mobileSlow4G,
    cpuSlowdownMultiplier: LIGHTHOUSE_CPU_SLOWDOWN,
  },
};
