#!/usr/bin/env node
/* global document -- page.evaluate runs in the browser */
/**
 * `npm run bench:floor` (issue 11): what Lighthouse scores a page's own HTML when the only
 * JavaScript is the framework, so the site's figures can be read against what Next.js and React
 * cost by themselves on this machine.
 *
 *   npm run bench:floor -- [url]     (default: coastline's /search/used-cars on SITE_PORT 3000)
 *
 * On a running stack (`npm start`), it loads the page in Chromium with external scripts blocked,
 * as the bench's twin does, and keeps the document once the inline scripts have revealed every
 * part: head (styles, preloads) and body, scripts removed, the site's paths made absolute so
 * photos still come from the site. Then it serves that document three ways:
 *
 * - **next**: a Next.js Pages Router app built now in a temporary folder, with the site's Next.js
 *   and React and its compile hint (site/next.config.mjs), whose one page renders the document's
 *   body and hydrates a single element that React leaves alone. Next.js's client runtime and React
 *   boot and hydrate; no code of the site runs.
 * - **react**: the same document with React alone (`hydrateRoot` of that element in a transition,
 *   bundled and minified by esbuild, with the compile hint), no Next.js runtime.
 * - **none**: the same document, no script (what the bench's twin measures).
 *
 * and the page itself. Lighthouse (mobile, the bench's Chromium and flags, BENCH_THROTTLING as in
 * bench:pages) runs each FLOOR_RUNS times (5), in rounds, their order rotating by round; it prints
 * performance, TBT and LCP as medians [min–max], and the benchmarkIndex. The site's bench target
 * (a search or car page within 5 points of its scripts-blocked twin) can be judged against the
 * "next" row: the framework with nothing of ours.
 */
import { Buffer } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS, LIGHTHOUSE_THROTTLING, LIGHTHOUSE_THROTTLING_SETTINGS } from './lighthouseChromium.mjs';
import { mainThreadCpuMs } from './lighthouseTrace.mjs';
import { median } from './stats.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const RUNS = Math.max(1, Math.floor(Number(process.env.FLOOR_RUNS ?? 5)) || 5);
const NEXT_PORT = Number(process.env.FLOOR_NEXT_PORT ?? 3510);
const STATIC_PORT = Number(process.env.FLOOR_STATIC_PORT ?? 3511);
const pageUrl = process.argv[2] ?? `http://coastline.localhost:${SITE_PORT}/search/used-cars`;
// The same hint site/next.config.mjs puts on every client script.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const spread = (values) => `${median(values)} [${Math.min(...values)}–${Math.max(...values)}]`;

/** The page's document as a shopper without scripts gets it, scripts removed, paths absolute. */
async function captureDocument(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // React's reveal scripts run in batches up to 300 ms apart.
    await page.waitForTimeout(1500);
    const captured = await page.evaluate(() => {
      document.querySelectorAll('script, link[rel=modulepreload], link[rel=preload][as=script]').forEach((element) => element.remove());
      return { head: document.head.innerHTML, body: document.body.innerHTML };
    });
    const origin = new URL(url).origin;
    const absolute = (html) => html.replace(/(["\s,(])\/(?=[A-Za-z_])/g, `$1${origin}/`);
    return { head: absolute(captured.head), body: absolute(captured.body) };
  } finally {
    await browser.close();
  }
}

/** A Next.js app that renders the document and hydrates nothing of it; built with the site's Next.js. */
function writeNextApp(dir, documentFile) {
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "framework-floor", "private": true }\n');
  fs.writeFileSync(
    path.join(dir, 'next.config.js'),
    `const HINT = ${JSON.stringify(COMPILE_HINT)};
module.exports = {
  generateEtags: false,
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer && !dev) config.plugins.push({ apply(compiler) {
      compiler.hooks.thisCompilation.tap('Hint', (compilation) => compilation.hooks.processAssets.tap(
        { name: 'Hint', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => { for (const file of Object.keys(assets)) if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(HINT, source)); },
      ));
    } });
    return config;
  },
};
`,
  );
  // Head elements as React elements: Next.js's Head takes no raw HTML.
  fs.writeFileSync(
    path.join(dir, 'pages/_document.js'),
    `import { Html, Head, Main, NextScript } from 'next/document';
import fs from 'node:fs';
const REACT_NAMES = { imagesrcset: 'imageSrcSet', imagesizes: 'imageSizes', fetchpriority: 'fetchPriority', crossorigin: 'crossOrigin', class: 'className' };
const decode = (value) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
// Read once per server, as the site serves its page from the ISR cache.
const { head } = JSON.parse(fs.readFileSync(${JSON.stringify(documentFile)}, 'utf8'));
const css = [...head.matchAll(/<style[^>]*>([\\s\\S]*?)<\\/style>/g)].map((m) => m[1]).join('\\n');
const links = [...head.matchAll(/<link ([^>]*)>/g)].map((m) => Object.fromEntries([...m[1].matchAll(/([\\w-]+)="([^"]*)"/g)].map(([, k, v]) => [REACT_NAMES[k] ?? k, decode(v)])));
export default function FloorDocument() {
  return (
    <Html lang="en">
      <Head>
        {links.filter((link) => link.rel === 'preload' || link.rel === 'icon').map((link, i) => <link key={i} {...link} />)}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </Head>
      <body><Main /><NextScript /></body>
    </Html>
  );
}
`,
  );
  // The server renders the body into one element; the browser's React keeps it (a constant object
  // for dangerouslySetInnerHTML, so hydration leaves the inner HTML alone).
  fs.writeFileSync(
    path.join(dir, 'pages/index.js'),
    `import fs from 'node:fs';
const KEPT = { __html: '' };
export default function Floor() {
  const html = typeof window === 'undefined' ? { __html: globalThis.__FLOOR_BODY } : KEPT;
  return <div id="kept" suppressHydrationWarning dangerouslySetInnerHTML={html} />;
}
export async function getServerSideProps() {
  globalThis.__FLOOR_BODY ??= JSON.parse(fs.readFileSync(${JSON.stringify(documentFile)}, 'utf8')).body;
  return { props: {} };
}
`,
  );
}

async function reactBundle(dir) {
  const entry = path.join(dir, 'react-entry.jsx');
  fs.writeFileSync(
    entry,
    `import { hydrateRoot } from 'react-dom/client';
import { startTransition } from 'react';
const KEPT = { __html: '' };
function Floor() { return <div id="kept" suppressHydrationWarning dangerouslySetInnerHTML={KEPT} />; }
startTransition(() => { hydrateRoot(document.getElementById('__next'), <Floor />); });
`,
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(ROOT, 'node_modules')],
  });
  return Buffer.from(COMPILE_HINT + result.outputFiles[0].text);
}

/** Serves the document with React alone (`/`) and with no script (`/none`), gzipped as Next.js does. */
function serveStatic(captured, script) {
  const documentWith = (scriptTag) =>
    `<!DOCTYPE html><html lang="en"><head>${captured.head}${scriptTag}</head><body><div id="__next"><div id="kept">${captured.body}</div></div></body></html>`;
  const withReact = zlib.gzipSync(documentWith('<script src="/react.js" defer></script>'));
  const withNone = zlib.gzipSync(documentWith(''));
  const js = zlib.gzipSync(script);
  const server = http.createServer((req, res) => {
    const isScript = req.url.startsWith('/react.js');
    res.writeHead(200, {
      'content-type': isScript ? 'application/javascript' : 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': isScript ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    res.end(isScript ? js : req.url.startsWith('/none') ? withNone : withReact);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)));
}

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...LIGHTHOUSE_THROTTLING_SETTINGS,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const audits = lhr.audits;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpu: mainThreadCpuMs(result.artifacts?.Trace?.traceEvents, url),
    };
  } finally {
    await chrome.kill();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'framework-floor-'));
let nextServer;
let staticServer;
try {
  console.log(`framework floor for ${pageUrl} (${RUNS} runs each, throttling ${LIGHTHOUSE_THROTTLING})`);
  const captured = await captureDocument(pageUrl);
  const documentFile = path.join(dir, 'document.json');
  fs.writeFileSync(documentFile, JSON.stringify(captured));
  console.log(`  document: head ${captured.head.length} chars, body ${captured.body.length} chars`);

  writeNextApp(dir, documentFile);
  console.log('  building the bare Next.js app…');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  nextServer = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(NEXT_PORT)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  staticServer = await serveStatic(captured, await reactBundle(dir));
  await waitFor(`http://127.0.0.1:${NEXT_PORT}/`, 60);

  const variants = [
    ['the page', pageUrl],
    ['next (framework only)', `http://localhost:${NEXT_PORT}/`],
    ['react (no Next.js runtime)', `http://localhost:${STATIC_PORT}/`],
    ['none (no script)', `http://localhost:${STATIC_PORT}/none`],
  ];
  const results = new Map(variants.map(([name]) => [name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    // Rotate the order each round, so no variant always runs first or after the same one.
    const order = variants.map((_, i) => variants[(i + round) % variants.length]);
    for (const [name, url] of order) {
      const figures = await lighthouseRun(url);
      results.get(name).push(figures);
      console.log(
        `  round ${round + 1}: ${name.padEnd(28)} ${figures.score}  TBT ${figures.tbt} ms  main-thread CPU ${figures.cpu} ms  benchmarkIndex ${figures.benchmarkIndex}`,
      );
    }
  }
  console.log('\n  performance, TBT, LCP and main-thread CPU (ms): median [min–max]');
  for (const [name, runs] of results) {
    console.log(
      `  ${name.padEnd(28)} ${spread(runs.map((r) => r.score)).padEnd(14)} TBT ${spread(runs.map((r) => r.tbt)).padEnd(18)} LCP ${spread(runs.map((r) => r.lcp)).padEnd(20)} CPU ${spread(runs.map((r) => r.cpu)).padEnd(16)} benchmarkIndex ${median(runs.map((r) => r.benchmarkIndex))}`,
    );
  }
} finally {
  nextServer?.kill();
  staticServer?.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
