import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_stock_row_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum__pages_v_version_stock_row_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  ALTER TABLE "pages" ADD COLUMN "stock_row_heading" varchar;
  ALTER TABLE "pages" ADD COLUMN "stock_row_body" "enum_pages_stock_row_body";
  ALTER TABLE "_pages_v" ADD COLUMN "version_stock_row_heading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_stock_row_body" "enum__pages_v_version_stock_row_body";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "stock_row_heading";
  ALTER TABLE "pages" DROP COLUMN "stock_row_body";
  ALTER TABLE "_pages_v" DROP COLUMN "version_stock_row_heading";
  ALTER TABLE "_pages_v" DROP COLUMN "version_stock_row_body";
  DROP TYPE "public"."enum_pages_stock_row_body";
  DROP TYPE "public"."enum__pages_v_version_stock_row_body";`)
}
