import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_shopper_alerts_kind" ADD VALUE 'new-match';
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"criteria" varchar NOT NULL,
  	"matched_through" numeric NOT NULL,
  	"last_alerted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "shopper_alerts" ADD COLUMN "saved_search_id" integer;
  ALTER TABLE "shopper_alerts" ADD COLUMN "match_car_ids" jsonb;
  ALTER TABLE "shopper_alerts" ADD COLUMN "match_count" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_tenant_idx" ON "saved_searches" USING btree ("tenant_id");
  CREATE INDEX "saved_searches_shopper_idx" ON "saved_searches" USING btree ("shopper_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_criteria_idx" ON "saved_searches" USING btree ("shopper_id","criteria");
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shopper_alerts_saved_search_idx" ON "shopper_alerts" USING btree ("saved_search_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  ALTER TABLE "shopper_alerts" DROP CONSTRAINT "shopper_alerts_saved_search_id_saved_searches_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "shopper_alerts" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "shopper_alerts" ALTER COLUMN "kind" SET DEFAULT 'price-drop'::text;
  DROP TYPE "public"."enum_shopper_alerts_kind";
  CREATE TYPE "public"."enum_shopper_alerts_kind" AS ENUM('price-drop');
  ALTER TABLE "shopper_alerts" ALTER COLUMN "kind" SET DEFAULT 'price-drop'::"public"."enum_shopper_alerts_kind";
  ALTER TABLE "shopper_alerts" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_shopper_alerts_kind" USING "kind"::"public"."enum_shopper_alerts_kind";
  DROP INDEX "shopper_alerts_saved_search_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  ALTER TABLE "shopper_alerts" DROP COLUMN "saved_search_id";
  ALTER TABLE "shopper_alerts" DROP COLUMN "match_car_ids";
  ALTER TABLE "shopper_alerts" DROP COLUMN "match_count";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";`)
}
