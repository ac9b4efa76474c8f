import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shoppers_valuation_flow" AS ENUM('wizard', 'instant-offer');
  ALTER TABLE "tenants" ADD COLUMN "settings_save_valuation_to_profile" boolean;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_saved_at" timestamp(3) with time zone;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_flow" "enum_shoppers_valuation_flow";
  ALTER TABLE "shoppers" ADD COLUMN "valuation_vehicle" varchar;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_rego" varchar;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_state" varchar;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_kms" numeric;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_offer_amount" numeric;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_offer_expires_on" varchar;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_lead_id" integer;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_trade_in_id" integer;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_valuation_lead_id_leads_id_fk" FOREIGN KEY ("valuation_lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_valuation_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("valuation_trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shoppers_valuation_valuation_lead_idx" ON "shoppers" USING btree ("valuation_lead_id");
  CREATE INDEX "shoppers_valuation_valuation_trade_in_idx" ON "shoppers" USING btree ("valuation_trade_in_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shoppers" DROP CONSTRAINT "shoppers_valuation_lead_id_leads_id_fk";
  
  ALTER TABLE "shoppers" DROP CONSTRAINT "shoppers_valuation_trade_in_id_trade_ins_id_fk";
  
  DROP INDEX "shoppers_valuation_valuation_lead_idx";
  DROP INDEX "shoppers_valuation_valuation_trade_in_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_save_valuation_to_profile";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_saved_at";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_flow";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_vehicle";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_rego";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_state";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_kms";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_offer_amount";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_offer_expires_on";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_lead_id";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_trade_in_id";
  DROP TYPE "public"."enum_shoppers_valuation_flow";`)
}
