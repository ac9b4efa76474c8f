import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealerships_cars_settings_finance_path" AS ENUM('/finance', '/finance-enquiry', '/apply-for-finance');
  ALTER TABLE "dealerships" ADD COLUMN "cars_settings_finance_path" "enum_dealerships_cars_settings_finance_path";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" DROP COLUMN "cars_settings_finance_path";
  DROP TYPE "public"."enum_dealerships_cars_settings_finance_path";`)
}
