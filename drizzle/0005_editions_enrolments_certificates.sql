CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"course_title" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"hours" integer NOT NULL,
	"place" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_enrolment_id_unique" UNIQUE("enrolment_id")
);
--> statement-breakpoint
CREATE TABLE "course_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"schedule" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"seats" integer NOT NULL,
	"enrolment_deadline" timestamp with time zone,
	"price" text DEFAULT '' NOT NULL,
	"certificate_hours" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'aperta' NOT NULL,
	"form" text DEFAULT 'generale' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"edition_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"voucher_code" text,
	"order_school_name" text,
	"order_school_code" text,
	"order_invoice_address" text,
	"file_key" text,
	"file_original_name" text,
	"file_mime" text,
	"file_size" integer,
	"file_sha256" text,
	"status" text DEFAULT 'ricevuta' NOT NULL,
	"hours_attended" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_editions" ADD CONSTRAINT "course_editions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_edition_id_course_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."course_editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_editions_course_id_idx" ON "course_editions" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "enrolments_edition_id_idx" ON "enrolments" USING btree ("edition_id","status","created_at");--> statement-breakpoint
CREATE INDEX "enrolments_created_at_idx" ON "enrolments" USING btree ("created_at");