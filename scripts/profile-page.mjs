#!/usr/bin/env node
/* global window, PerformanceObserver -- page.addInitScript and page.evaluate run these in the browser */
/**
 * Where a page's main-thread time goes while it loads and hydrates (issue 11's profile of costs).
 *
 *   node scripts/profile-page.mjs http://coastline.localhost:3000/search/used-cars [more URLs]
 *
 * Chromium (a fresh profile, cold cache) loads the page with the CPU slowed 4x, as Lighthouse's
 * mobile preset does, and records a JavaScript CPU profile and the long tasks until the page is
 * hydrated (`html[data-hydrated]`) and a second more. It prints the long tasks, the blocking time
 * they add up to (each task's time over 50 ms: an observed TBT, not Lighthouse's simulated one),
 * and self time by package or source folder. With a build made with BROWSER_SOURCE_MAPS=true, time
 * is mapped to the original sources (react-dom, @emotion/…, site/src/features/…); without maps it
 * is by chunk file. PROFILE_RUNS (default 3) loads per URL; the figures are medians. PROFILE_FUNCTIONS=N
 * adds the N functions with the most self time; PROFILE_TASKS=N details the N longest tasks (3).
 */
import { createRequire } from 'node:module';
import http from 'node:http';
import { chromium } from 'playwright-core';
import { median } from './stats.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouseChromium.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 3) || 3);
// PROFILE_FUNCTIONS=N also prints the N functions with the most self time (medians over the loads).
const FUNCTIONS = Math.max(0, Math.floor(Number(process.env.PROFILE_FUNCTIONS ?? 0)) || 0);
// PROFILE_TASKS=N details the N longest tasks of the middle load (3 by default).
const TASKS = Math.max(1, Math.floor(Number(process.env.PROFILE_TASKS ?? 3)) || 3);
const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('usage: node scripts/profile-page.mjs <url> [url…]');
  process.exit(2);
}

/** A text resource over http (Node's fetch drops the Host header, which picks the tenant). */
function getText(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname + search, headers: { host: `${hostname}:${port}` } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => (response.statusCode === 200 ? resolve(body) : reject(new Error(`${response.statusCode} ${url}`))));
      })
      .on('error', reject);
  });
}

const consumers = new Map();
/** The source map of a script URL, or null (no map in the build). */
async function consumerFor(scriptUrl) {
  if (!consumers.has(scriptUrl)) {
    consumers.set(
      scriptUrl,
      (async () => {
        try {
          const code = await getText(scriptUrl);
          const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
          if (!mapName) return null;
          // A dynamic route's chunk is named with its brackets ([[...path]]-….js.map), which a URL keeps raw.
          const mapUrl = new URL(mapName, scriptUrl).href.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
          return new SourceMapConsumer(JSON.parse(await getText(mapUrl)));
        } catch {
          return null;
        }
      })(),
    );
  }
  return consumers.get(scriptUrl);
}

/** A source's group: the package in node_modules, else the project folder (site/src/features/x). */
function groupOfSource(source) {
  const path = source
    .replace(/^.*?\[project\]\//, '')
    .replace(/^turbopack:\/\/\/?/, '')
    .replace(/^webpack:\/\/_N_E\/(\.\/)?/, 'site/')
    .replace(/^site\/\.\.\//, '');
  const inModules = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  return path.split('/').slice(0, 4).join('/');
}

/** The original file and line of a frame (for the longest tasks' detail), or its group. */
async function placeOfFrame(frame) {
  if (!frame.url?.includes('/_next/')) return groupOfFrame(frame);
  const consumer = await consumerFor(frame.url);
  if (!consumer) return groupOfFrame(frame);
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return '(unmapped)';
  return `${groupOfSource(original.source)}/${original.source.split('/').pop()}:${original.line}${original.name ? ` ${original.name}` : ''}`;
}

async function groupOfFrame(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  if (!frame.url.includes('/_next/')) return frame.url.startsWith('http') ? '(inline or other script)' : frame.url;
  const consumer = await consumerFor(frame.url);
  if (!consumer) return frame.url.replace(/^.*\/_next\//, '_next/');
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return original.source ? groupOfSource(original.source) : '(unmapped)';
}

async function profileOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'],
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 120_000 });
  const hydratedAt = Date.now() - started;
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const traceEvents = trace.traceEvents ?? trace;
  const byActivity = mainThreadSelfTime(traceEvents);
  const longest = await longestTasksDetail(traceEvents, profile);

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byGroup = new Map();
  const byFunction = new Map();
  for (const [id, ms] of selfTime) {
    const frame = nodes.get(id).callFrame;
    const group = await groupOfFrame(frame);
    if (group === '(idle)') continue;
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    if (FUNCTIONS && group !== '(program)' && group !== '(garbage collector)') {
      const key = `${await placeOfFrame(frame)} ${frame.functionName || '(anonymous)'}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
  }
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { hydratedAt, longTasks, blocking, byGroup, byFunction, byActivity, longest };
}

/** The renderer's main thread in a trace: its pid and tid. */
function mainThreadOf(events) {
  return events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
}

/** For the PROFILE_TASKS longest main-thread tasks: what ran in them (JavaScript by source, and the trace's top events). */
async function longestTasksDetail(events, profile) {
  const main = mainThreadOf(events);
  if (!main) return [];
  // Task times are given from the moment the page's HTML began to parse (the trace has no navigation mark).
  const parse = events.find(
    (e) => e.pid === main.pid && e.tid === main.tid && e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith('http'),
  );
  const parseStart = parse?.ts ?? 0;
  const tasks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.dur > 50_000 / 4,
    )
    .sort((a, b) => b.dur - a.dur)
    .slice(0, TASKS);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleTimes = [];
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    sampleTimes.push([t, id, profile.timeDeltas[i + 1] ?? 0]);
  });
  const detail = [];
  for (const task of tasks) {
    const inside = new Map();
    for (const [time, id, dt] of sampleTimes) {
      if (time < task.ts || time > task.ts + task.dur) continue;
      const frame = nodes.get(id).callFrame;
      const key = `${await placeOfFrame(frame)} ${frame.functionName || '(anonymous)'}`;
      inside.set(key, (inside.get(key) ?? 0) + dt / 1000);
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const activity = mainThreadSelfTime(
      events.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur),
      main,
    );
    const topActivity = [...activity].sort((a, b) => b[1] - a[1]).slice(0, 4);
    detail.push({ ms: task.dur / 1000, at: (task.ts - parseStart) / 1000, top, topActivity });
  }
  return detail;
}

/**
 * The renderer main thread's time by activity (self time of trace events: parsing HTML, style,
 * layout, script evaluation and compilation, garbage collection), from a Chromium trace.
 */
function mainThreadSelfTime(events, main = mainThreadOf(events)) {
  if (!main) return new Map();
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0)
    .map((e) => ({ name: e.name, start: e.ts, end: e.ts + e.dur }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map();
  const stack = [];
  const close = (span) => self.set(span.name, (self.get(span.name) ?? 0) + span.self / 1000);
  for (const span of spans) {
    while (stack.length && stack.at(-1).end <= span.start) close(stack.pop());
    span.self = span.end - span.start;
    if (stack.length) stack.at(-1).self -= Math.min(span.end, stack.at(-1).end) - span.start;
    stack.push(span);
  }
  while (stack.length) close(stack.pop());
  self.delete('RunTask');
  self.delete('ThreadControllerImpl::RunTask');
  return self;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const url of urls) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(browser, url));
    const groups = new Set(runs.flatMap((run) => [...run.byGroup.keys()]));
    const rows = [...groups].map((group) => [group, median(runs.map((run) => run.byGroup.get(group) ?? 0))]).sort((a, b) => b[1] - a[1]);
    const busy = median(runs.map((run) => [...run.byGroup.values()].reduce((a, b) => a + b, 0)));
    console.log(`\n${url} (${RUNS} loads, CPU 4x slower; medians)`);
    console.log(
      `  hydrated after ${median(runs.map((r) => r.hydratedAt))} ms; long tasks: ${median(runs.map((r) => r.longTasks.length))}, blocking time over 50 ms: ${Math.round(median(runs.map((r) => r.blocking)))} ms; main thread busy ${Math.round(busy)} ms`,
    );
    const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
    console.log(
      `  spread over the loads: hydrated ${spread(runs.map((r) => r.hydratedAt))} ms; blocking ${spread(runs.map((r) => r.blocking))} ms; main thread busy ${spread(runs.map((run) => [...run.byGroup.values()].reduce((a, b) => a + b, 0)))} ms`,
    );
    const longest = runs[Math.floor(RUNS / 2)].longTasks.sort((a, b) => b.duration - a.duration).slice(0, 8);
    console.log(`  longest tasks (one load): ${longest.map((t) => `${Math.round(t.duration)} ms @${Math.round(t.start)}`).join(', ')}`);
    console.log('  JavaScript self time by source:');
    for (const [group, ms] of rows.slice(0, 20))
      console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${group}`);
    if (FUNCTIONS) {
      const functions = new Set(runs.flatMap((run) => [...run.byFunction.keys()]));
      const functionRows = [...functions]
        .map((key) => [key, median(runs.map((run) => run.byFunction.get(key) ?? 0))])
        .sort((a, b) => b[1] - a[1]);
      console.log('  JavaScript self time by function (original file and line with a BROWSER_SOURCE_MAPS build):');
      for (const [key, ms] of functionRows.slice(0, FUNCTIONS)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
    }
    const activities = new Set(runs.flatMap((run) => [...run.byActivity.keys()]));
    const activityRows = [...activities]
      .map((name) => [name, median(runs.map((run) => run.byActivity.get(name) ?? 0))])
      .sort((a, b) => b[1] - a[1]);
    console.log('  main thread by activity (trace events, self time):');
    for (const [name, ms] of activityRows.slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
    console.log('  the longest tasks of one load (@ ms after its HTML began to parse):');
    for (const task of runs[Math.floor(RUNS / 2)].longest) {
      console.log(
        `    ${task.ms.toFixed(0)} ms @${task.at.toFixed(0)}: ${task.topActivity.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`,
      );
      for (const [key, ms] of task.top) console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${key}`);
    }
  }
} finally {
  await browser.close();
}
