import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Which CMS process holds a running job (issue 39): a job left `processing` by a process that is
 * gone is taken back at the next start, not after a timeout (jobs/jobHolders.ts). Bookkeeping
 * beside Payload's own table, removed with the job.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "job_holders" (
  	"job_id" integer PRIMARY KEY NOT NULL REFERENCES "payload_jobs"("id") ON DELETE CASCADE,
  	"runner_key" integer NOT NULL,
  	"held_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "job_holders";`)
}
