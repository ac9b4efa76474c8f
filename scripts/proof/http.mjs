/** HTTP for `npm run proof`: one request from a chosen loopback address, with a deadline. */
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Source addresses 127.{run}.x.y, a new one per call: the per-IP rate limits read the socket's
 * peer address and keep their counters in PostgreSQL across restarts, so each run takes a second
 * octet of its own (bench:leads uses 127.1).
 */
export function addressPool() {
  const octet = 2 + Math.floor(Math.random() * 250);
  let n = 0;
  return {
    octet,
    next() {
      const i = n++;
      return `127.${octet}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
    },
  };
}

/**
 * Resolves `{ status, body, ms }`, or `{ status: 0, error, ms }` when the connection failed or
 * `timeoutMs` passed (a hang counts as a failure, never as a wait).
 */
export function request({ port, host, method = 'GET', path, body, headers = {}, localAddress, timeoutMs = 30_000 }) {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (result) => resolve({ ...result, ms: Math.round(performance.now() - started) });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress,
        agent: false,
        headers: { host, ...(payload ? { 'content-length': payload.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', (error) => done({ status: 0, error: error.message }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => done({ status: 0, error: error.message }));
    req.end(payload);
  });
}

/** Headers of the site's own forms (sameSiteRequest.ts): a JSON body from the tenant's origin. */
export const sameOriginJson = (origin) => ({ 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' });

/** A lead a shopper could send (as bench:leads sends): its own contact details, marked with the run's tag. */
export function validLead(tag, n, carId) {
  return {
    form: 'enquiry',
    idempotency_key: randomUUID(),
    name: `Proof shopper ${tag}-${n}`,
    email: `proof-${tag}-${n}@example.com`,
    phone: `04${String(10_000_000 + ((Date.now() + n * 7919) % 89_999_999)).slice(0, 8)}`,
    message: 'Is this car still available? (proof enquiry)',
    car_id: String(carId),
    terms_accepted: true,
  };
}

export const percentile = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `{ '200': 12, '429': 3 }` from a list of statuses (0: no answer). */
export function countStatuses(statuses) {
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
