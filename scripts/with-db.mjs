#!/usr/bin/env node
/**
 * Runs a command with DATABASE_URL set: the given one, or an embedded PostgreSQL started for
 * the duration of the command (`node scripts/with-db.mjs npm run migrate -w cms`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-db.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-db.mjs <command> [args...]');
  process.exit(2);
}

// Uploads live beside the embedded database, as under `npm start`.
process.env.MEDIA_DIR ??= path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '.data', 'media');

let db;
if (!process.env.DATABASE_URL) {
  db = await startEmbeddedPostgres(process.env.EMBEDDED_PG_DIR ? { dir: path.resolve(process.env.EMBEDDED_PG_DIR) } : {});
  process.env.DATABASE_URL = db.url;
}
const child = spawn(command, args, { stdio: 'inherit', env: process.env });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', async (code, signal) => {
  await db?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
