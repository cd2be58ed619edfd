ALTER TABLE "course_editions" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "school_price_cents" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "amount_due_cents" integer;--> statement-breakpoint
-- ===== Data conversion (decision 058): hand-written; keep this block at the end of the migration when it is regenerated. =====
-- A free-text price ('€ 199', '199', '€ 1.250,50', '99,50 €', '99.50') read into euro cents; null when it is not one amount ('€ 126/ora', '').
CREATE FUNCTION "euro_text_to_cents"(t text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN s ~ '^(\d{1,3}(\.\d{3}){1,2}|\d{1,7})(,\d{1,2})?$'
      THEN replace(split_part(s, ',', 1), '.', '')::integer * 100 + rpad(split_part(s, ',', 2), 2, '0')::integer
    WHEN s ~ '^\d{1,7}\.\d{1,2}$'
      THEN split_part(s, '.', 1)::integer * 100 + rpad(split_part(s, '.', 2), 2, '0')::integer
  END
  FROM (SELECT btrim(replace(replace(coalesce(t, ''), '€', ''), chr(160), ' ')) AS s) AS typed
$$;--> statement-breakpoint
-- An empty edition price showed the course's own price: that becomes the edition's amount.
UPDATE "course_editions" SET "price_cents" = coalesce(
  "euro_text_to_cents"("course_editions"."price"),
  CASE WHEN btrim("course_editions"."price") = '' THEN "euro_text_to_cents"("courses"."price") END
) FROM "courses" WHERE "courses"."id" = "course_editions"."course_id";--> statement-breakpoint
-- Existing enrolments owe their edition's price, as a new one would.
UPDATE "enrolments" SET "amount_due_cents" = "course_editions"."price_cents"
FROM "course_editions" WHERE "course_editions"."id" = "enrolments"."edition_id";--> statement-breakpoint
ALTER TABLE "course_editions" DROP COLUMN "price";--> statement-breakpoint
DROP FUNCTION "euro_text_to_cents"(text);
