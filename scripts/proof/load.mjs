/**
 * Load: autocannon, `connections` for `seconds`, each connection going round the mix home →
 * search page → car page → /api/search → lead post. All from 127.0.0.1 (autocannon cannot choose
 * its source address), so the per-IP limits of /api/search (120/min) and lead posts (10 per
 * 10 min) answer 429 once spent: those are the expected 4xx, counted apart.
 */
import autocannon from 'autocannon';
import { countStatuses, percentile, sameOriginJson, validLead } from './http.mjs';

/** 4xx a kind of request may answer under load without being a fault. */
const EXPECTED_4XX = { 'api-search': [429], lead: [429] };

export async function runLoad({ sitePort, tenant, car, tag, connections, seconds }) {
  const host = `${tenant}.localhost:${sitePort}`;
  const origin = `http://${host}`;
  const statuses = { home: [], 'search-page': [], 'car-page': [], 'api-search': [], lead: [] };
  const leadIds = [];
  let leadNumber = 0;
  const kind = (name, options) => ({
    ...options,
    headers: { host, ...(options.headers ?? {}) },
    onResponse: (status, body) => {
      statuses[name].push(status);
      if (name === 'lead' && status === 201) {
        try {
          leadIds.push(JSON.parse(body).lead_id);
        } catch {
          // Counted by its status all the same.
        }
      }
    },
  });
  const latencies = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${sitePort}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      kind('home', { method: 'GET', path: '/' }),
      kind('search-page', { method: 'GET', path: '/search?sortBy=price_asc' }),
      kind('car-page', { method: 'GET', path: `/cars/${car.slug}` }),
      kind('api-search', { method: 'GET', path: '/api/search?query=auto&page=1' }),
      kind('lead', {
        method: 'POST',
        path: '/api/leads',
        headers: sameOriginJson(origin),
        setupRequest: (request) => ({ ...request, body: JSON.stringify(validLead(`${tag}-load`, leadNumber++, car.id)) }),
      }),
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const perKind = Object.fromEntries(Object.entries(statuses).map(([name, list]) => [name, countStatuses(list)]));
  let expected4xx = 0;
  let unexpectedNon2xx = 0;
  for (const [name, list] of Object.entries(statuses))
    for (const status of list) {
      if (status >= 200 && status < 300) continue;
      if ((EXPECTED_4XX[name] ?? []).includes(status)) expected4xx++;
      else unexpectedNon2xx++;
    }
  return {
    connections,
    seconds,
    mix: 'home, /search?sortBy=price_asc, /cars/{slug}, /api/search?query=auto&page=1, POST /api/leads (1:1:1:1:1)',
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    expected4xx,
    unexpectedNon2xx,
    perKind,
    leadsStored: leadIds.length,
    leadIds,
  };
}
