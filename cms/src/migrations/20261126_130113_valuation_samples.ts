import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_valuation_samples_state" AS ENUM('QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT');
  CREATE TABLE "valuation_samples_descriptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "valuation_samples" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration" varchar NOT NULL,
  	"state" "enum_valuation_samples_state" NOT NULL,
  	"eval_id" varchar,
  	"vin" varchar NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"series" varchar,
  	"variant" varchar,
  	"year" numeric NOT NULL,
  	"body" varchar,
  	"transmission" varchar,
  	"cylinders" numeric,
  	"engine_no" varchar,
  	"redbook_code" varchar,
  	"build_month" numeric,
  	"build_year" numeric,
  	"compliance_month" numeric,
  	"compliance_year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "valuation_samples_id" integer;
  ALTER TABLE "valuation_samples_descriptions" ADD CONSTRAINT "valuation_samples_descriptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."valuation_samples"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "valuation_samples_descriptions_order_idx" ON "valuation_samples_descriptions" USING btree ("_order");
  CREATE INDEX "valuation_samples_descriptions_parent_id_idx" ON "valuation_samples_descriptions" USING btree ("_parent_id");
  CREATE INDEX "valuation_samples_registration_idx" ON "valuation_samples" USING btree ("registration");
  CREATE INDEX "valuation_samples_vin_idx" ON "valuation_samples" USING btree ("vin");
  CREATE INDEX "valuation_samples_updated_at_idx" ON "valuation_samples" USING btree ("updated_at");
  CREATE INDEX "valuation_samples_created_at_idx" ON "valuation_samples" USING btree ("created_at");
  CREATE UNIQUE INDEX "registration_state_idx" ON "valuation_samples" USING btree ("registration","state");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_valuation_samples_fk" FOREIGN KEY ("valuation_samples_id") REFERENCES "public"."valuation_samples"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_valuation_samples_id_idx" ON "payload_locked_documents_rels" USING btree ("valuation_samples_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "valuation_samples_descriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "valuation_samples" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "valuation_samples_descriptions" CASCADE;
  DROP TABLE "valuation_samples" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_valuation_samples_fk";
  
  DROP INDEX "payload_locked_documents_rels_valuation_samples_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "valuation_samples_id";
  DROP TYPE "public"."enum_valuation_samples_state";`)
}
