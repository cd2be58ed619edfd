CREATE TABLE "voucher_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid,
	"code" text NOT NULL,
	"operation" text NOT NULL,
	"amount_cents" integer,
	"outcome" text NOT NULL,
	"fault_code" text,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "voucher_state" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "voucher_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "voucher_beneficiary" text;--> statement-breakpoint
ALTER TABLE "voucher_calls" ADD CONSTRAINT "voucher_calls_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_calls_enrolment_idx" ON "voucher_calls" USING btree ("enrolment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_calls_one_confirm_idx" ON "voucher_calls" USING btree ("code") WHERE "voucher_calls"."operation" = 'confirm';