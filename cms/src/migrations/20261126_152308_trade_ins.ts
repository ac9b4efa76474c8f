import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trade_ins_state" AS ENUM('QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT');
  CREATE TYPE "public"."enum_trade_ins_answers_service_history" AS ENUM('Full service history', 'Partial service history', 'No service history');
  CREATE TYPE "public"."enum_trade_ins_answers_number_of_keys" AS ENUM('1', '2', '3 or more');
  CREATE TYPE "public"."enum_trade_ins_answers_car_condition" AS ENUM('Excellent', 'Good', 'Fair', 'Poor');
  CREATE TYPE "public"."enum_trade_ins_source_page" AS ENUM('trade-in', 'sell-my-car', 'cars/trade-in');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'trade-in';
  CREATE TABLE "trade_ins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"lead_id" integer NOT NULL,
  	"eval_id" varchar NOT NULL,
  	"rego" varchar NOT NULL,
  	"state" "enum_trade_ins_state" NOT NULL,
  	"description" varchar,
  	"vehicle_eval_id" varchar,
  	"vehicle_vin" varchar,
  	"vehicle_engine_number" varchar,
  	"vehicle_registration" varchar,
  	"vehicle_registration_expiry" varchar,
  	"vehicle_km" numeric,
  	"vehicle_make" varchar,
  	"vehicle_model" varchar,
  	"vehicle_series" varchar,
  	"vehicle_variant" varchar,
  	"vehicle_year" numeric,
  	"vehicle_transmission" varchar,
  	"vehicle_redbook_code" varchar,
  	"vehicle_body" varchar,
  	"vehicle_cylinders" numeric,
  	"vehicle_compliance_month" numeric,
  	"vehicle_compliance_year" numeric,
  	"vehicle_build_month" numeric,
  	"vehicle_build_year" numeric,
  	"answers_postcode" varchar NOT NULL,
  	"answers_odometer" numeric NOT NULL,
  	"answers_service_history" "enum_trade_ins_answers_service_history" NOT NULL,
  	"answers_number_of_keys" "enum_trade_ins_answers_number_of_keys" NOT NULL,
  	"answers_car_condition" "enum_trade_ins_answers_car_condition" NOT NULL,
  	"answers_comments" varchar,
  	"name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"nearest_location_id" integer,
  	"nearest_location_km" numeric,
  	"postcode_place" varchar,
  	"source_page" "enum_trade_ins_source_page" NOT NULL,
  	"car_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_ins_id" integer;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_nearest_location_id_locations_id_fk" FOREIGN KEY ("nearest_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trade_ins_tenant_idx" ON "trade_ins" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "trade_ins_lead_idx" ON "trade_ins" USING btree ("lead_id");
  CREATE INDEX "trade_ins_eval_id_idx" ON "trade_ins" USING btree ("eval_id");
  CREATE INDEX "trade_ins_nearest_location_idx" ON "trade_ins" USING btree ("nearest_location_id");
  CREATE INDEX "trade_ins_car_idx" ON "trade_ins" USING btree ("car_id");
  CREATE INDEX "trade_ins_updated_at_idx" ON "trade_ins" USING btree ("updated_at");
  CREATE INDEX "trade_ins_created_at_idx" ON "trade_ins" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_ins_fk" FOREIGN KEY ("trade_ins_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_ins_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_ins_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_ins" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_ins" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_ins_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'quick-enquiry', 'test-drive', 'request-photos', 'finance', 'careers', 'service', 'contact', 'offer', 'multi-step', 'parts');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  DROP INDEX "payload_locked_documents_rels_trade_ins_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_ins_id";
  DROP TYPE "public"."enum_trade_ins_state";
  DROP TYPE "public"."enum_trade_ins_answers_service_history";
  DROP TYPE "public"."enum_trade_ins_answers_number_of_keys";
  DROP TYPE "public"."enum_trade_ins_answers_car_condition";
  DROP TYPE "public"."enum_trade_ins_source_page";`)
}
