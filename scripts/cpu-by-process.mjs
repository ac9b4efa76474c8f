#!/usr/bin/env node
/**
 * Who uses the machine's CPU while Lighthouse loads a page (issue 11: on a 2-core machine the
 * page's main thread waits for a core more than it works, and Lighthouse multiplies each task's
 * wall time by 4).
 *
 *   node scripts/cpu-by-process.mjs http://coastline.localhost:3000/search/used-cars
 *
 * Lighthouse (mobile, performance only) loads the page CPU_RUNS times (3) in a fresh Chromium
 * while every process's CPU time is read from /proc every 20 ms. The samples are placed on the
 * trace's clock (both are CLOCK_MONOTONIC) and summed per process group (the site, the CMS,
 * PostgreSQL, Chromium's renderers, browser and GPU processes, Lighthouse itself) in windows after
 * the navigation starts. Prints each run's score, TBT and table; a window's total over 500 ms per
 * 250 ms means every core was busy. Reading /proc costs this process some CPU too (it is counted
 * under Lighthouse). Linux only.
 */
import fs from 'node:fs';
import { setInterval, clearInterval } from 'node:timers';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS as CHROME_FLAGS } from './lighthouseChromium.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node scripts/cpu-by-process.mjs <url>');
  process.exit(2);
}
const RUNS = Math.max(1, Math.floor(Number(process.env.CPU_RUNS ?? 3)) || 3);
const TICK_MS = 1000 / 100; // USER_HZ
const WINDOWS = [
  [0, 250],
  [250, 500],
  [500, 750],
  [750, 1000],
  [1000, 1500],
  [1500, 2500],
];

/** A process's group, from its command line and working directory. */
function groupOf(pid) {
  let cmd;
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return 'exited before it was named';
  }
  if (Number(pid) === process.pid) return 'lighthouse (this script)';
  if (/chrom/.test(cmd)) {
    const type = /--type=([a-z-]+)/.exec(cmd)?.[1];
    const utility = /--utility-sub-type=([\w.]+)/.exec(cmd)?.[1];
    if (!type) return 'chromium browser';
    if (type === 'zygote' || type === 'renderer') return 'chromium renderers';
    return `chromium ${type}${utility ? ` (${utility.split('.').pop()})` : ''}`;
  }
  if (/^postgres/.test(cmd)) return 'postgres';
  if (/next-server|node/.test(cmd)) {
    let cwd = '';
    try {
      cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      /* exited */
    }
    return `node ${cwd.split('/').slice(-2).join('/')}`;
  }
  return `other: ${cmd.slice(0, 40)}`;
}

async function run(index) {
  const groups = new Map();
  const samples = [];
  const sample = () => {
    const ts = Number(process.hrtime.bigint() / 1000n);
    const ticks = {};
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks[entry] = Number(fields[11]) + Number(fields[12]); // utime + stime
        if (!groups.has(entry)) groups.set(entry, groupOf(entry));
      } catch {
        /* exited */
      }
    }
    samples.push({ ts, ticks });
  };
  sample();
  const timer = setInterval(sample, 20);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  } finally {
    clearInterval(timer);
    await chrome.kill();
  }
  const { lhr, artifacts } = result;
  const navigationStart = artifacts.Trace.traceEvents.find((event) => event.name === 'navigationStart').ts;
  const table = new Map();
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1];
    const after = samples[i];
    const at = ((before.ts + after.ts) / 2 - navigationStart) / 1000;
    const w = WINDOWS.findIndex(([from, to]) => at >= from && at < to);
    if (w < 0) continue;
    for (const [pid, ticks] of Object.entries(after.ticks)) {
      const used = (ticks - (before.ticks[pid] ?? ticks)) * TICK_MS;
      if (!used) continue;
      const group = groups.get(pid);
      if (!table.has(group))
        table.set(
          group,
          WINDOWS.map(() => 0),
        );
      table.get(group)[w] += used;
    }
  }
  const metrics = lhr.audits.metrics.details.items[0];
  console.log(
    `\nrun ${index}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(metrics.totalBlockingTime)} ms, ` +
      `LCP ${(metrics.largestContentfulPaint / 1000).toFixed(2)} s, benchmarkIndex ${lhr.environment.benchmarkIndex}`,
  );
  const cell = (value) => String(Math.round(value)).padStart(11);
  console.log(`${'CPU ms after navigation start'.padEnd(40)}${WINDOWS.map(([from, to]) => `${from}-${to}`.padStart(11)).join('')}`);
  const rows = [...table].sort((a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y));
  for (const [group, values] of rows) console.log(`${group.slice(0, 39).padEnd(40)}${values.map(cell).join('')}`);
  const totals = WINDOWS.map((_, w) => rows.reduce((sum, [, values]) => sum + values[w], 0));
  console.log(`${'all'.padEnd(40)}${totals.map(cell).join('')}`);
  console.log(
    `${'cores busy'.padEnd(40)}${totals.map((total, w) => (total / (WINDOWS[w][1] - WINDOWS[w][0])).toFixed(2).padStart(11)).join('')}`,
  );
}

for (let i = 1; i <= RUNS; i++) await run(i);
