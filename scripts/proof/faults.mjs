/**
 * Faults: PostgreSQL stopped under traffic, the search index locked and gone, the whole stack
 * killed while leads are being delivered. Each returns its figures; proof.mjs judges them.
 */
import { countStatuses, request, sameOriginJson, validLead } from './http.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Background traffic until stopped: `workers` loops over the pages, one lead post every
 * `leadEveryMs` from a new address. Every answer is kept with its time.
 */
function traffic({ sitePort, cmsPort, tenant, car, tag, addresses, workers = 3, leadEveryMs = 1000, pages }) {
  const host = `${tenant}.localhost:${sitePort}`;
  const answers = [];
  const leads = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i++) {
      const page = pages[i % pages.length];
      const port = page.cms ? cmsPort : sitePort;
      const result = await request({ port, host: page.cms ? `localhost:${cmsPort}` : host, path: page.path, timeoutMs: 20_000 });
      answers.push({ at: Date.now(), kind: page.kind, status: result.status, ms: result.ms });
      await sleep(100);
    }
  });
  let n = 0;
  const poster = (async () => {
    while (running) {
      const at = Date.now();
      const body = validLead(tag, n++, car.id);
      request({
        port: sitePort,
        host,
        method: 'POST',
        path: '/api/leads',
        body: JSON.stringify(body),
        headers: sameOriginJson(`http://${host}`),
        localAddress: addresses.next(),
        timeoutMs: 20_000,
      }).then((result) => {
        let parsed = null;
        try {
          parsed = JSON.parse(result.body);
        } catch {
          // Not JSON: kept as text below.
        }
        leads.push({
          at,
          answeredAt: Date.now(),
          status: result.status,
          ms: result.ms,
          error: parsed?.error ?? result.error,
          leadId: parsed?.lead_id,
        });
      });
      await sleep(leadEveryMs);
    }
  })();
  return {
    answers,
    leads,
    async stop() {
      running = false;
      await Promise.all([...loops, poster]);
      await sleep(1000);
    },
  };
}

const summarise = (answers) => {
  const byKind = {};
  for (const a of answers) (byKind[a.kind] ??= []).push(a.status);
  return Object.fromEntries(Object.entries(byKind).map(([kind, list]) => [kind, countStatuses(list)]));
};

/** Ids of `ids` missing from the leads table (a 2xx without a stored lead). */
async function missingLeads(stack, ids) {
  if (!ids.length) return [];
  const { rows } = await stack.sql((c) => c.query('SELECT id FROM leads WHERE id = ANY($1::int[])', [ids]));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function postgresOutage({ stack, sitePort, cmsPort, tenant, car, tag, addresses, downSeconds }) {
  const pages = [
    { kind: 'home', path: '/' },
    { kind: 'car-page', path: `/cars/${car.slug}` },
    { kind: 'search-page', path: '/search' },
    { kind: 'cms-api', path: '/api/tenants?limit=1', cms: true },
  ];
  const load = traffic({ sitePort, cmsPort, tenant, car, tag: `${tag}-pg`, addresses, pages });
  let stopAt, downAt, upAt;
  try {
    await sleep(5000);
    stopAt = Date.now();
    await stack.stopPostgres();
    downAt = Date.now();
    await sleep(downSeconds * 1000);
    await stack.startPostgres();
    upAt = Date.now();
  } catch (error) {
    await load.stop();
    throw error;
  }
  // Recovered: a lead stored, the CMS and the search page answering again (or 120 s have passed).
  const firstAfter = (list, ok) => list.filter((a) => a.at >= upAt && ok(a)).sort((a, b) => a.at - b.at)[0];
  const deadline = upAt + 120_000;
  while (Date.now() < deadline) {
    const lead = firstAfter(load.leads, (l) => l.status === 201);
    const cms = firstAfter(load.answers, (a) => a.kind === 'cms-api' && a.status === 200);
    const search = firstAfter(load.answers, (a) => a.kind === 'search-page' && a.status === 200);
    if (lead && cms && search) break;
    await sleep(250);
  }
  await sleep(3000);
  await load.stop();
  const during = (a) => a.at >= downAt && a.at < upAt;
  const duringLeads = load.leads.filter(during);
  const leadIds = load.leads.filter((l) => l.status >= 200 && l.status < 300).map((l) => l.leadId);
  const firstLead = firstAfter(load.leads, (l) => l.status === 201);
  const firstCms = firstAfter(load.answers, (a) => a.kind === 'cms-api' && a.status === 200);
  const firstSearch = firstAfter(load.answers, (a) => a.kind === 'search-page' && a.status === 200);
  return {
    downSeconds,
    stopMs: downAt - stopAt,
    pagesDuringOutage: summarise(load.answers.filter(during)),
    pagesAfterRestart: summarise(load.answers.filter((a) => a.at >= upAt)),
    leadsDuringOutage: countStatuses(duringLeads.map((l) => l.status)),
    leadErrorsDuringOutage: [...new Set(duringLeads.filter((l) => l.status !== 201).map((l) => `${l.status}: ${l.error}`))],
    slowestLeadAnswerDuringOutageMs: Math.max(0, ...duringLeads.map((l) => l.ms)),
    leads2xx: leadIds.length,
    leads2xxMissing: await missingLeads(stack, leadIds),
    firstLead201AfterRestartMs: firstLead ? firstLead.answeredAt - upAt : null,
    firstCms200AfterRestartMs: firstCms ? firstCms.at - upAt : null,
    firstSearchPage200AfterRestartMs: firstSearch ? firstSearch.at - upAt : null,
  };
}

/**
 * The search index locked for `lockSeconds` (ACCESS EXCLUSIVE in an open transaction), then gone
 * (renamed away, which is what a drop looks like to the queries, and put back afterwards).
 * During each: search pages and /api/search with queries of their own (no cached answer), and the
 * rest of the site; every request has 30 s before it counts as a hang.
 */
export async function searchIndexFault({ stack, sitePort, tenant, car, tag, addresses, lockSeconds }) {
  const host = `${tenant}.localhost:${sitePort}`;
  let n = 0;
  const probe = () => {
    const q = `proof${tag}x${n++}`;
    const lead = validLead(`${tag}-idx`, n, car.id);
    return [
      ['search-page', { path: `/search?query=${q}` }],
      ['api-search', { path: `/api/search?query=${q}` }],
      ['home', { path: '/' }],
      ['car-page', { path: `/cars/${car.slug}` }],
      [
        'lead',
        {
          method: 'POST',
          path: '/api/leads',
          body: JSON.stringify(lead),
          headers: sameOriginJson(`http://${host}`),
          localAddress: addresses.next(),
        },
      ],
    ].map(async ([kind, options]) => {
      const result = await request({ port: sitePort, host, timeoutMs: 30_000, ...options });
      return {
        kind,
        status: result.status,
        ms: result.ms,
        error: result.error,
        message: kind === 'search-page' ? (/<h1[^>]*>([^<]*)/.exec(result.body ?? '')?.[1] ?? null) : undefined,
      };
    });
  };
  const during = async (seconds) => {
    const rounds = [];
    const end = Date.now() + seconds * 1000 - 1000;
    await sleep(1000);
    while (Date.now() < end) {
      rounds.push(Promise.all(probe()));
      await sleep(4000);
    }
    return (await Promise.all(rounds)).flat();
  };
  const describe = (results) => {
    const byKind = {};
    for (const r of results) {
      const k = (byKind[r.kind] ??= { statuses: [], maxMs: 0, messages: new Set() });
      k.statuses.push(r.status);
      k.maxMs = Math.max(k.maxMs, r.ms);
      if (r.message) k.messages.add(r.message);
      if (r.error) k.messages.add(r.error);
    }
    return Object.fromEntries(
      Object.entries(byKind).map(([kind, k]) => [kind, { statuses: countStatuses(k.statuses), maxMs: k.maxMs, messages: [...k.messages] }]),
    );
  };

  const holder = new (await import('pg')).default.Client({ connectionString: stack.databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE stock_index IN ACCESS EXCLUSIVE MODE');
  const locked = describe(await during(lockSeconds));
  await holder.query('ROLLBACK');
  await holder.end();
  await sleep(2000);

  await stack.sql((c) => c.query('ALTER TABLE stock_index RENAME TO stock_index_proof_gone'));
  let gone;
  try {
    gone = describe(await during(Math.min(lockSeconds, 12)));
  } finally {
    await stack.sql((c) => c.query('ALTER TABLE stock_index_proof_gone RENAME TO stock_index'));
  }
  await sleep(1000);
  const after = describe(await Promise.all(probe()));
  return { lockSeconds, locked, gone, after };
}

/**
 * `count` leads posted at once, every one answered, then the whole stack SIGKILLed `killAfterMs`
 * later; started again, then the inbox watched for their delivery emails (Message-ID
 * `<lead-{id}-{channel}@…>`) for up to `watchSeconds`.
 */
export async function killDuringDelivery({ stack, sitePort, tenant, car, tag, addresses, count, killAfterMs, watchSeconds }) {
  const host = `${tenant}.localhost:${sitePort}`;
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      request({
        port: sitePort,
        host,
        method: 'POST',
        path: '/api/leads',
        body: JSON.stringify(validLead(`${tag}-kill`, i, car.id)),
        headers: sameOriginJson(`http://${host}`),
        localAddress: addresses.next(),
      }),
    ),
  );
  await sleep(killAfterMs);
  const killedAt = Date.now();
  const killed = stack.killHard();
  const ids = answers.filter((a) => a.status === 201).map((a) => JSON.parse(a.body).lead_id);
  const pattern = (messageId) => /^<lead-(\d+)-([a-z0-9_-]+)@/i.exec(messageId ?? '');
  const ours = () =>
    stack
      .inbox()
      .map((mail) => ({ ...mail, match: pattern(mail.messageId) }))
      .filter((mail) => mail.match && ids.includes(Number(mail.match[1])));
  const beforeKill = ours().filter((mail) => mail.mtimeMs <= killedAt).length;
  await sleep(1000);
  const restartAt = Date.now();
  const { readyMs } = await stack.start();
  // Channels per lead are not known up front: wait until every lead has a mail and nothing new came for 10 s.
  const deadline = restartAt + watchSeconds * 1000;
  let lastCount = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const mails = ours();
    if (mails.length !== lastCount) {
      lastCount = mails.length;
      stableSince = Date.now();
    }
    const delivered = new Set(mails.map((m) => Number(m.match[1])));
    if (delivered.size === ids.length && Date.now() - stableSince > 10_000) break;
    await sleep(1000);
  }
  const mails = ours();
  const byKey = new Map();
  for (const mail of mails) byKey.set(mail.messageId, (byKey.get(mail.messageId) ?? 0) + 1);
  const delivered = new Set(mails.map((m) => Number(m.match[1])));
  const lastAfterRestart = Math.max(...mails.filter((m) => m.mtimeMs > killedAt).map((m) => m.mtimeMs), 0);
  const stored = ids.length
    ? (await stack.sql((c) => c.query('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::int[])', [ids]))).rows[0].n
    : 0;
  return {
    posted: count,
    answers: countStatuses(answers.map((a) => a.status)),
    killAfterMs,
    processesKilled: killed,
    stored,
    deliveredBeforeKill: beforeKill,
    leadsDelivered: delivered.size,
    mails: mails.length,
    deliveryKeys: byKey.size,
    copies: [...byKey.values()].reduce((sum, n) => sum + n - 1, 0),
    channels: [...new Set(mails.map((m) => m.match[2]))],
    restartReadyMs: readyMs,
    lastDeliveryAfterRestartMs: lastAfterRestart ? Math.round(lastAfterRestart - restartAt) : null,
  };
}
