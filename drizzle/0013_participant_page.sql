ALTER TABLE "enrolments" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "duplicate_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_access_token_hash_unique" UNIQUE("access_token_hash");--> statement-breakpoint
-- Hand-written (decision 059), keep at the end when this migration is regenerated:
-- enrolments that repeat a live enrolment (not annullata or respinta) of the
-- same fiscal code in the same edition are kept and flagged for staff; the
-- earliest of each group is the one that stands.
UPDATE "enrolments" AS later SET "duplicate_flagged" = true
WHERE later."status" NOT IN ('annullata', 'respinta')
  AND EXISTS (
    SELECT 1 FROM "enrolments" AS earlier
    WHERE earlier."edition_id" = later."edition_id"
      AND upper(earlier."fiscal_code") = upper(later."fiscal_code")
      AND earlier."status" NOT IN ('annullata', 'respinta')
      AND (earlier."created_at", earlier."reference") < (later."created_at", later."reference")
  );
