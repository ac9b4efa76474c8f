/**
 * Which process holds a running job (issue 39). A CMS killed in the middle of a lead delivery
 * leaves its jobs `processing`, and Payload never runs such a job again. Waiting a fixed time
 * before taking them back left deliveries stuck for minutes after a restart. Instead each process
 * that runs jobs holds a PostgreSQL session advisory lock under a random key of its own, for as
 * long as it lives, and writes that key beside each job it starts (`job_holders`). PostgreSQL
 * drops the lock the moment the process or its connection is gone, so "the holder is alive" is
 * one `pg_try_advisory_xact_lock` away for any other process, at its next start or minute.
 */
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { cmsEnv } from '../env';

/** The first key of the runners' advisory locks (`pg_advisory_lock(namespace, runner key)`). */
export const RUNNER_LOCK_NAMESPACE = 0x4a6f62; // "Job"

let runnerKey: number | null = null;
let runner: Promise<pg.Client> | null = null;

async function connectRunner(key: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cmsEnv().DATABASE_URL });
  // A dropped connection (a database restart) frees the lock: connect and take it again at next use.
  const forget = () => {
    runner = null;
  };
  client.on('error', forget);
  client.on('end', forget);
  await client.connect();
  await client.query('select pg_advisory_lock($1, $2)', [RUNNER_LOCK_NAMESPACE, key]);
  return client;
}

/** This process's runner key, its lock held (taken on first use, again after a lost connection). */
export async function heldRunnerKey(): Promise<number> {
  runnerKey ??= randomInt(1, 2 ** 31 - 1);
  const key = runnerKey;
  runner ??= connectRunner(key).catch((error: unknown) => {
    runner = null;
    throw error;
  });
  await runner;
  return key;
}

type Execute = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> };
const drizzleOf = (payload: Payload) => (payload.db as unknown as { drizzle: Execute }).drizzle;

/**
 * Records this process as the holder of a job it is starting, outside any transaction so that
 * other processes see it at once. A failure is logged: the job then falls back to the timeout.
 */
export async function holdJob(payload: Payload, jobId: number | string): Promise<void> {
  try {
    const key = await heldRunnerKey();
    await drizzleOf(payload).execute(sql`
      insert into job_holders (job_id, runner_key) values (${Number(jobId)}, ${key})
      on conflict (job_id) do update set runner_key = excluded.runner_key, held_at = now()`);
  } catch (error) {
    payload.logger.warn(
      `Job ${jobId}: its holder could not be recorded (${(error as Error).message}); a crash would hold it until the stalled-job timeout.`,
    );
  }
}

/**
 * Ids of `taskSlug` jobs marked processing whose holder process is gone: its lock is free. This
 * process's own jobs are never among them.
 */
export async function jobsOfGoneHolders(payload: Payload, taskSlug: string): Promise<number[]> {
  const own = runnerKey ?? 0;
  const { rows } = await drizzleOf(payload).execute(sql`
    select j.id from payload_jobs j join job_holders h on h.job_id = j.id
    where j.task_slug = ${taskSlug} and j.processing and j.completed_at is null and j.has_error is not true
      and h.runner_key <> ${own}
      and pg_try_advisory_xact_lock(${RUNNER_LOCK_NAMESPACE}, h.runner_key)`);
  return rows.map((row) => Number(row.id));
}

/** Lets go of this process's lock (tests, shutdown): its jobs then count as a gone holder's. */
export async function releaseRunner(): Promise<void> {
  const held = runner;
  runner = null;
  runnerKey = null;
  const client = await held?.catch(() => null);
  await client?.end().catch(() => undefined);
}
