import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_sell_my_car_flow" AS ENUM('wizard', 'instant-offer');
  CREATE TYPE "public"."enum_trade_ins_flow" AS ENUM('wizard', 'instant-offer');
  CREATE TYPE "public"."enum_trade_ins_finance" AS ENUM('Yes', 'No');
  CREATE TABLE "trade_ins_adjustment_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_id" varchar,
  	"answer_id" varchar,
  	"question" varchar,
  	"answer" varchar
  );
  
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_postcode" DROP NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_odometer" DROP NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_service_history" DROP NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_number_of_keys" DROP NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_car_condition" DROP NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "settings_sell_my_car_flow" "enum_tenants_settings_sell_my_car_flow";
  ALTER TABLE "tenants" ADD COLUMN "settings_online_estimate_max_age_years" numeric;
  ALTER TABLE "tenants" ADD COLUMN "settings_online_estimate_max_km" numeric;
  ALTER TABLE "leads" ADD COLUMN "form_completed" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "offer_accepted" boolean DEFAULT false;
  ALTER TABLE "trade_ins" ADD COLUMN "flow" "enum_trade_ins_flow" DEFAULT 'wizard' NOT NULL;
  ALTER TABLE "trade_ins" ADD COLUMN "kms" numeric;
  ALTER TABLE "trade_ins" ADD COLUMN "finance" "enum_trade_ins_finance";
  ALTER TABLE "trade_ins" ADD COLUMN "offer_amount" numeric;
  ALTER TABLE "trade_ins" ADD COLUMN "offer_expires_on" varchar;
  ALTER TABLE "trade_ins" ADD COLUMN "offer_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "trade_ins" ADD COLUMN "offer_acceptance_lead_id" integer;
  ALTER TABLE "valuation_samples" ADD COLUMN "new_value" numeric;
  ALTER TABLE "trade_ins_adjustment_answers" ADD CONSTRAINT "trade_ins_adjustment_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trade_ins_adjustment_answers_order_idx" ON "trade_ins_adjustment_answers" USING btree ("_order");
  CREATE INDEX "trade_ins_adjustment_answers_parent_id_idx" ON "trade_ins_adjustment_answers" USING btree ("_parent_id");
  ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_offer_acceptance_lead_id_leads_id_fk" FOREIGN KEY ("offer_acceptance_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trade_ins_flow_idx" ON "trade_ins" USING btree ("flow");
  CREATE INDEX "trade_ins_offer_offer_acceptance_lead_idx" ON "trade_ins" USING btree ("offer_acceptance_lead_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_ins_adjustment_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_ins_adjustment_answers" CASCADE;
  ALTER TABLE "trade_ins" DROP CONSTRAINT "trade_ins_offer_acceptance_lead_id_leads_id_fk";
  
  DROP INDEX "trade_ins_flow_idx";
  DROP INDEX "trade_ins_offer_offer_acceptance_lead_idx";
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_postcode" SET NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_odometer" SET NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_service_history" SET NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_number_of_keys" SET NOT NULL;
  ALTER TABLE "trade_ins" ALTER COLUMN "answers_car_condition" SET NOT NULL;
  ALTER TABLE "tenants" DROP COLUMN "settings_sell_my_car_flow";
  ALTER TABLE "tenants" DROP COLUMN "settings_online_estimate_max_age_years";
  ALTER TABLE "tenants" DROP COLUMN "settings_online_estimate_max_km";
  ALTER TABLE "leads" DROP COLUMN "form_completed";
  ALTER TABLE "leads" DROP COLUMN "offer_accepted";
  ALTER TABLE "trade_ins" DROP COLUMN "flow";
  ALTER TABLE "trade_ins" DROP COLUMN "kms";
  ALTER TABLE "trade_ins" DROP COLUMN "finance";
  ALTER TABLE "trade_ins" DROP COLUMN "offer_amount";
  ALTER TABLE "trade_ins" DROP COLUMN "offer_expires_on";
  ALTER TABLE "trade_ins" DROP COLUMN "offer_accepted_at";
  ALTER TABLE "trade_ins" DROP COLUMN "offer_acceptance_lead_id";
  ALTER TABLE "valuation_samples" DROP COLUMN "new_value";
  DROP TYPE "public"."enum_tenants_settings_sell_my_car_flow";
  DROP TYPE "public"."enum_trade_ins_flow";
  DROP TYPE "public"."enum_trade_ins_finance";`)
}
