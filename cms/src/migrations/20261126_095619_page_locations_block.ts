import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_locations_block_show" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one');
  CREATE TYPE "public"."enum_pages_locations_block_layout" AS ENUM('card', 'grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_version_locations_block_show" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one');
  CREATE TYPE "public"."enum__pages_v_version_locations_block_layout" AS ENUM('card', 'grid', 'carousel');
  ALTER TABLE "pages" ADD COLUMN "locations_block_heading" varchar;
  ALTER TABLE "pages" ADD COLUMN "locations_block_show" "enum_pages_locations_block_show";
  ALTER TABLE "pages" ADD COLUMN "locations_block_location_id" integer;
  ALTER TABLE "pages" ADD COLUMN "locations_block_layout" "enum_pages_locations_block_layout" DEFAULT 'grid';
  ALTER TABLE "_pages_v" ADD COLUMN "version_locations_block_heading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_locations_block_show" "enum__pages_v_version_locations_block_show";
  ALTER TABLE "_pages_v" ADD COLUMN "version_locations_block_location_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_locations_block_layout" "enum__pages_v_version_locations_block_layout" DEFAULT 'grid';
  ALTER TABLE "pages" ADD CONSTRAINT "pages_locations_block_location_id_locations_id_fk" FOREIGN KEY ("locations_block_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_locations_block_location_id_locations_id_fk" FOREIGN KEY ("version_locations_block_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_locations_block_locations_block_location_idx" ON "pages" USING btree ("locations_block_location_id");
  CREATE INDEX "_pages_v_version_locations_block_version_locations_block_idx" ON "_pages_v" USING btree ("version_locations_block_location_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_locations_block_location_id_locations_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_locations_block_location_id_locations_id_fk";
  
  DROP INDEX "pages_locations_block_locations_block_location_idx";
  DROP INDEX "_pages_v_version_locations_block_version_locations_block_idx";
  ALTER TABLE "pages" DROP COLUMN "locations_block_heading";
  ALTER TABLE "pages" DROP COLUMN "locations_block_show";
  ALTER TABLE "pages" DROP COLUMN "locations_block_location_id";
  ALTER TABLE "pages" DROP COLUMN "locations_block_layout";
  ALTER TABLE "_pages_v" DROP COLUMN "version_locations_block_heading";
  ALTER TABLE "_pages_v" DROP COLUMN "version_locations_block_show";
  ALTER TABLE "_pages_v" DROP COLUMN "version_locations_block_location_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_locations_block_layout";
  DROP TYPE "public"."enum_pages_locations_block_show";
  DROP TYPE "public"."enum_pages_locations_block_layout";
  DROP TYPE "public"."enum__pages_v_version_locations_block_show";
  DROP TYPE "public"."enum__pages_v_version_locations_block_layout";`)
}
