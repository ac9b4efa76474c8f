import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_chat_provider" AS ENUM('livechat', 'tawk');
  ALTER TABLE "tenants" ADD COLUMN "settings_chat_provider" "enum_tenants_settings_chat_provider";
  ALTER TABLE "tenants" ADD COLUMN "settings_chat_account" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_chat_provider";
  ALTER TABLE "tenants" DROP COLUMN "settings_chat_account";
  DROP TYPE "public"."enum_tenants_settings_chat_provider";`)
}
