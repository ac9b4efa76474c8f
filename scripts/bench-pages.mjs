#!/usr/bin/env node
/**
 * `npm run bench:pages`: Lighthouse (mobile, its default; Debian's Chromium) on the search page and
 * on car pages of a running stack (`npm start`, production build), the JavaScript the search page's
 * HTML loads (gzipped as `next start` serves it), and the site's server time for a car page
 * (warm requests). Each figure is printed against its target (issues 4 and 5); results also go to
 * artifacts/bench-pages.json. Budgets are reported, not enforced: the exit code is 1 only when a
 * page fails to load.
 *
 * Each page is requested a few times (and its phone-sized images once) before it is measured, as
 * on a site that is already serving: see warmUp.
 *
 * Environment: SITE_PORT (3000), CMS_PORT (3001), BENCH_RUNS (1: the median of N Lighthouse runs),
 * BENCH_REQUESTS (200), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const CMS_PORT = Number(process.env.CMS_PORT ?? 3001);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP_REQUESTS = 5;

const TARGETS = {
  search: { performance: 90, accessibility: 95, cls: 0.05, firstLoadJsKb: 200 },
  car: { performance: 90, accessibility: 95, cls: 0.05, lcpSeconds: 2.5 },
  carServerP95Ms: 80,
};

/** The pages measured: the search page, and seeded car fixtures (seed/src/generate/cars.ts). */
const PAGES = [
  { kind: 'search', tenant: 'coastline', path: '/search/used-cars' },
  { kind: 'search', tenant: 'kiwi-caravans', path: '/search/used-cars' },
  { kind: 'car', tenant: 'coastline', stocknum: 'CL-INSTOCK' },
  { kind: 'car', tenant: 'coastline', stocknum: 'CL-SOLD-1D' },
  { kind: 'car', tenant: 'kiwi-caravans', stocknum: 'KW-CARAVAN' },
];

/** GET on the site with the tenant's Host header (Node cannot resolve *.localhost); the body and the time to its end. */
function get(pathname, { tenant, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(
        {
          host: '127.0.0.1',
          port: SITE_PORT,
          path: pathname,
          headers: { ...(tenant ? { host: `${tenant}.localhost:${SITE_PORT}` } : {}), ...headers },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            response.statusCode === 200
              ? resolve({ body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 })
              : reject(new Error(`${pathname} answered HTTP ${response.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

async function slugOf(stocknum) {
  const response = await fetch(`http://localhost:${CMS_PORT}/api/cars?where[stocknum][equals]=${stocknum}&depth=0&limit=1`);
  if (!response.ok) throw new Error(`The CMS on port ${CMS_PORT} answered ${response.status}: is the stack running?`);
  const [car] = (await response.json()).docs;
  if (!car) throw new Error(`No car ${stocknum}: is the stack seeded?`);
  return car.slug;
}

/**
 * First-load JavaScript: the scripts the page's HTML names (not later prefetches of linked
 * pages), gzipped as the server sends them.
 */
async function firstLoadJsKb(tenant, pathname) {
  const html = (await get(pathname, { tenant })).body.toString('utf8');
  const scripts = new Set([...html.matchAll(/<script[^>]+src="(\/_next\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const script of scripts) bytes += (await get(script, { headers: { 'accept-encoding': 'gzip' } })).body.length;
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * Warm-up before a page is measured, as a running site is: one request for its HTML (the server's
 * caches) and for the phone-sized variants of the images it names (next/image resizes a photo on
 * its first request and keeps the result on disk for hours).
 */
async function warmUp(tenant, pathname) {
  // A few renders, so a just-started server has compiled its render path (its caches fill on the first).
  for (let i = 0; i < WARM_UP_REQUESTS - 1; i++) await get(pathname, { tenant });
  const html = (await get(pathname, { tenant })).body.toString('utf8');
  const images = new Set();
  for (const [, url] of html.matchAll(/(\/_next\/image\?url=[^&"\s]+&(?:amp;)?w=(\d+)&(?:amp;)?q=\d+)/g)) {
    const width = Number(url.match(/w=(\d+)/)[1]);
    if (width <= 828) images.add(url.replaceAll('&amp;', '&'));
  }
  for (const url of images) await get(url, { tenant }).catch(() => undefined);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function audit(url, chromePort) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    lcpSeconds: Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
      .map((a) => a.id),
  };
}

const verdict = (ok) => (ok ? 'meets' : 'MISSES');
const results = { pages: [], carServerTime: null };
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const page of PAGES) {
    const pathname = page.kind === 'car' ? `/cars/${await slugOf(page.stocknum)}` : page.path;
    const url = `http://${page.tenant}.localhost:${SITE_PORT}${pathname}`;
    await warmUp(page.tenant, pathname);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
    const pick = (key) => median(runs.map((r) => r[key]));
    const row = {
      url,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      cls: pick('cls'),
      lcpSeconds: pick('lcpSeconds'),
      tbtMs: pick('tbtMs'),
      failedAccessibilityAudits: runs[0].failedAccessibilityAudits,
    };
    const targets = TARGETS[page.kind];
    let ok = row.performance >= targets.performance && row.accessibility >= targets.accessibility && row.cls <= targets.cls;
    if (page.kind === 'search') {
      row.firstLoadJsKb = await firstLoadJsKb(page.tenant, pathname);
      ok &&= row.firstLoadJsKb <= targets.firstLoadJsKb;
    } else {
      ok &&= row.lcpSeconds <= targets.lcpSeconds;
    }
    results.pages.push(row);
    console.log(
      `${page.kind.padEnd(6)} ${url}\n       performance ${row.performance}  accessibility ${row.accessibility}  CLS ${row.cls}  LCP ${row.lcpSeconds} s  TBT ${row.tbtMs} ms` +
        (row.firstLoadJsKb !== undefined ? `  first-load JS ${row.firstLoadJsKb} KB` : '') +
        `  ${verdict(ok)} its targets (median of ${RUNS})` +
        (row.failedAccessibilityAudits.length ? `\n       accessibility audits failing: ${row.failedAccessibilityAudits.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
}

const carPage = PAGES.find((page) => page.kind === 'car');
const carPath = `/cars/${await slugOf(carPage.stocknum)}`;
for (let i = 0; i < 20; i++) await get(carPath, { tenant: carPage.tenant }); // warm up
const times = [];
for (let i = 0; i < REQUESTS; i++) times.push((await get(carPath, { tenant: carPage.tenant })).ms);
times.sort((a, b) => a - b);
results.carServerTime = {
  url: carPath,
  requests: REQUESTS,
  p50: Number(percentile(times, 50).toFixed(1)),
  p95: Number(percentile(times, 95).toFixed(1)),
  p99: Number(percentile(times, 99).toFixed(1)),
};
console.log(
  `server time ${carPath}: p50 ${results.carServerTime.p50} ms, p95 ${results.carServerTime.p95} ms (target <= ${TARGETS.carServerP95Ms}), ` +
    `p99 ${results.carServerTime.p99} ms over ${REQUESTS} warm requests: ${verdict(results.carServerTime.p95 <= TARGETS.carServerP95Ms)}`,
);

fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-pages.json'), `${JSON.stringify(results, null, 2)}\n`);
