import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_sign_in_gates" AS ENUM('cars/trade-in', 'sell-my-car', 'checkout', 'personalised-finance');
  CREATE TABLE "tenants_settings_sign_in_gates" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tenants_settings_sign_in_gates",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "tenants_settings_sign_in_gates" ADD CONSTRAINT "tenants_settings_sign_in_gates_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_settings_sign_in_gates_order_idx" ON "tenants_settings_sign_in_gates" USING btree ("order");
  CREATE INDEX "tenants_settings_sign_in_gates_parent_idx" ON "tenants_settings_sign_in_gates" USING btree ("parent_id");`)
  // Tenants that exist keep the spec's default gates (checkout, personalised finance): with a
  // hasMany select, no rows means "none gated", so the default is written, not implied.
  await db.execute(sql`
  INSERT INTO "tenants_settings_sign_in_gates" ("order", "parent_id", "value")
  SELECT 1, "id", 'checkout'::"enum_tenants_settings_sign_in_gates" FROM "tenants"
  UNION ALL
  SELECT 2, "id", 'personalised-finance'::"enum_tenants_settings_sign_in_gates" FROM "tenants";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_settings_sign_in_gates" CASCADE;
  DROP TYPE "public"."enum_tenants_settings_sign_in_gates";`)
}
