#!/usr/bin/env node
/**
 * `npm run bench:pages`: Lighthouse (mobile, Debian's Chromium) against pages of a running site
 * (`npm start`, production build), printing performance, accessibility, CLS and the JavaScript
 * the page downloads on first load (bytes over the wire: gzip as `next start` serves it).
 *
 * Environment: SITE_PORT (3000), BENCH_TENANT (coastline), BENCH_PATHS (comma-separated,
 * default /search/used-cars), CHROMIUM_PATH (/usr/bin/chromium), BENCH_RUNS (1: the median of N).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env.SITE_PORT ?? 3000);
const tenant = process.env.BENCH_TENANT ?? 'coastline';
const paths = (process.env.BENCH_PATHS ?? '/search/used-cars').split(',').filter(Boolean);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
/** Issue 4 targets. */
const TARGETS = { performance: 90, accessibility: 95, cls: 0.05, firstLoadJsKb: 200 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, chromePort) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const origin = new URL(url).origin;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests
    .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    firstLoadJsKb: Math.round((js / 1024) * 10) / 10,
    failedA11y: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
      .map((a) => a.id),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
try {
  for (const path of paths) {
    const url = `http://${tenant}.localhost:${port}${path}`;
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(url, chrome.port));
    const pick = (key) => median(results.map((r) => r[key]));
    const row = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      cls: Math.round(pick('cls') * 1000) / 1000,
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      firstLoadJsKb: pick('firstLoadJsKb'),
    };
    const ok =
      row.performance >= TARGETS.performance &&
      row.accessibility >= TARGETS.accessibility &&
      row.cls <= TARGETS.cls &&
      row.firstLoadJsKb <= TARGETS.firstLoadJsKb;
    failed ||= !ok;
    console.log(
      `${url}  performance ${row.performance}  accessibility ${row.accessibility}  CLS ${row.cls}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  first-load JS ${row.firstLoadJsKb} KB  ${ok ? 'meets' : 'MISSES'} targets (${runs} run${runs > 1 ? 's' : ''})`,
    );
    const a11y = results[0].failedA11y;
    if (a11y.length) console.log(`  accessibility audits failing: ${a11y.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
process.exitCode = failed ? 1 : 0;
