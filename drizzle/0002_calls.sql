CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone,
	"deadline" timestamp with time zone NOT NULL,
	"contact_by" text,
	"official_url" text,
	"on_home" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"card_title" text DEFAULT '' NOT NULL,
	"card_description" text DEFAULT '' NOT NULL,
	"card_button" text DEFAULT '' NOT NULL,
	"card_closed_button" text DEFAULT '' NOT NULL,
	"card_link" text DEFAULT '' NOT NULL,
	"card_theme" text DEFAULT 'smeraldo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "calls_position_idx" ON "calls" USING btree ("position");