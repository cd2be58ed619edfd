CREATE TABLE "bank_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_key" text NOT NULL,
	"booking_date" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"debtor_name" text DEFAULT '' NOT NULL,
	"remittance" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"enrolment_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_lines_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "seat_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "payment_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_status_idx" ON "bank_lines" USING btree ("status","booking_date");--> statement-breakpoint
CREATE INDEX "bank_lines_enrolment_idx" ON "bank_lines" USING btree ("enrolment_id");