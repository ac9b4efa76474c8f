#!/usr/bin/env node
/**
 * `npm start`: build what is needed, start PostgreSQL (embedded unless DATABASE_URL is set),
 * migrate, seed the sample tenants on first run, then serve the CMS and the site.
 *
 * Environment (all optional): DATABASE_URL, SITE_PORT (3000), CMS_PORT (3001), DATA_DIR (.data),
 * START_FRESH=true (wipe DATA_DIR first, for tests), SKIP_BUILD=true, SMTP_URL (without it, outside
 * production, a local mail catcher receives the lead emails: MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT).
 *
 * NODE_ENV=production is kept for every step (issue 9): secrets must be set, `{slug}.localhost`
 * hosts are not served, the first super admin comes from ADMIN_EMAIL/ADMIN_PASSWORD, and an empty
 * database is seeded with the sample tenants only when SEED_SAMPLE_DATA=true.
 */
import { spawn } from 'node:child_process';
import { clearTimeout } from 'node:timers';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadDevSecrets } from './dev-secrets.mjs';
import { startEmbeddedPostgres } from './embedded-db.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const CMS_PORT = Number(process.env.CMS_PORT ?? 3001);
const started = Date.now();
const log = (line) => console.log(`[start] ${line}`);
const children = new Set();
const servers = new Set();
/** Every process group started (a group outlives its leader: `next start` forks the server into it). */
const groups = new Set();
let db;
let mailCatcher;

/** Signals a child's whole process group (tools and servers run in groups of their own: npx, tsx and node). */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Runs a one-shot tool to its end. With `timeoutMs`, a tool still running then is killed (its
 * whole group) and the promise rejects with `timedOut`: a tool has hung instead of exiting (seen in
 * migrate and reindex, before cms/src/scripts/importPayloadConfig.ts), and a hang must not stop the
 * start forever.
 */
function run(command, args, { cwd = ROOT, env = process.env, name, timeoutMs } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit', detached: true });
    children.add(child);
    groups.add(child.pid);
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          killGroup(child, 'SIGKILL');
        }, timeoutMs)
      : undefined;
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (!groupAlive(child.pid)) groups.delete(child.pid);
      if (code === 0) resolve();
      else if (timedOut)
        reject(Object.assign(new Error(`${name ?? command} did not finish within ${timeoutMs / 1000} s`), { timedOut: true }));
      else reject(Object.assign(new Error(`${name ?? command} failed (${signal ?? `exit ${code}`})`), { exitCode: code }));
    });
  });
}

const require = createRequire(import.meta.url);

/**
 * How long the servers keep an idle connection open. Node's 5 s default closes sockets a client
 * or a load balancer may be about to reuse (the request then fails with ECONNRESET); Next.js's
 * guidance is to outlast the proxy in front, and 65 s outlasts the usual 60 s of a cloud load balancer.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function serve(name, cwd, port, env) {
  // Node runs Next's own CLI in a process group of its own, so stopping kills the whole server tree.
  const nextBin = require.resolve('next/dist/bin/next', { paths: [cwd] });
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  groups.add(child.pid);
  servers.add(child);
  const prefix = (stream, out) => stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); shutting down`);
      shutdown(1);
    }
  });
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The local inbox for development (issue 10): maildev, SMTP and web on loopback only (lead emails
 * carry shoppers' details), on MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT or free ports. Mail is kept in
 * DATA_DIR/mail, so it survives a restart and START_FRESH clears it.
 */
async function startMailCatcher() {
  const { MailDev } = await import('maildev');
  const port = (name) => (process.env[name] ? Number(process.env[name]) : 0);
  const maildev = new MailDev({
    smtp: port('MAILDEV_SMTP_PORT'),
    ip: '127.0.0.1',
    web: port('MAILDEV_WEB_PORT'),
    webIp: '127.0.0.1',
    mailDirectory: path.join(DATA_DIR, 'mail'),
    maxEmails: 500,
    silent: true,
  });
  const started = await maildev.start();
  return { maildev, smtpPort: started.smtp.getAddress().port, webPort: started.api.getAddress().port };
}

/** Rows in a table, 0 when the table does not exist. */
async function countRows(databaseUrl, table) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
    if (!rows[0].present) return 0;
    return (await client.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n;
  } finally {
    await client.end();
  }
}
const tenantCount = (databaseUrl) => countRows(databaseUrl, 'tenants');

async function superAdminCount(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM users_roles WHERE value = 'super-admin'`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Migrations committed in cms/src/migrations that the database has not recorded as applied. */
async function pendingMigrations(databaseUrl) {
  const dir = path.join(ROOT, 'cms', 'src', 'migrations');
  const committed = fs
    .readdirSync(dir)
    .filter((file) => /^\d.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`);
    const applied = rows[0].present ? (await client.query('SELECT name FROM payload_migrations')).rows.map((row) => row.name) : [];
    return committed.filter((name) => !applied.includes(name));
  } finally {
    await client.end();
  }
}

/**
 * Runs a one-shot tool (all are idempotent), then checks that it did its work. A tool has exited
 * early: 0 without output or effect (the payload CLI), or 13 (Node's "unsettled top-level await":
 * lexical's module graph, which importPayloadConfig.ts now loads in an order that settles). Up to
 * three attempts for those two cases; any other failure stops the start at once.
 */
/** Far above each step's usual time on a 2-core machine (migrate ~5 s, seed ~70-120 s, reindex ~20 s). */
const STEP_TIMEOUTS_MS = { migrate: 180_000, 'create-first-admin': 180_000, seed: 480_000, reindex: 240_000 };

async function runVerified(step, command, args, options, check) {
  const ATTEMPTS = 3;
  for (let attempt = 1; ; attempt++) {
    let problem;
    try {
      await run(command, args, { ...options, name: step, timeoutMs: STEP_TIMEOUTS_MS[step] });
      problem = await check();
      if (!problem) return;
      problem = `exited without doing its work: ${problem}`;
    } catch (error) {
      if (error.timedOut) problem = error.message;
      else if (error.exitCode !== 13) throw error;
      else problem = 'exited early (code 13: an import that never settled)';
    }
    if (attempt === ATTEMPTS) throw new Error(`${step} ${problem}`);
    log(`${step} ${problem}; running it again`);
  }
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits up to 10 s for every group started to be empty, then kills what is left. The group's
 * leader exiting is not enough: `next start` exits on SIGTERM while the `next-server` it forked
 * ignores it, and was left running on its own, busy, after every e2e run.
 */
async function endGroups() {
  const deadline = Date.now() + 10_000;
  while ([...groups].some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  for (const pid of groups) {
    if (!groupAlive(pid)) continue;
    console.error(`[start] process group ${pid} outlived its leader; killing it`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  // Servers and tools run in process groups of their own (see serve and run): signal the whole group.
  for (const child of children) killGroup(child, 'SIGTERM');
  // A server that has not exited 10 s after SIGTERM is killed: a caller that gives up waiting on
  // us (Playwright after 30 s) would otherwise leave it running on its own.
  const stragglers = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
  }, 10_000);
  await Promise.all([...children].map((child) => new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))));
  clearTimeout(stragglers);
  await endGroups();
  await db?.stop().catch((error) => console.error(`[start] PostgreSQL did not stop cleanly: ${error.message}`));
  await mailCatcher?.maildev.stop().catch((error) => console.error(`[start] The mail catcher did not stop cleanly: ${error.message}`));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function main() {
  if (process.env.START_FRESH === 'true') {
    if (!DATA_DIR.startsWith(path.join(ROOT, '.data')))
      throw new Error(`START_FRESH refuses to wipe ${DATA_DIR}: only folders under .data/`);
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    // The site's ISR pages from an earlier run carry that database's ids (offers, cars): with
    // SKIP_BUILD they would be served first to a freshly seeded CMS whose ids differ.
    fs.rmSync(path.join(ROOT, 'site/.next/server/route-cache'), { recursive: true, force: true });
  }
  const production = process.env.NODE_ENV === 'production';
  if (production) {
    const missing = ['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'LEADS_API_KEY', 'CMS_URL', 'SITE_URL'].filter((name) => !process.env[name]);
    if (missing.length) throw new Error(`Production start: ${missing.join(', ')} must be set (see .env.example)`);
  }
  const secrets = production ? {} : loadDevSecrets(DATA_DIR);
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.PAYLOAD_SECRET,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? secrets.REVALIDATE_SECRET,
    // The site's key for storing leads in the CMS (the CMS makes sure its service account has it).
    LEADS_API_KEY: process.env.LEADS_API_KEY ?? secrets.LEADS_API_KEY,
    CMS_URL: process.env.CMS_URL ?? `http://localhost:${CMS_PORT}`,
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${SITE_PORT}`,
    DEFAULT_TENANT: process.env.DEFAULT_TENANT ?? 'coastline',
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(DATA_DIR, 'media'),
    // `next start` always runs with NODE_ENV=production; these say whether the deployment is one.
    APP_ENV: process.env.APP_ENV ?? (production ? 'production' : 'development'),
    LOCALHOST_TENANTS: process.env.LOCALHOST_TENANTS ?? (production ? 'false' : 'true'),
  };

  if (process.env.SKIP_BUILD !== 'true') {
    log('Building (turbo: unchanged parts come from its cache)');
    await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { env, name: 'build' });
  }

  if (!env.DATABASE_URL) {
    db = await startEmbeddedPostgres({ dir: path.join(DATA_DIR, 'pg'), log });
    env.DATABASE_URL = db.url;
    log(`Embedded PostgreSQL on port ${db.port} (data in ${path.relative(ROOT, DATA_DIR)}/pg)`);
  }

  if (!env.SMTP_URL && !production) {
    mailCatcher = await startMailCatcher();
    env.SMTP_URL = `smtp://127.0.0.1:${mailCatcher.smtpPort}`;
    log(`Mail catcher (maildev): SMTP on port ${mailCatcher.smtpPort}, inbox at http://localhost:${mailCatcher.webPort}/`);
  }

  // Reservation deposits (issue 38): Stripe with its keys, else the embedded payment page (never
  // in production unless EMBEDDED_PAYMENTS=true: no money moves there).
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    throw new Error('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: paid deposits could never be confirmed.');
  // `next start` runs the CMS with NODE_ENV=production: the embedded adapter is chosen here, like the SMS one.
  if (!env.STRIPE_SECRET_KEY && !production) env.EMBEDDED_PAYMENTS = 'true';
  const payments = env.STRIPE_SECRET_KEY
    ? `Stripe (${env.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'live' : 'test'} mode), webhook at ${env.CMS_PUBLIC_URL ?? env.CMS_URL}/api/payments/webhook`
    : production && env.EMBEDDED_PAYMENTS !== 'true'
      ? 'off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take reservation deposits'
      : 'embedded (no money moves: its local payment page confirms every deposit)';
  log(`Payments: ${payments}`);

  // Shoppers' sign-in codes (issue 14): without a provider's webhook, outside production, the CMS's
  // development adapter logs them and puts them in the local inbox.
  if (!env.SMS_WEBHOOK_URL && !production) {
    env.SMS_ADAPTER = 'embedded';
    log('Sign-in codes (SMS): no SMS_WEBHOOK_URL, so they go to the CMS log and the local inbox (development adapter)');
  }

  // One-shot tools must not start the CMS's job runner; only the served CMS runs jobs.
  const toolEnv = { ...env, PAYLOAD_JOBS_AUTORUN: 'false' };
  log('Migrating the database');
  await runVerified('migrate', 'npx', ['tsx', 'src/scripts/migrate.ts'], { cwd: path.join(ROOT, 'cms'), env: toolEnv }, async () => {
    const pending = await pendingMigrations(env.DATABASE_URL);
    return pending.length ? `not applied: ${pending.join(', ')}` : null;
  });

  if (production) {
    log('Checking for a super admin (ADMIN_EMAIL/ADMIN_PASSWORD create the first one)');
    await runVerified(
      'create-first-admin',
      'npx',
      ['tsx', 'src/scripts/createFirstAdmin.ts'],
      { cwd: path.join(ROOT, 'cms'), env: toolEnv },
      async () => ((await superAdminCount(env.DATABASE_URL)) === 0 ? 'no super admin in the database' : null),
    );
  }

  if ((await tenantCount(env.DATABASE_URL)) === 0 && production && process.env.SEED_SAMPLE_DATA !== 'true') {
    log('Production database without tenants: not seeding sample tenants (SEED_SAMPLE_DATA=true would)');
  } else if ((await tenantCount(env.DATABASE_URL)) === 0) {
    log('First run: seeding the sample tenants');
    // The seed is idempotent, so running it again after a silent exit is safe.
    await runVerified('seed', 'npx', ['tsx', 'src/index.ts'], { cwd: path.join(ROOT, 'seed'), env: toolEnv }, async () =>
      (await tenantCount(env.DATABASE_URL)) === 0 || (await countRows(env.DATABASE_URL, 'cars')) === 0
        ? 'no tenant or car in the database'
        : null,
    );
  } else {
    log('Tenants found: not seeding (run `npm run seed` to add anything missing)');
  }

  // Fills the stock search index after a first seed, or for a database that predates it.
  await runVerified(
    'reindex',
    'npx',
    ['tsx', 'src/scripts/reindex.ts', '--if-empty'],
    { cwd: path.join(ROOT, 'cms'), env: toolEnv },
    async () =>
      (await countRows(env.DATABASE_URL, 'cars')) > 0 && (await countRows(env.DATABASE_URL, 'stock_index')) === 0
        ? 'the stock index is empty'
        : null,
  );

  serve('cms', path.join(ROOT, 'cms'), CMS_PORT, env);
  serve('site', path.join(ROOT, 'site'), SITE_PORT, env);
  await Promise.all([waitFor(`http://localhost:${CMS_PORT}/api/tenants?limit=1`), waitFor(`http://localhost:${SITE_PORT}/api/health`)]);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (production) {
    console.log(
      `\nReady in ${seconds} s (production)\n  Site:  ${env.SITE_URL}/ (each tenant on its domains)\n  Admin: ${env.CMS_PUBLIC_URL ?? env.CMS_URL}/admin\n  Payments: ${payments}\nPress Ctrl-C to stop.`,
    );
    return;
  }
  console.log(`
Ready in ${seconds} s
  Site:  http://coastline.localhost:${SITE_PORT}/
         http://harbour-mazda.localhost:${SITE_PORT}/
         http://kiwi-caravans.localhost:${SITE_PORT}/
         http://lone-star-motors.localhost:${SITE_PORT}/
         (bare http://localhost:${SITE_PORT}/ serves ${env.DEFAULT_TENANT})
  Admin: http://localhost:${CMS_PORT}/admin  (admin@example.com; password from SEED_ADMIN_PASSWORD, default printed by the seed)${
    mailCatcher ? `\n  Inbox: http://localhost:${mailCatcher.webPort}/  (lead emails to dealers)` : ''
  }
  Payments: ${payments}
Press Ctrl-C to stop.`);
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  shutdown(1);
});
