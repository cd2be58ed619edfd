ALTER TABLE "calls" ADD COLUMN "hide_after_days" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published_at" timestamp with time zone;