CREATE TABLE "course_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_note" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'pubblicato' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "featured_rank" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "edition_year" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "course_slug_redirects" ADD CONSTRAINT "course_slug_redirects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_slug_redirects_course_id_idx" ON "course_slug_redirects" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_status_sort_order_idx" ON "courses" USING btree ("status","sort_order");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_featured_rank_unique" UNIQUE("featured_rank");--> statement-breakpoint
-- Hand-written (issue 15): existing rows keep what visitors saw before the staff could edit courses.
-- The catalogue order was created_at descending: it becomes sort_order 1, 2, 3…; the last change is the creation.
UPDATE "courses" SET "sort_order" = o."n", "updated_at" = "courses"."created_at"
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) AS "n" FROM "courses") o
WHERE o."id" = "courses"."id";--> statement-breakpoint
-- The home page's three featured courses were fixed in code (app/content/home.ts).
UPDATE "courses" SET "featured_rank" = CASE "slug"
	WHEN 'chatgpt-docenza-docenti' THEN 1
	WHEN 'ai-podcasting-docenza-docenti' THEN 2
	WHEN 'canva-docenza-docenti' THEN 3 END
WHERE "slug" IN ('chatgpt-docenza-docenti', 'ai-podcasting-docenza-docenti', 'canva-docenza-docenti');--> statement-breakpoint
-- The CEDILS course the registrations belong to (its year gives their references). Only on a
-- database that already holds courses: an empty one gets it from the seed with the same id.
INSERT INTO "courses" ("id", "slug", "code", "title", "description", "duration", "students", "level", "category", "price", "start_date", "delivery", "status", "sort_order", "edition_year", "created_at", "updated_at")
SELECT 'c3d11500-2025-4000-8000-000000000001', 'cedils-2025', 'CEDILS',
	'Preparazione alla certificazione CEDILS 2025',
	'Corso di preparazione alla certificazione in didattica dell''italiano a stranieri (CEDILS) dell''Università Ca'' Foscari di Venezia.',
	'Da definire', 0, 'Avanzato', 'docenti', NULL, 'Al raggiungimento di 10 iscritti', 'blended', 'bozza',
	(SELECT coalesce(max("sort_order"), 0) + 1 FROM "courses"), 2025, now(), now()
WHERE EXISTS (SELECT 1 FROM "courses")
	AND NOT EXISTS (SELECT 1 FROM "courses" WHERE "id" = 'c3d11500-2025-4000-8000-000000000001' OR "slug" = 'cedils-2025');--> statement-breakpoint
UPDATE "registrations" SET "course_id" = 'c3d11500-2025-4000-8000-000000000001'
WHERE "course_id" IS NULL AND EXISTS (SELECT 1 FROM "courses" WHERE "id" = 'c3d11500-2025-4000-8000-000000000001');
