/**
 * One throwaway PostgreSQL for the run: embedded in a temp folder, or a database on the server
 * DATABASE_URL names (never that database itself). Tests read STOCK_SEARCH_TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../scripts/embedded-db.mjs';

const DATABASE = 'stock_search_test';

export default async function globalSetup() {
  if (process.env.STOCK_SEARCH_TEST_DATABASE_URL) return;
  let serverUrl;
  if (process.env.DATABASE_URL) {
    globalThis.__STOCK_SEARCH_DB__ = null;
    serverUrl = new URL(process.env.DATABASE_URL);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-stock-search-test-'));
    // The cluster runs as the postgres OS user when we are root: it must reach the folder.
    fs.chmodSync(dir, 0o755);
    const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), database: 'postgres', log: () => {} });
    globalThis.__STOCK_SEARCH_DB__ = { db, dir };
    serverUrl = new URL(db.url);
  }
  const admin = new pg.Client({
    connectionString: `${serverUrl.protocol}//${serverUrl.username}:${serverUrl.password}@${serverUrl.host}/postgres`,
  });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  serverUrl.pathname = `/${DATABASE}`;
  process.env.STOCK_SEARCH_TEST_DATABASE_URL = serverUrl.toString();
}
