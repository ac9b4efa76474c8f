import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trade_in_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"eval_id" varchar NOT NULL,
  	"trade_in_id" integer,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_trade_in_image_upload" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_images_id" integer;
  ALTER TABLE "trade_in_images" ADD CONSTRAINT "trade_in_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_images" ADD CONSTRAINT "trade_in_images_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trade_in_images_tenant_idx" ON "trade_in_images" USING btree ("tenant_id");
  CREATE INDEX "trade_in_images_eval_id_idx" ON "trade_in_images" USING btree ("eval_id");
  CREATE INDEX "trade_in_images_trade_in_idx" ON "trade_in_images" USING btree ("trade_in_id");
  CREATE INDEX "trade_in_images_updated_at_idx" ON "trade_in_images" USING btree ("updated_at");
  CREATE INDEX "trade_in_images_created_at_idx" ON "trade_in_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "trade_in_images_filename_idx" ON "trade_in_images" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_images_fk" FOREIGN KEY ("trade_in_images_id") REFERENCES "public"."trade_in_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_in_images_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_in_images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_in_images" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_images_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_in_images_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_trade_in_image_upload";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_images_id";`)
}
