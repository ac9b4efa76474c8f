#!/usr/bin/env node
/**
 * `npm run proof` (issue 39, "Prove"): starts a stack of its own (`scripts/start.mjs`, no build:
 * run `npm run build` first), puts it through load, faults and bad input, stops it, then prints one
 * table and writes artifacts/proof.json (every figure, the machine, the commit). Not a CI test:
 * about 10 minutes, and it kills its stack's processes on purpose.
 *
 * 1. Load: autocannon, PROOF_CONNECTIONS (100) for PROOF_SECONDS (60) over home, a search page,
 *    a car page, /api/search and lead posts (scripts/proof/load.mjs).
 * 2. PostgreSQL stopped for PROOF_PG_DOWN_SECONDS (30) under traffic, then started again: pages,
 *    lead answers, every 2xx lead in the database, time to the first stored lead after.
 * 3. The search index locked (ACCESS EXCLUSIVE, PROOF_LOCK_SECONDS, 20), then gone: search answers
 *    an error page in time, the rest of the site goes on.
 * 4. 30 leads posted at once, the whole stack SIGKILLed 0.3 s after their answers, started again:
 *    leads stored, delivery emails in the local inbox (copies, time to the last one).
 * 5. Bad input: PROOF_BODIES (1,000) fast-check bodies per public POST route: no 5xx, nothing
 *    stored from a refused body (scripts/proof/badInput.mjs).
 *
 * Environment: SITE_PORT (3000), CMS_PORT (3001), DATA_DIR (.data-proof: a stack of its own, seeded
 * on its first start; START_FRESH=true wipes it first), PROOF_TENANT (coastline), PROOF_SEED
 * (fast-check's seed, random by default; printed), and the PROOF_* figures above. Lead posts store
 * leads (names "Proof shopper …"): use a development data folder, never a production database.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Stack } from './proof/stack.mjs';
import { addressPool } from './proof/http.mjs';
import { runLoad } from './proof/load.mjs';
import { killDuringDelivery, postgresOutage, searchIndexFault } from './proof/faults.mjs';
import { badInput } from './proof/badInput.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const CMS_PORT = Number(process.env.CMS_PORT ?? 3001);
const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR ?? '.data-proof');
const TENANT = process.env.PROOF_TENANT ?? 'coastline';
const figure = (name, fallback) => Math.max(1, Number(process.env[name] ?? fallback));
const CONNECTIONS = figure('PROOF_CONNECTIONS', 100);
const SECONDS = figure('PROOF_SECONDS', 60);
const PG_DOWN_SECONDS = figure('PROOF_PG_DOWN_SECONDS', 30);
const LOCK_SECONDS = figure('PROOF_LOCK_SECONDS', 20);
const BODIES = figure('PROOF_BODIES', 1000);
const SEED = Number(process.env.PROOF_SEED ?? Math.floor(Math.random() * 2 ** 31));
const KILL_LEADS = 30;
const KILL_AFTER_MS = 300;
const log = (line) => console.log(`[proof] ${line}`);

const tag = Date.now().toString(36);
const addresses = addressPool();
fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
const stack = new Stack({
  root: ROOT,
  dataDir: DATA_DIR,
  sitePort: SITE_PORT,
  cmsPort: CMS_PORT,
  logFile: path.join(ROOT, 'artifacts/proof-stack.log'),
});
const results = {
  commit: execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim(),
  startedAt: new Date().toISOString(),
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAtStart: os.loadavg(),
  },
  settings: {
    SITE_PORT,
    CMS_PORT,
    DATA_DIR: path.relative(ROOT, DATA_DIR),
    TENANT,
    CONNECTIONS,
    SECONDS,
    PG_DOWN_SECONDS,
    LOCK_SECONDS,
    BODIES,
    SEED,
    sourceAddresses: `127.${addresses.octet}.x.y`,
  },
};

/** A car of the tenant that the site shows (as bench:leads finds one). */
async function carOfTenant() {
  const query = `where[tenant.slug][equals]=${TENANT}&where[status][equals]=in_stock&depth=0&limit=1`;
  const response = await fetch(`http://localhost:${CMS_PORT}/api/cars?${query}`);
  const [car] = (await response.json()).docs ?? [];
  if (!car) throw new Error(`No in-stock car of ${TENANT}: is the stack seeded?`);
  return car;
}

async function step(name, fn) {
  log(`${name}…`);
  const started = Date.now();
  try {
    results[name] = await fn();
  } catch (error) {
    results[name] = { failed: error.stack ?? String(error) };
    console.error(`[proof] ${name} failed: ${error.stack ?? error}`);
  }
  log(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  fs.writeFileSync(path.join(ROOT, 'artifacts/proof.json'), `${JSON.stringify(results, null, 2)}\n`);
}

const common = () => ({ stack, sitePort: SITE_PORT, cmsPort: CMS_PORT, tenant: TENANT, tag, addresses });
let car;
try {
  log(
    `Starting the stack (DATA_DIR ${path.relative(ROOT, DATA_DIR)}, site ${SITE_PORT}, CMS ${CMS_PORT}); its log: artifacts/proof-stack.log`,
  );
  results.start = await stack.start();
  car = await carOfTenant();
  results.car = { id: car.id, slug: car.slug };
  // One request per page kind before measuring: the load is about serving, not the first render.
  for (const p of ['/', '/search?sortBy=price_asc', `/cars/${car.slug}`])
    await fetch(`http://127.0.0.1:${SITE_PORT}${p}`, { headers: { host: `${TENANT}.localhost:${SITE_PORT}` } });
  await step('load', () => runLoad({ sitePort: SITE_PORT, tenant: TENANT, car, tag, connections: CONNECTIONS, seconds: SECONDS }));
  await step('postgresOutage', () => postgresOutage({ ...common(), car, downSeconds: PG_DOWN_SECONDS }));
  await step('searchIndex', () => searchIndexFault({ ...common(), car, lockSeconds: LOCK_SECONDS }));
  await step('killDuringDelivery', () =>
    killDuringDelivery({ ...common(), car, count: KILL_LEADS, killAfterMs: KILL_AFTER_MS, watchSeconds: 180 }),
  );
  await step('badInput', () => badInput({ ...common(), perRoute: BODIES, concurrency: 6, seed: SEED }));
} catch (error) {
  results.failed = error.stack ?? String(error);
  console.error(`[proof] ${error.stack ?? error}`);
} finally {
  log('Stopping the stack');
  await stack.stop();
}
results.finishedAt = new Date().toISOString();
fs.writeFileSync(path.join(ROOT, 'artifacts/proof.json'), `${JSON.stringify(results, null, 2)}\n`);
const { printTable } = await import('./proof/table.mjs');
printTable(results);
// Sockets of the fault phases may still be closing: the run is over.
process.exit(0);
