/** One throwaway embedded PostgreSQL for the run, one database per Jest worker. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs';

export default async function globalSetup(config) {
  if (process.env.DATABASE_URL) {
    // An external PostgreSQL: each worker gets its own database on it.
    globalThis.__DEALER_DB__ = null;
    process.env.TEST_DATABASE_BASE_URL = process.env.DATABASE_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-cms-test-'));
    // The cluster runs as the postgres OS user when we are root: it must reach the folder.
    fs.chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), database: 'postgres', log: () => {} });
    globalThis.__DEALER_DB__ = { db, dir };
    process.env.TEST_DATABASE_BASE_URL = db.url;
  }
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-cms-media-'));
  process.env.TEST_MEDIA_BASE_DIR = mediaDir;
  globalThis.__DEALER_MEDIA__ = mediaDir;
  const workers = Math.max(1, Number(config.maxWorkers) || 1);
  const base = new URL(process.env.TEST_DATABASE_BASE_URL);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${base.protocol}//${base.username}:${base.password}@${base.host}/postgres` });
  await admin.connect();
  try {
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = `dealer_test_${worker}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
}
