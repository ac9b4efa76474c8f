import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_finance_excluded_group" boolean;
  ALTER TABLE "tenants_rels" ADD COLUMN "dealerships_id" integer;
  ALTER TABLE "cars" ADD COLUMN "drive_away_price" numeric;
  ALTER TABLE "cars" ADD COLUMN "consumer_information_notice_url" varchar;
  ALTER TABLE "cars" ADD COLUMN "dealer_warranty" boolean DEFAULT false;
  ALTER TABLE "cars" ADD COLUMN "buyers_guide_warranty_terms" varchar;
  ALTER TABLE "tenants_rels" ADD CONSTRAINT "tenants_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_rels_dealerships_id_idx" ON "tenants_rels" USING btree ("dealerships_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants_rels" DROP CONSTRAINT "tenants_rels_dealerships_fk";
  
  DROP INDEX "tenants_rels_dealerships_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_finance_excluded_group";
  ALTER TABLE "tenants_rels" DROP COLUMN "dealerships_id";
  ALTER TABLE "cars" DROP COLUMN "drive_away_price";
  ALTER TABLE "cars" DROP COLUMN "consumer_information_notice_url";
  ALTER TABLE "cars" DROP COLUMN "dealer_warranty";
  ALTER TABLE "cars" DROP COLUMN "buyers_guide_warranty_terms";`)
}
