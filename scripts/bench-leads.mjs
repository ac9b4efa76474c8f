#!/usr/bin/env node
/**
 * `npm run bench:leads`: the time a shopper waits for `POST /api/leads` to answer with a stored
 * lead, on a running stack (`npm start`). BENCH_RUNS runs (default 5) of BENCH_LEADS sequential
 * submissions (default 200) each, as the issue asks: p50/p95/p99 per run, then the median p95 of the
 * runs with its spread, against the budget (p95 <= 150 ms). Results go to artifacts/bench-leads.json.
 *
 * Every submission is a different shopper: its own email and phone (the per-contact rate limit) and
 * its own loopback source address (the per-IP rate limit reads the socket's peer address), so the
 * figures are the route's cost, not a limiter's refusal; the rate limits stay on. Every answer must
 * be a 201 with a new lead_id: anything else stops the bench.
 *
 * Environment: SITE_PORT (3000), CMS_PORT (3001), BENCH_RUNS (5), BENCH_LEADS (200), BENCH_TENANT (coastline).
 * The leads it stores stay (category General Enquiry, names "Bench shopper …"): run it on a development stack.
 */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const CMS_PORT = Number(process.env.CMS_PORT ?? 3001);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const LEADS = Math.max(1, Number(process.env.BENCH_LEADS ?? 200));
const TENANT = process.env.BENCH_TENANT ?? 'coastline';
const BUDGET_P95_MS = 150;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/** A car of the tenant that the site shows, so the lead carries a car as most leads do. */
async function carOfTenant() {
  const query = `where[tenant.slug][equals]=${TENANT}&where[status][equals]=in_stock&depth=0&limit=1`;
  const response = await fetch(`http://localhost:${CMS_PORT}/api/cars?${query}`);
  if (!response.ok) throw new Error(`The CMS on port ${CMS_PORT} answered ${response.status}: is the stack running?`);
  const [car] = (await response.json()).docs;
  if (!car) throw new Error(`No in-stock car of ${TENANT}: is the stack seeded?`);
  return car;
}

/** One POST from a given loopback address; resolves with the status, the body and the time to the body's end. */
function post(body, localAddress) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: '/api/leads',
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          host: `${TENANT}.localhost:${SITE_PORT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          referer: `http://${TENANT}.localhost:${SITE_PORT}/`,
          'user-agent': 'bench-leads',
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const car = await carOfTenant();
const runTag = Date.now().toString(36);
const seenIds = new Set();
const runs = [];
for (let run = 0; run < RUNS; run++) {
  const times = [];
  for (let i = 0; i < LEADS; i++) {
    const n = run * LEADS + i;
    // 127.1.0.1 upwards: one shopper per address (Linux routes all of 127/8 to loopback).
    const localAddress = `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const result = await post(
      {
        form: 'enquiry',
        idempotency_key: randomUUID(),
        name: `Bench shopper ${runTag}-${n}`,
        email: `bench-${runTag}-${n}@example.com`,
        phone: `04${String(10_000_000 + ((Date.now() + n) % 89_999_999)).slice(0, 8)}`,
        message: 'Is this car still available? (benchmark enquiry)',
        car_id: String(car.id),
        // Coastline shows the terms notice (seed): a shopper ticks it.
        terms_accepted: true,
      },
      localAddress,
    );
    if (result.status !== 201) throw new Error(`Lead ${n} answered HTTP ${result.status}: ${result.body.slice(0, 300)}`);
    const { lead_id: leadId } = JSON.parse(result.body);
    if (leadId === undefined || seenIds.has(leadId)) throw new Error(`Lead ${n} answered lead_id ${leadId}: not a new lead`);
    seenIds.add(leadId);
    times.push(result.ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const figures = {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  };
  runs.push(figures);
  console.log(
    `run ${run + 1}/${RUNS}: ${LEADS} leads stored; p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms`,
  );
}
const p95s = runs.map((r) => r.p95);
const summary = {
  tenant: TENANT,
  leadsPerRun: LEADS,
  runs,
  medianP95Ms: median(p95s),
  spreadP95Ms: [Math.min(...p95s), Math.max(...p95s)],
  medianP50Ms: median(runs.map((r) => r.p50)),
  budgetP95Ms: BUDGET_P95_MS,
};
console.log(
  `POST /api/leads to a stored lead: median p95 ${summary.medianP95Ms} ms (spread ${summary.spreadP95Ms[0]}–${summary.spreadP95Ms[1]} ms over ${RUNS} runs of ${LEADS}), median p50 ${summary.medianP50Ms} ms: ${summary.medianP95Ms <= BUDGET_P95_MS ? 'meets' : 'MISSES'} the budget of ${BUDGET_P95_MS} ms`,
);
fs.mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'artifacts/bench-leads.json'), `${JSON.stringify(summary, null, 2)}\n`);
