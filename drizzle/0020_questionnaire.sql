CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"answered_on" text NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "questionnaire_questions" jsonb;--> statement-breakpoint
ALTER TABLE "course_editions" ADD COLUMN "questionnaire_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "questionnaire_answered" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "questionnaire_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_edition_id_course_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."course_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_edition_idx" ON "questionnaire_responses" USING btree ("edition_id");