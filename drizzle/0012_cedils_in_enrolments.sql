-- Issue 25 item 6 (decision 049): the CEDILS registrations become enrolments in
-- CEDILS editions of the CEDILS course, with the same ids, references, statuses
-- (the four registration statuses are enrolment statuses with the same meaning),
-- times, receipt files, history and outbox jobs; then the old table goes. All of
-- it runs in the migration's transaction: if any step fails, nothing changes.
--
-- 1. The CEDILS course, when registrations exist and the course was deleted
--    (they were then stored without it). A new site gets it from the seed.
INSERT INTO "courses" ("id", "slug", "code", "title", "description", "duration", "students", "level", "category", "price", "start_date", "delivery", "status", "sort_order", "edition_year", "created_at", "updated_at")
SELECT 'c3d11500-2025-4000-8000-000000000001',
	CASE WHEN EXISTS (SELECT 1 FROM "courses" WHERE "slug" = 'cedils-2025') THEN 'cedils-iscrizioni' ELSE 'cedils-2025' END,
	'CEDILS', 'Preparazione alla certificazione CEDILS 2025',
	'Corso di preparazione alla certificazione in didattica dell''italiano a stranieri (CEDILS) dell''Università Ca'' Foscari di Venezia.',
	'Da definire', 0, 'Avanzato', 'docenti', NULL, 'Al raggiungimento di 10 iscritti', 'blended', 'bozza',
	(SELECT coalesce(max("sort_order"), 0) + 1 FROM "courses"), 2025, now(), now()
WHERE EXISTS (SELECT 1 FROM "registrations")
	AND NOT EXISTS (SELECT 1 FROM "courses" WHERE "id" = 'c3d11500-2025-4000-8000-000000000001');--> statement-breakpoint
-- 2. One CEDILS edition per edition year: the course's edition year (what the
--    page, the payment reason and new references use today; open) and every
--    year a registration's reference carries (CED-2025-… → 2025; closed when it
--    is not the course's year). The edition runs from 1 September of its year to
--    31 December of the next: the end the retention period counted from for
--    registrations (decision 042), so no registration is kept a day less.
--    Seats: 100, or more when more registrations already hold one.
INSERT INTO "course_editions" ("course_id", "start_date", "end_date", "schedule", "mode", "place", "seats", "price", "certificate_hours", "status", "form", "created_at", "updated_at")
SELECT 'c3d11500-2025-4000-8000-000000000001', y."year"::text || '-09-01', (y."year" + 1)::text || '-12-31', '', 'online', '',
	greatest(100, y."seated"),
	'', 0,
	CASE WHEN y."year" = (SELECT coalesce("edition_year", extract(year from now())::int) FROM "courses" WHERE "id" = 'c3d11500-2025-4000-8000-000000000001') THEN 'aperta' ELSE 'chiusa' END,
	'cedils', now(), now()
FROM (
	SELECT "year", count(*) FILTER (WHERE "seated") AS "seated"
	FROM (
		SELECT coalesce(substring("reference" from '^CED-([0-9]{4})-')::int, extract(year from "created_at" at time zone 'UTC')::int) AS "year",
			"status" <> 'respinta' AS "seated"
		FROM "registrations"
		UNION ALL
		SELECT coalesce("edition_year", extract(year from now())::int), false
		FROM "courses" WHERE "id" = 'c3d11500-2025-4000-8000-000000000001'
	) AS "years"
	GROUP BY "year"
) AS y
WHERE EXISTS (SELECT 1 FROM "courses" WHERE "id" = 'c3d11500-2025-4000-8000-000000000001')
	AND NOT EXISTS (
		SELECT 1 FROM "course_editions" e
		WHERE e."course_id" = 'c3d11500-2025-4000-8000-000000000001' AND e."form" = 'cedils'
			AND e."start_date" LIKE y."year"::text || '-%'
	);--> statement-breakpoint
-- 3. Every registration, as an enrolment of its year's edition: same id, reference,
--    status, times and receipt (the stored file keeps its key); paid by bank
--    transfer (the only method the CEDILS page shows); the CEDILS-only fields in
--    details, under the names the CEDILS form uses.
INSERT INTO "enrolments" ("id", "reference", "edition_id", "full_name", "fiscal_code", "email", "phone", "school", "role", "payment_method", "file_key", "file_original_name", "file_mime", "file_size", "file_sha256", "status", "hours_attended", "details", "created_at", "updated_at")
SELECT r."id", r."reference", e."id", r."full_name", r."fiscal_code", r."email", r."phone", '', '', 'bonifico',
	r."receipt_file", r."receipt_original_name", r."receipt_mime", r."receipt_size", r."receipt_sha256",
	r."status", 0,
	jsonb_strip_nulls(jsonb_build_object(
		'address', r."address", 'city', r."city", 'subject', r."subject",
		'schoolType', r."school_type", 'laureaType', r."laurea_type", 'laureaIn', r."laurea_in",
		'isAnilsMember', r."is_anils_member")),
	r."created_at", r."updated_at"
FROM "registrations" r
JOIN "course_editions" e ON e."course_id" = 'c3d11500-2025-4000-8000-000000000001' AND e."form" = 'cedils'
	AND e."start_date" LIKE coalesce(substring(r."reference" from '^CED-([0-9]{4})-')::int, extract(year from r."created_at" at time zone 'UTC')::int)::text || '-%';--> statement-breakpoint
-- Nothing may be left behind: a registration without its enrolment stops the migration.
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM "registrations" r WHERE NOT EXISTS (SELECT 1 FROM "enrolments" e WHERE e."id" = r."id")) THEN
		RAISE EXCEPTION 'registrations not copied into enrolments';
	END IF;
END $$;--> statement-breakpoint
-- 4. The history and saved versions name them as enrolments; the e-mails still
--    waiting in the outbox find them by enrolment id.
UPDATE "audit_log" SET "entity_type" = 'enrolment' WHERE "entity_type" = 'registration';--> statement-breakpoint
UPDATE "entity_versions" SET "entity_type" = 'enrolment' WHERE "entity_type" = 'registration';--> statement-breakpoint
UPDATE "jobs" SET
	"kind" = CASE "kind" WHEN 'registration.mail-school' THEN 'cedils.mail-school' ELSE 'cedils.mail-enrollee' END,
	"payload" = ("payload" - 'registrationId') || jsonb_build_object('enrolmentId', "payload" -> 'registrationId')
WHERE "kind" IN ('registration.mail-school', 'registration.mail-registrant');--> statement-breakpoint
DROP TABLE "registrations" CASCADE;
