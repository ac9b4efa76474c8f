import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shopper_alerts_kind" AS ENUM('price-drop');
  CREATE TYPE "public"."enum_shopper_alerts_channel" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_shopper_alerts_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "shopper_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"watchlist_entry_id" integer,
  	"kind" "enum_shopper_alerts_kind" DEFAULT 'price-drop' NOT NULL,
  	"car_id" integer,
  	"price_from" numeric,
  	"price_to" numeric,
  	"channel" "enum_shopper_alerts_channel" NOT NULL,
  	"status" "enum_shopper_alerts_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"dedupe_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "shoppers" ADD COLUMN "email" varchar;
  ALTER TABLE "shoppers" ADD COLUMN "alerts_stopped_at" timestamp(3) with time zone;
  ALTER TABLE "watchlist_entries" ADD COLUMN "alerted_price" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_alerts_id" integer;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_watchlist_entry_id_watchlist_entries_id_fk" FOREIGN KEY ("watchlist_entry_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_alerts" ADD CONSTRAINT "shopper_alerts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shopper_alerts_tenant_idx" ON "shopper_alerts" USING btree ("tenant_id");
  CREATE INDEX "shopper_alerts_shopper_idx" ON "shopper_alerts" USING btree ("shopper_id");
  CREATE INDEX "shopper_alerts_watchlist_entry_idx" ON "shopper_alerts" USING btree ("watchlist_entry_id");
  CREATE INDEX "shopper_alerts_car_idx" ON "shopper_alerts" USING btree ("car_id");
  CREATE UNIQUE INDEX "shopper_alerts_dedupe_key_idx" ON "shopper_alerts" USING btree ("dedupe_key");
  CREATE INDEX "shopper_alerts_updated_at_idx" ON "shopper_alerts" USING btree ("updated_at");
  CREATE INDEX "shopper_alerts_created_at_idx" ON "shopper_alerts" USING btree ("created_at");
  CREATE INDEX "status_attempts_idx" ON "shopper_alerts" USING btree ("status","attempts");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_alerts_fk" FOREIGN KEY ("shopper_alerts_id") REFERENCES "public"."shopper_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shopper_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shopper_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shopper_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_shopper_alerts_id_idx";
  ALTER TABLE "shoppers" DROP COLUMN "email";
  ALTER TABLE "shoppers" DROP COLUMN "alerts_stopped_at";
  ALTER TABLE "watchlist_entries" DROP COLUMN "alerted_price";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_alerts_id";
  DROP TYPE "public"."enum_shopper_alerts_kind";
  DROP TYPE "public"."enum_shopper_alerts_channel";
  DROP TYPE "public"."enum_shopper_alerts_status";`)
}
