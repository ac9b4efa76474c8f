import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_save_valuation_to_profile" boolean;
  ALTER TABLE "shoppers" ADD COLUMN "valuation" jsonb;
  ALTER TABLE "shoppers" ADD COLUMN "valuation_saved_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_save_valuation_to_profile";
  ALTER TABLE "shoppers" DROP COLUMN "valuation";
  ALTER TABLE "shoppers" DROP COLUMN "valuation_saved_at";`)
}
