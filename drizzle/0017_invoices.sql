CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoiced_buoni" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"format" text NOT NULL,
	"document_type" text NOT NULL,
	"purpose" text NOT NULL,
	"related_invoice_id" uuid,
	"enrolment_id" uuid,
	"school_order_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_fiscal_code" text,
	"buyer_vat_number" text,
	"buyer_email" text,
	"buyer_address" jsonb NOT NULL,
	"recipient_code" text NOT NULL,
	"recipient_pec" text,
	"cig" text,
	"cup" text,
	"order_number" text,
	"order_date" text,
	"lines" jsonb NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"stamp_duty_cents" integer DEFAULT 0 NOT NULL,
	"issued_on" text NOT NULL,
	"file_name" text NOT NULL,
	"xml" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"issued_by_label" text DEFAULT '' NOT NULL,
	"sdi_status" text DEFAULT 'da_inviare' NOT NULL,
	"sdi_message" text,
	"sdi_updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoiced_buoni" ADD CONSTRAINT "invoiced_buoni_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoiced_buoni" ADD CONSTRAINT "invoiced_buoni_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_number_idx" ON "invoices" USING btree ("year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_enrolment_doc_idx" ON "invoices" USING btree ("enrolment_id","document_type") WHERE "invoices"."enrolment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_related_idx" ON "invoices" USING btree ("related_invoice_id") WHERE "invoices"."related_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");