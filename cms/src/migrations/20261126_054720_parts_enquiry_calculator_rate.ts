import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_form" ADD VALUE 'parts';
  ALTER TABLE "tenants" ADD COLUMN "settings_calculator_rate_percent" numeric;
  ALTER TABLE "leads" ADD COLUMN "parts_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "parts_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "parts_part" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'quick-enquiry', 'test-drive', 'request-photos', 'finance', 'careers', 'service', 'contact', 'offer', 'multi-step');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "tenants" DROP COLUMN "settings_calculator_rate_percent";
  ALTER TABLE "leads" DROP COLUMN "parts_make";
  ALTER TABLE "leads" DROP COLUMN "parts_model";
  ALTER TABLE "leads" DROP COLUMN "parts_part";`)
}
