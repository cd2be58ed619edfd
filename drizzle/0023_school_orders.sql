CREATE TABLE "school_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"edition_id" uuid NOT NULL,
	"school_name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"recipient_code" text,
	"pec" text,
	"cig" text NOT NULL,
	"cup" text,
	"purchase_order_number" text NOT NULL,
	"purchase_order_date" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'ricevuto' NOT NULL,
	"amount_total_cents" integer,
	"access_token_hash" text,
	"decided_at" timestamp with time zone,
	"actor_id" uuid,
	"actor_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "school_orders_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "school_order_id" uuid;--> statement-breakpoint
ALTER TABLE "school_orders" ADD CONSTRAINT "school_orders_edition_id_course_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."course_editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_orders" ADD CONSTRAINT "school_orders_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_orders_edition_idx" ON "school_orders" USING btree ("edition_id","created_at");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_school_order_id_school_orders_id_fk" FOREIGN KEY ("school_order_id") REFERENCES "public"."school_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_school_order_idx" ON "enrolments" USING btree ("school_order_id");