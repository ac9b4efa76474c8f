#!/usr/bin/env node
/**
 * `npm run bench:pages`: Lighthouse (mobile, its default) on car pages of a running stack, and the
 * site's server time for a car page (200 warm requests). Start the stack first (`npm start`, or
 * SITE_PORT/CMS_PORT for another one). Results also go to artifacts/bench-pages.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const CMS_PORT = Number(process.env.CMS_PORT ?? 3001);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** Seeded fixtures (seed/src/generate/cars.ts) by tenant and stock number. */
const PAGES = [
  ['coastline', 'CL-INSTOCK'],
  ['coastline', 'CL-SOLD-1D'],
  ['kiwi-caravans', 'KW-CARAVAN'],
];

async function slugOf(stocknum) {
  const response = await fetch(`http://localhost:${CMS_PORT}/api/cars?where[stocknum][equals]=${stocknum}&depth=0&limit=1`);
  if (!response.ok) throw new Error(`The CMS on port ${CMS_PORT} answered ${response.status}: is the stack running?`);
  const [car] = (await response.json()).docs;
  if (!car) throw new Error(`No car ${stocknum}: is the stack seeded?`);
  return car.slug;
}

/** Time to the end of the response of one GET with the tenant's Host header (Node cannot resolve *.localhost). */
function timeRequest(tenant, pathname) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      { host: '127.0.0.1', port: SITE_PORT, path: pathname, headers: { host: `${tenant}.localhost:${SITE_PORT}` } },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
            : reject(new Error(`${pathname} answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const results = { lighthouse: [], serverTime: null };
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const [tenant, stocknum] of PAGES) {
    const url = `http://${tenant}.localhost:${SITE_PORT}/cars/${await slugOf(stocknum)}`;
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const row = {
      url,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpSeconds: Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      failedAccessibilityAudits: Object.values(lhr.audits)
        .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
        .map((audit) => audit.id),
    };
    results.lighthouse.push(row);
    console.log(
      `${stocknum.padEnd(12)} performance ${row.performance}  accessibility ${row.accessibility}  LCP ${row.lcpSeconds} s  CLS ${row.cls}` +
        (row.failedAccessibilityAudits.length ? `  (a11y: ${row.failedAccessibilityAudits.join(', ')})` : ''),
    );
  }
} finally {
  await chrome.kill();
}

const [tenant, stocknum] = PAGES[0];
const pathname = `/cars/${await slugOf(stocknum)}`;
for (let i = 0; i < 20; i++) await timeRequest(tenant, pathname); // warm up
const times = [];
for (let i = 0; i < REQUESTS; i++) times.push(await timeRequest(tenant, pathname));
times.sort((a, b) => a - b);
results.serverTime = {
  url: pathname,
  requests: REQUESTS,
  p50: Number(percentile(times, 50).toFixed(1)),
  p95: Number(percentile(times, 95).toFixed(1)),
  p99: Number(percentile(times, 99).toFixed(1)),
};
console.log(
  `server time ${pathname}: p50 ${results.serverTime.p50} ms, p95 ${results.serverTime.p95} ms, p99 ${results.serverTime.p99} ms over ${REQUESTS} requests`,
);

fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'artifacts', 'bench-pages.json'), `${JSON.stringify(results, null, 2)}\n`);
