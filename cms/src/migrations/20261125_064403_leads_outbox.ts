import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_accounts_purpose" AS ENUM('site-leads');
  CREATE TYPE "public"."enum_leads_additional_services" AS ENUM('Logbook Service', 'Brakes', 'Tyres', 'Wheel Alignment', 'Air Conditioning', 'Battery', 'Detailing');
  CREATE TYPE "public"."enum_leads_deliveries_channel" AS ENUM('email', 'crm-adf', 'adf-email');
  CREATE TYPE "public"."enum_leads_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'quick-enquiry', 'test-drive', 'request-photos', 'finance', 'careers', 'service', 'contact', 'offer', 'multi-step');
  CREATE TYPE "public"."enum_leads_category" AS ENUM('General Enquiry', 'New Vehicle Enquiry', 'Used Vehicle Enquiry', 'Demo Vehicle Enquiry', 'Test Drive', 'Finance Enquiry', 'Service Booking', 'Parts Enquiry', 'Trade-In Enquiry', 'Offer Enquiry');
  CREATE TYPE "public"."enum_leads_preferred_contact_method" AS ENUM('Phone', 'Email', 'SMS');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TABLE "service_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"purpose" "enum_service_accounts_purpose" DEFAULT 'site-leads' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar
  );
  
  CREATE TABLE "leads_additional_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_leads_additional_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "leads_deliveries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_leads_deliveries_channel" NOT NULL,
  	"target" varchar NOT NULL,
  	"status" "enum_leads_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ALTER COLUMN "category" SET DEFAULT 'General Enquiry'::"public"."enum_leads_category";
  ALTER TABLE "leads" ALTER COLUMN "category" SET DATA TYPE "public"."enum_leads_category" USING "category"::"public"."enum_leads_category";
  ALTER TABLE "tenants" ADD COLUMN "settings_enquiry_message_optional" boolean;
  ALTER TABLE "tenants" ADD COLUMN "settings_enquiry_terms_notice" boolean;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_email" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_crm_adf_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_crm_authorization" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_adf_email" varchar;
  ALTER TABLE "leads" ADD COLUMN "form" "enum_leads_form" NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "preferred_contact_method" "enum_leads_preferred_contact_method" DEFAULT 'Phone';
  ALTER TABLE "leads" ADD COLUMN "terms_accepted" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "rego" varchar;
  ALTER TABLE "leads" ADD COLUMN "location_id" integer;
  ALTER TABLE "leads" ADD COLUMN "offer_id" integer;
  ALTER TABLE "leads" ADD COLUMN "vehicle_stock_number" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_vin" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_year" numeric;
  ALTER TABLE "leads" ADD COLUMN "vehicle_make" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_model" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_badge" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_car_type" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_vehicle_status" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_price" numeric;
  ALTER TABLE "leads" ADD COLUMN "preferred_date" varchar;
  ALTER TABLE "leads" ADD COLUMN "preferred_time" varchar;
  ALTER TABLE "leads" ADD COLUMN "vehicle_price_budget" numeric;
  ALTER TABLE "leads" ADD COLUMN "page_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "lead_attributes" jsonb;
  ALTER TABLE "leads" ADD COLUMN "idempotency_key" varchar NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "delivery_status" "enum_leads_delivery_status" DEFAULT 'pending';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_accounts_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "service_accounts_id" integer;
  ALTER TABLE "leads_additional_services" ADD CONSTRAINT "leads_additional_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_deliveries" ADD CONSTRAINT "leads_deliveries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "service_accounts_name_idx" ON "service_accounts" USING btree ("name");
  CREATE INDEX "service_accounts_updated_at_idx" ON "service_accounts" USING btree ("updated_at");
  CREATE INDEX "service_accounts_created_at_idx" ON "service_accounts" USING btree ("created_at");
  CREATE INDEX "leads_additional_services_order_idx" ON "leads_additional_services" USING btree ("order");
  CREATE INDEX "leads_additional_services_parent_idx" ON "leads_additional_services" USING btree ("parent_id");
  CREATE INDEX "leads_deliveries_order_idx" ON "leads_deliveries" USING btree ("_order");
  CREATE INDEX "leads_deliveries_parent_id_idx" ON "leads_deliveries" USING btree ("_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_accounts_fk" FOREIGN KEY ("service_accounts_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_service_accounts_fk" FOREIGN KEY ("service_accounts_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_category_idx" ON "leads" USING btree ("category");
  CREATE INDEX "leads_location_idx" ON "leads" USING btree ("location_id");
  CREATE INDEX "leads_offer_idx" ON "leads" USING btree ("offer_id");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE UNIQUE INDEX "tenant_idempotency_key_idx" ON "leads" USING btree ("tenant_id","idempotency_key");
  CREATE INDEX "payload_locked_documents_rels_service_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("service_accounts_id");
  CREATE INDEX "payload_preferences_rels_service_accounts_id_idx" ON "payload_preferences_rels" USING btree ("service_accounts_id");
  ALTER TABLE "leads" DROP COLUMN "payload";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_additional_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "service_accounts" CASCADE;
  DROP TABLE "leads_additional_services" CASCADE;
  DROP TABLE "leads_deliveries" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_location_id_locations_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_offer_id_offers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_accounts_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_service_accounts_fk";
  
  DROP INDEX "leads_category_idx";
  DROP INDEX "leads_location_idx";
  DROP INDEX "leads_offer_idx";
  DROP INDEX "leads_delivery_status_idx";
  DROP INDEX "tenant_idempotency_key_idx";
  DROP INDEX "payload_locked_documents_rels_service_accounts_id_idx";
  DROP INDEX "payload_preferences_rels_service_accounts_id_idx";
  ALTER TABLE "leads" ALTER COLUMN "category" SET DATA TYPE varchar;
  ALTER TABLE "leads" ALTER COLUMN "category" SET DEFAULT 'General Enquiry';
  ALTER TABLE "leads" ADD COLUMN "payload" jsonb;
  ALTER TABLE "tenants" DROP COLUMN "settings_enquiry_message_optional";
  ALTER TABLE "tenants" DROP COLUMN "settings_enquiry_terms_notice";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_email";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_crm_adf_url";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_crm_authorization";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_adf_email";
  ALTER TABLE "leads" DROP COLUMN "form";
  ALTER TABLE "leads" DROP COLUMN "preferred_contact_method";
  ALTER TABLE "leads" DROP COLUMN "terms_accepted";
  ALTER TABLE "leads" DROP COLUMN "rego";
  ALTER TABLE "leads" DROP COLUMN "location_id";
  ALTER TABLE "leads" DROP COLUMN "offer_id";
  ALTER TABLE "leads" DROP COLUMN "vehicle_stock_number";
  ALTER TABLE "leads" DROP COLUMN "vehicle_vin";
  ALTER TABLE "leads" DROP COLUMN "vehicle_year";
  ALTER TABLE "leads" DROP COLUMN "vehicle_make";
  ALTER TABLE "leads" DROP COLUMN "vehicle_model";
  ALTER TABLE "leads" DROP COLUMN "vehicle_badge";
  ALTER TABLE "leads" DROP COLUMN "vehicle_car_type";
  ALTER TABLE "leads" DROP COLUMN "vehicle_vehicle_status";
  ALTER TABLE "leads" DROP COLUMN "vehicle_price";
  ALTER TABLE "leads" DROP COLUMN "preferred_date";
  ALTER TABLE "leads" DROP COLUMN "preferred_time";
  ALTER TABLE "leads" DROP COLUMN "vehicle_price_budget";
  ALTER TABLE "leads" DROP COLUMN "page_id";
  ALTER TABLE "leads" DROP COLUMN "lead_attributes";
  ALTER TABLE "leads" DROP COLUMN "idempotency_key";
  ALTER TABLE "leads" DROP COLUMN "delivery_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_accounts_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "service_accounts_id";
  DROP TYPE "public"."enum_service_accounts_purpose";
  DROP TYPE "public"."enum_leads_additional_services";
  DROP TYPE "public"."enum_leads_deliveries_channel";
  DROP TYPE "public"."enum_leads_deliveries_status";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_category";
  DROP TYPE "public"."enum_leads_preferred_contact_method";
  DROP TYPE "public"."enum_leads_delivery_status";`)
}
