ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_access_token_hash_unique";--> statement-breakpoint
ALTER TABLE "enrolments" DROP COLUMN "access_token_hash";