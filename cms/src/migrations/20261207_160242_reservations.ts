import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_state" AS ENUM('pending-payment', 'held', 'converted', 'released', 'refunded', 'expired');
  CREATE TYPE "public"."enum_reservations_currency" AS ENUM('AUD', 'NZD', 'USD');
  CREATE TYPE "public"."enum_reservations_payment_mode" AS ENUM('stripe', 'embedded');
  ALTER TYPE "public"."enum_leads_form" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_leads_category" ADD VALUE 'Vehicle Reservation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refundDeposit';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailReservation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refundDeposit';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailReservation';
  CREATE TABLE "reservations_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"state" varchar NOT NULL,
  	"by" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"state" "enum_reservations_state" DEFAULT 'pending-payment' NOT NULL,
  	"car_id" integer NOT NULL,
  	"dealership_id" integer,
  	"amount" numeric NOT NULL,
  	"currency" "enum_reservations_currency" NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"shopper_id" integer,
  	"lead_id" integer,
  	"payment_mode" "enum_reservations_payment_mode" NOT NULL,
  	"checkout_session" varchar,
  	"payment_intent" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"refund_id" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"return_origin" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations_history" ADD CONSTRAINT "reservations_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_history_order_idx" ON "reservations_history" USING btree ("_order");
  CREATE INDEX "reservations_history_parent_id_idx" ON "reservations_history" USING btree ("_parent_id");
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE INDEX "reservations_state_idx" ON "reservations" USING btree ("state");
  CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_dealership_idx" ON "reservations" USING btree ("dealership_id");
  CREATE INDEX "reservations_expires_at_idx" ON "reservations" USING btree ("expires_at");
  CREATE INDEX "reservations_shopper_idx" ON "reservations" USING btree ("shopper_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_payment_intent_idx" ON "reservations" USING btree ("payment_intent");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_idempotency_key_1_idx" ON "reservations" USING btree ("tenant_id","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
  // Money and scarce things are decided by the database: one pending or held reservation per car,
  // whatever races past the row lock in startReservation.ts. (Payload's index config has no WHERE.)
  await db.execute(sql`
  CREATE UNIQUE INDEX "reservations_one_active_per_car" ON "reservations" USING btree ("car_id") WHERE "state" IN ('pending-payment', 'held');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "reservations_one_active_per_car";
   ALTER TABLE "reservations_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations_history" CASCADE;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form";
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'quick-enquiry', 'test-drive', 'request-photos', 'finance', 'careers', 'service', 'contact', 'offer', 'multi-step', 'parts', 'trade-in');
  ALTER TABLE "leads" ALTER COLUMN "form" SET DATA TYPE "public"."enum_leads_form" USING "form"::"public"."enum_leads_form";
  ALTER TABLE "leads" ALTER COLUMN "category" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "category" SET DEFAULT 'General Enquiry'::text;
  DROP TYPE "public"."enum_leads_category";
  CREATE TYPE "public"."enum_leads_category" AS ENUM('General Enquiry', 'New Vehicle Enquiry', 'Used Vehicle Enquiry', 'Demo Vehicle Enquiry', 'Test Drive', 'Finance Enquiry', 'Service Booking', 'Parts Enquiry', 'Trade-In Enquiry', 'Offer Enquiry');
  ALTER TABLE "leads" ALTER COLUMN "category" SET DEFAULT 'General Enquiry'::"public"."enum_leads_category";
  ALTER TABLE "leads" ALTER COLUMN "category" SET DATA TYPE "public"."enum_leads_category" USING "category"::"public"."enum_leads_category";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'revalidateSite', 'indexCars', 'deliverLead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'revalidateSite', 'indexCars', 'deliverLead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_state";
  DROP TYPE "public"."enum_reservations_currency";
  DROP TYPE "public"."enum_reservations_payment_mode";`)
}
