import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sign_in_codes_sms_status" AS ENUM('sent', 'failed');
  CREATE TABLE "shoppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"last_signed_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"checks" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"ip" varchar NOT NULL,
  	"sms_status" "enum_sign_in_codes_sms_status" DEFAULT 'sent' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"user_agent" varchar,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watchlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"car_id" integer,
  	"saved_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_entries_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shoppers_tenant_idx" ON "shoppers" USING btree ("tenant_id");
  CREATE INDEX "shoppers_phone_idx" ON "shoppers" USING btree ("phone");
  CREATE INDEX "shoppers_updated_at_idx" ON "shoppers" USING btree ("updated_at");
  CREATE INDEX "shoppers_created_at_idx" ON "shoppers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_phone_idx" ON "shoppers" USING btree ("tenant_id","phone");
  CREATE INDEX "sign_in_codes_tenant_idx" ON "sign_in_codes" USING btree ("tenant_id");
  CREATE INDEX "sign_in_codes_phone_idx" ON "sign_in_codes" USING btree ("phone");
  CREATE INDEX "sign_in_codes_ip_idx" ON "sign_in_codes" USING btree ("ip");
  CREATE INDEX "sign_in_codes_updated_at_idx" ON "sign_in_codes" USING btree ("updated_at");
  CREATE INDEX "sign_in_codes_created_at_idx" ON "sign_in_codes" USING btree ("created_at");
  CREATE INDEX "tenant_phone_createdAt_idx" ON "sign_in_codes" USING btree ("tenant_id","phone","created_at");
  CREATE INDEX "shopper_sessions_tenant_idx" ON "shopper_sessions" USING btree ("tenant_id");
  CREATE INDEX "shopper_sessions_shopper_idx" ON "shopper_sessions" USING btree ("shopper_id");
  CREATE UNIQUE INDEX "shopper_sessions_token_hash_idx" ON "shopper_sessions" USING btree ("token_hash");
  CREATE INDEX "shopper_sessions_expires_at_idx" ON "shopper_sessions" USING btree ("expires_at");
  CREATE INDEX "shopper_sessions_updated_at_idx" ON "shopper_sessions" USING btree ("updated_at");
  CREATE INDEX "shopper_sessions_created_at_idx" ON "shopper_sessions" USING btree ("created_at");
  CREATE INDEX "watchlist_entries_tenant_idx" ON "watchlist_entries" USING btree ("tenant_id");
  CREATE INDEX "watchlist_entries_shopper_idx" ON "watchlist_entries" USING btree ("shopper_id");
  CREATE INDEX "watchlist_entries_car_idx" ON "watchlist_entries" USING btree ("car_id");
  CREATE INDEX "watchlist_entries_updated_at_idx" ON "watchlist_entries" USING btree ("updated_at");
  CREATE INDEX "watchlist_entries_created_at_idx" ON "watchlist_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_car_idx" ON "watchlist_entries" USING btree ("shopper_id","car_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk" FOREIGN KEY ("sign_in_codes_id") REFERENCES "public"."sign_in_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_sessions_fk" FOREIGN KEY ("shopper_sessions_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk" FOREIGN KEY ("watchlist_entries_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_sign_in_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_codes_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_entries_id");
  CREATE INDEX "payload_preferences_rels_shoppers_id_idx" ON "payload_preferences_rels" USING btree ("shoppers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "sign_in_codes" CASCADE;
  DROP TABLE "shopper_sessions" CASCADE;
  DROP TABLE "watchlist_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_shoppers_fk";
  
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sign_in_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_entries_id_idx";
  DROP INDEX "payload_preferences_rels_shoppers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_entries_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "shoppers_id";
  DROP TYPE "public"."enum_sign_in_codes_sms_status";`)
}
