import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "shared" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "tenant_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_shared_idx" ON "media" USING btree ("shared");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");`);
  // Files uploaded before media had tenants belong to nobody yet: shared, so only super admins
  // change them until they are given a tenant (the seed gives tenant logos theirs).
  await db.execute(sql`UPDATE "media" SET "shared" = true WHERE "tenant_id" IS NULL;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_tenant_id_tenants_id_fk";
  
  DROP INDEX "media_shared_idx";
  DROP INDEX "media_tenant_idx";
  ALTER TABLE "media" DROP COLUMN "shared";
  ALTER TABLE "media" DROP COLUMN "tenant_id";`);
}
