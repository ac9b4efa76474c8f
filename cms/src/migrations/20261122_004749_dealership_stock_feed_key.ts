import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" ADD COLUMN "stock_feed_key" varchar;
  CREATE INDEX "dealerships_stock_feed_key_idx" ON "dealerships" USING btree ("stock_feed_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "dealerships_stock_feed_key_idx";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_key";`)
}
