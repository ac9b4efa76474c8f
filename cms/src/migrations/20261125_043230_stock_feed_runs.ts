import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_feed_runs_status" AS ENUM('applied', 'confirmed', 'held', 'refused');
  CREATE TYPE "public"."enum_stock_feed_runs_source" AS ENUM('push', 'import', 'admin');
  CREATE TABLE "stock_feed_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"confirm_removals" boolean DEFAULT false,
  	"confirmed_run_id" integer,
  	"dealership_id" integer,
  	"status" "enum_stock_feed_runs_status" NOT NULL,
  	"source" "enum_stock_feed_runs_source" NOT NULL,
  	"summary" varchar NOT NULL,
  	"reason" varchar,
  	"vehicles" numeric NOT NULL,
  	"listed" numeric,
  	"created" numeric,
  	"updated" numeric,
  	"marked_sold" numeric,
  	"would_mark_sold" numeric,
  	"rejects" jsonb,
  	"feed" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_feed_runs_id" integer;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_confirmed_run_id_stock_feed_runs_id_fk" FOREIGN KEY ("confirmed_run_id") REFERENCES "public"."stock_feed_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_feed_runs_tenant_idx" ON "stock_feed_runs" USING btree ("tenant_id");
  CREATE INDEX "stock_feed_runs_confirmed_run_idx" ON "stock_feed_runs" USING btree ("confirmed_run_id");
  CREATE INDEX "stock_feed_runs_dealership_idx" ON "stock_feed_runs" USING btree ("dealership_id");
  CREATE INDEX "stock_feed_runs_status_idx" ON "stock_feed_runs" USING btree ("status");
  CREATE INDEX "stock_feed_runs_updated_at_idx" ON "stock_feed_runs" USING btree ("updated_at");
  CREATE INDEX "stock_feed_runs_created_at_idx" ON "stock_feed_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_feed_runs_fk" FOREIGN KEY ("stock_feed_runs_id") REFERENCES "public"."stock_feed_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stock_feed_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_feed_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_feed_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_feed_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_feed_runs_fk";
  
  DROP INDEX "payload_locked_documents_rels_stock_feed_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_feed_runs_id";
  DROP TYPE "public"."enum_stock_feed_runs_status";
  DROP TYPE "public"."enum_stock_feed_runs_source";`)
}
