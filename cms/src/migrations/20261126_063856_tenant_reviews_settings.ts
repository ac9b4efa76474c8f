import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_reviews_minimum_rating" numeric;
  ALTER TABLE "tenants" ADD COLUMN "settings_hide_reviews" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_reviews_minimum_rating";
  ALTER TABLE "tenants" DROP COLUMN "settings_hide_reviews";`)
}
