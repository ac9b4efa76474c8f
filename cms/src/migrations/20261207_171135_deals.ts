import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deals_state" AS ENUM('in-progress', 'requested', 'accepted', 'declined');
  CREATE TYPE "public"."enum_deals_delivery_method" AS ENUM('pickup', 'delivery');
  CREATE TABLE "deals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"state" "enum_deals_state" DEFAULT 'in-progress' NOT NULL,
  	"shopper_id" integer NOT NULL,
  	"car_id" integer NOT NULL,
  	"dealership_id" integer,
  	"car_confirmed" boolean DEFAULT false,
  	"trade_in_decided" boolean DEFAULT false,
  	"trade_in_record_id" integer,
  	"trade_in_description" varchar,
  	"trade_in_amount" numeric,
  	"trade_in_expires_on" varchar,
  	"finance_decided" boolean DEFAULT false,
  	"finance_cash" boolean DEFAULT false,
  	"finance_cash_deposit" numeric,
  	"finance_term_months" numeric,
  	"finance_balloon" numeric,
  	"finance_rate_percent" numeric,
  	"finance_credit_application" boolean DEFAULT false,
  	"delivery_method" "enum_deals_delivery_method",
  	"delivery_location_id" integer,
  	"delivery_date" varchar,
  	"delivery_address" varchar,
  	"reservation_id" integer,
  	"requested_at" timestamp(3) with time zone,
  	"guarantee_covered" boolean DEFAULT false,
  	"sheet" jsonb,
  	"decided_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "shopper_car_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deals_id" integer;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_trade_in_record_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_record_id") REFERENCES "public"."trade_ins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_delivery_location_id_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deals" ADD CONSTRAINT "deals_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "deals_tenant_idx" ON "deals" USING btree ("tenant_id");
  CREATE INDEX "deals_state_idx" ON "deals" USING btree ("state");
  CREATE INDEX "deals_shopper_idx" ON "deals" USING btree ("shopper_id");
  CREATE INDEX "deals_car_idx" ON "deals" USING btree ("car_id");
  CREATE INDEX "deals_dealership_idx" ON "deals" USING btree ("dealership_id");
  CREATE INDEX "deals_trade_in_trade_in_record_idx" ON "deals" USING btree ("trade_in_record_id");
  CREATE INDEX "deals_delivery_delivery_location_idx" ON "deals" USING btree ("delivery_location_id");
  CREATE INDEX "deals_reservation_idx" ON "deals" USING btree ("reservation_id");
  CREATE INDEX "deals_updated_at_idx" ON "deals" USING btree ("updated_at");
  CREATE INDEX "deals_created_at_idx" ON "deals" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_car_idx" ON "deals" USING btree ("shopper_id","car_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deals_fk" FOREIGN KEY ("deals_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "shopper_car_1_idx" ON "watchlist_entries" USING btree ("shopper_id","car_id");
  CREATE INDEX "payload_locked_documents_rels_deals_id_idx" ON "payload_locked_documents_rels" USING btree ("deals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "deals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deals_fk";
  
  DROP INDEX "shopper_car_1_idx";
  DROP INDEX "payload_locked_documents_rels_deals_id_idx";
  CREATE UNIQUE INDEX "shopper_car_idx" ON "watchlist_entries" USING btree ("shopper_id","car_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deals_id";
  DROP TYPE "public"."enum_deals_state";
  DROP TYPE "public"."enum_deals_delivery_method";`)
}
