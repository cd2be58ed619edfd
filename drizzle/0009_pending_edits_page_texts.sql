CREATE TABLE "page_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_key" text NOT NULL,
	"fields" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_texts_page_key_unique" UNIQUE("page_key")
);
--> statement-breakpoint
CREATE TABLE "pending_edits" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_edits" ADD CONSTRAINT "pending_edits_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_edits_entity_idx" ON "pending_edits" USING btree ("entity_type","entity_id");