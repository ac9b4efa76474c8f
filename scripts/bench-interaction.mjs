#!/usr/bin/env node
/* global window, document, location, sessionStorage, performance, PerformanceObserver, requestAnimationFrame, addEventListener, innerHeight -- the watcher and page.evaluate run in the browser */
/**
 * `npm run bench:interaction`: what a shopper's first tap costs (issue 40), on a running stack
 * (`npm start`). For each control, in headless Chromium at 412 px with touch, CPU throttled 1× and
 * 4× (`Emulation.setCPUThrottlingRate`), a fresh browser context per run (no HTTP cache): load the
 * page, wait for `load` and 500 ms, tap the control once, and time until the page visibly answers
 * (the drawer's first checkbox visible, the menu's links, the form's first field, "Photo 2 of", ...).
 * Beside it, Event Timing's longest `duration` for that tap: a press that is held and replayed
 * later shows a short duration however long the shopper waited, which is why the first figure is
 * the one that counts (../shared/MEASURING.md). A plain link to another page is the scale.
 *
 * The answer is watched in the page itself: a script added to every document notes the tap's time
 * (`performance.timeOrigin + event.timeStamp`, so it survives a navigation) and checks, at every
 * animation frame, whether the control's answer is visible. Times are wall-clock milliseconds.
 *
 * Environment: SITE_PORT (3000), BENCH_RUNS (5), BENCH_TENANTS (coastline,lone-star-motors),
 * BENCH_CONTROLS (all: see CONTROLS), BENCH_CPU (1,4), CHROMIUM_PATH (/usr/bin/chromium).
 * Prints one table; every run's figures go to artifacts/bench-interaction.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouseChromium.mjs';
import { median } from './stats.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TENANTS = (process.env.BENCH_TENANTS ?? 'coastline,lone-star-motors').split(',').filter(Boolean);
const CPU_RATES = (process.env.BENCH_CPU ?? '1,4')
  .split(',')
  .map(Number)
  .filter((rate) => rate >= 1);
const VIEWPORT = { width: 412, height: 823 };
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * The controls: where each is, how to reach it, and what its answer is (a name the in-page watcher
 * knows, below). `type` is text typed right after the tap, as the shopper would.
 */
const CONTROLS = [
  {
    id: 'filters',
    label: 'search: Filters → first filter checkbox',
    path: () => '/search/used-cars',
    tap: (page) => page.getByRole('button', { name: 'Filters', exact: true }),
  },
  { id: 'menu', label: 'home: menu button → menu links', path: () => '/', tap: (page) => page.getByRole('button', { name: 'Open menu' }) },
  {
    id: 'enquire',
    label: 'car: Enquire → form field',
    path: ({ car }) => `/cars/${car}`,
    tap: (page) => page.getByTestId('car-buttons').getByRole('link', { name: 'Enquire', exact: true }),
  },
  {
    id: 'next-photo',
    label: 'car: next photo → "Photo 2 of"',
    path: ({ car }) => `/cars/${car}`,
    tap: (page) => page.getByRole('button', { name: 'Next photo' }),
  },
  {
    id: 'heart',
    label: 'search: a card’s heart → sign-in page',
    path: () => '/search/used-cars',
    tap: (page) => page.locator('button[aria-label^="Add to favourites"]').first(),
  },
  {
    id: 'search-box',
    label: 'search: search box, type "Toyota" → results count changes',
    path: () => '/search/used-cars',
    tap: (page) =>
      page
        .getByRole('banner')
        .getByRole('searchbox')
        .or(page.getByRole('banner').getByRole('textbox', { name: 'Search' }))
        .first(),
    type: 'Toyota',
  },
  {
    id: 'trade-in',
    label: 'trade-in: Find my vehicle (empty) → "required" message',
    path: () => '/trade-in',
    tap: (page) => page.getByRole('button', { name: 'Find my vehicle' }),
  },
  {
    id: 'link',
    label: 'home: a plain link → next page (scale)',
    path: () => '/',
    tap: (page) => page.locator('main a[href^="/search/"]').first(),
  },
];

/** Added to every document: notes the tap and watches, frame by frame, for the control's answer. */
function watcher() {
  const store = sessionStorage;
  const visible = (el) => {
    if (!el || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const anyVisible = (selector) => [...document.querySelectorAll(selector)].some(visible);
  const countText = () =>
    [...document.querySelectorAll('main p, main span, main div')]
      .find((el) => el.children.length === 0 && /^[\d,]+ cars? found$/.test(el.textContent.trim()))
      ?.textContent.trim() ?? null;
  const newPage = () => location.href !== store.getItem('bench:from') && anyVisible('h1');
  const ANSWERS = {
    // MUI draws a checkbox over its transparent input: the drawn box is what shows.
    filters: () =>
      [...document.querySelectorAll('[role="dialog"][aria-label="Filters"] input[type="checkbox"]')].some((input) =>
        visible(input.parentElement),
      ),
    menu: () => anyVisible('[role="dialog"] a[href]'),
    enquire: () =>
      anyVisible('[data-testid="car-lead-panel"] input, [data-testid="car-lead-panel"] textarea, [data-testid="car-lead-panel"] select'),
    'next-photo': () =>
      [...document.querySelectorAll('[data-testid="gallery-position"]')].some(
        (el) => visible(el) && /^Photo 2 of/.test(el.textContent.trim()),
      ),
    heart: () => location.pathname.startsWith('/sign-in') && anyVisible('h1'),
    'search-box': () => {
      const now = countText();
      return now !== null && now !== store.getItem('bench:count');
    },
    'trade-in': () =>
      [...document.querySelectorAll('[data-testid="trade-in-wizard"] *')].some(
        (el) => el.children.length === 0 && el.textContent.includes('This field is required') && visible(el),
      ),
    link: newPage,
  };
  window.__benchAnswered = (id) => Boolean(ANSWERS[id]?.());
  window.__benchCount = countText;
  addEventListener(
    'pointerdown',
    (event) => {
      if (store.getItem('bench:control') && !store.getItem('bench:tap'))
        store.setItem('bench:tap', String(performance.timeOrigin + event.timeStamp));
    },
    { capture: true },
  );
  // Event Timing: the longest event of an interaction after the tap, on this document.
  try {
    new PerformanceObserver((list) => {
      const tap = Number(store.getItem('bench:tap') || 'NaN');
      for (const entry of list.getEntries()) {
        if (!entry.interactionId || performance.timeOrigin + entry.startTime < tap - 1) continue;
        store.setItem('bench:event', String(Math.max(Number(store.getItem('bench:event') || 0), entry.duration)));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: the duration is reported as missing.
  }
  const check = () => {
    const id = store.getItem('bench:control');
    if (id && store.getItem('bench:tap') && !store.getItem('bench:answer') && ANSWERS[id]?.())
      store.setItem('bench:answer', String(performance.timeOrigin + performance.now()));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const summary = (values) => {
  const known = values.filter((value) => Number.isFinite(value));
  if (!known.length) return null;
  return { median: Math.round(median(known)), min: Math.round(Math.min(...known)), max: Math.round(Math.max(...known)), n: known.length };
};
const show = (s) => (s ? `${s.median} [${s.min}–${s.max}]` : '—');

/** A GET on the site as a tenant's host asks it (fetch sends no Host of our choosing). */
function getJson(tenant, pathname) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: SITE_PORT, path: pathname, headers: { host: `${tenant}.localhost:${SITE_PORT}` } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(body))
            : reject(new Error(`${tenant}: ${pathname} answered ${response.statusCode}`)),
        );
      })
      .on('error', (error) => reject(new Error(`${error.message}: is the stack running on port ${SITE_PORT}?`)));
  });
}

async function usedCarOf(tenant) {
  const car = (await getJson(tenant, '/api/search?refinementList%5Bcar_type%5D%5B0%5D=used')).hits?.[0]?.slug;
  if (!car) throw new Error(`${tenant} has no used car in stock`);
  return car;
}

/** One run: a fresh context, the page loaded, one tap; the times in ms, or an error. */
async function measure(browser, tenant, control, cpu, car) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    await context.addInitScript(watcher);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const url = `http://${tenant}.localhost:${SITE_PORT}${control.path({ car })}`;
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(500);
    const target = control.tap(page);
    // A control this tenant's flags leave out (the heart without the watchlist): not measured.
    if ((await target.count()) === 0) return { absent: true };
    // What the answer is compared with (the address, the results count), then: no answer yet.
    await page.evaluate(
      ({ id, from }) => {
        sessionStorage.setItem('bench:control', id);
        sessionStorage.setItem('bench:from', from);
        sessionStorage.setItem('bench:count', window.__benchCount() ?? '');
      },
      { id: control.id, from: page.url() },
    );
    if (await page.evaluate((id) => window.__benchAnswered(id), control.id))
      throw new Error(`the answer is visible before the tap on ${url}`);
    await target.tap();
    if (control.type) await page.keyboard.type(control.type);
    await page.waitForFunction(() => sessionStorage.getItem('bench:answer'), null, { timeout: ANSWER_TIMEOUT_MS, polling: 50 });
    // Event Timing reports an interaction after its next paint.
    await page.waitForTimeout(300);
    const times = await page.evaluate(() => ({
      tap: Number(sessionStorage.getItem('bench:tap')),
      answer: Number(sessionStorage.getItem('bench:answer')),
      event: sessionStorage.getItem('bench:event'),
    }));
    return { tapToAnswerMs: times.answer - times.tap, eventDurationMs: times.event === null ? null : Number(times.event) };
  } finally {
    await context.close();
  }
}

const wanted = (process.env.BENCH_CONTROLS ?? '').split(',').filter(Boolean);
const controls = wanted.length ? CONTROLS.filter((control) => wanted.includes(control.id)) : CONTROLS;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const startedAt = new Date();
const load = os.loadavg().map((value) => value.toFixed(2));
const results = [];
try {
  for (const tenant of TENANTS) {
    const car = await usedCarOf(tenant);
    for (const control of controls) {
      for (const cpu of CPU_RATES) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          try {
            const result = await measure(browser, tenant, control, cpu, car);
            if (result.absent) break;
            runs.push(result);
          } catch (error) {
            runs.push({ error: String(error.message ?? error).split('\n')[0] });
          }
        }
        if (!runs.length) {
          process.stdout.write(`${tenant.padEnd(17)} ${control.id.padEnd(11)} not on this tenant's pages\n`);
          results.push({ tenant, control: control.id, label: control.label, cpu, absent: true });
          continue;
        }
        const row = {
          tenant,
          control: control.id,
          label: control.label,
          cpu,
          tapToAnswer: summary(runs.map((r) => r.tapToAnswerMs)),
          eventDuration: summary(runs.map((r) => r.eventDurationMs ?? NaN)),
          errors: runs.filter((r) => r.error).map((r) => r.error),
          runs,
        };
        results.push(row);
        process.stdout.write(
          `${tenant.padEnd(17)} ${control.id.padEnd(11)} ${String(cpu).padStart(2)}× tap→answer ${show(row.tapToAnswer).padEnd(20)} event ${show(row.eventDuration)}${row.errors.length ? `  (${row.errors.length} failed: ${row.errors[0]})` : ''}\n`,
        );
      }
    }
  }
} finally {
  await browser.close();
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    return null;
  }
})();
console.log(`\nFirst tap at ${VIEWPORT.width} px, median [min–max] of ${RUNS} runs, ms (tap → visible answer; Event Timing duration)`);
console.log(`| control | tenant | ${CPU_RATES.map((cpu) => `CPU ${cpu}×: tap → answer | event`).join(' | ')} |`);
console.log(`|---|---|${CPU_RATES.map(() => '---|---').join('|')}|`);
for (const tenant of TENANTS) {
  for (const control of controls) {
    const cells = CPU_RATES.map((cpu) => {
      const row = results.find((r) => r.tenant === tenant && r.control === control.id && r.cpu === cpu);
      return row?.absent ? 'not on this tenant | —' : `${show(row?.tapToAnswer)} | ${show(row?.eventDuration)}`;
    });
    console.log(`| ${control.label} | ${tenant} | ${cells.join(' | ')} |`);
  }
}
console.log(`\ncommit ${commit ?? '?'}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load at start ${load.join(' ')}`);
fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'artifacts/bench-interaction.json'),
  JSON.stringify(
    {
      startedAt,
      commit,
      runs: RUNS,
      viewport: VIEWPORT,
      cpuRates: CPU_RATES,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAtStart: load },
      results,
    },
    null,
    2,
  ),
);
console.log('Written: artifacts/bench-interaction.json');
process.exit(results.some((row) => row.errors?.length === RUNS) ? 1 : 0);
