#!/usr/bin/env node
/**
 * `npm run bench:pages`: Lighthouse (mobile, Debian's Chromium) against pages of a running site
 * (`npm start`, production build), printing performance, accessibility, CLS and the JavaScript
 * the page's HTML loads (gzipped as `next start` serves it).
 *
 * Environment: SITE_PORT (3000), BENCH_TENANT (coastline), BENCH_PATHS (comma-separated,
 * default /search/used-cars), CHROMIUM_PATH (/usr/bin/chromium), BENCH_RUNS (1: the median of N).
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env.SITE_PORT ?? 3000);
const tenant = process.env.BENCH_TENANT ?? 'coastline';
const paths = (process.env.BENCH_PATHS ?? '/search/used-cars').split(',').filter(Boolean);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
/** Issue 4 targets. */
const TARGETS = { performance: 90, accessibility: 95, cls: 0.05, firstLoadJsKb: 200 };

/** Bytes of a script as the server sends it gzipped (Lighthouse's transferSize is a few hundred bytes for revalidated files). */
function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: 'localhost', port, path: pathname, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${pathname}: HTTP ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/**
 * First-load JavaScript: the scripts the page's HTML names (not later prefetches of linked
 * pages), gzipped as the server sends them. Node cannot resolve *.localhost: the tenant goes in Host.
 */
async function firstLoadJsKb(path) {
  const html = (await get(path, { host: `${tenant}.localhost:${port}` })).toString('utf8');
  const scripts = new Set([...html.matchAll(/<script[^>]+src="(\/_next\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const script of scripts) bytes += (await get(script, { 'accept-encoding': 'gzip' })).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    firstLoadJsKb: await firstLoadJsKb(new URL(url).pathname),
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
