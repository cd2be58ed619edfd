CREATE TABLE "edition_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"online_url" text,
	"status" text DEFAULT 'prevista' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_attendance" (
	"lesson_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"present" boolean NOT NULL,
	"minutes_present" integer NOT NULL,
	"source" text DEFAULT 'manuale' NOT NULL,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" text NOT NULL,
	"source_ref" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edition_lessons" ADD CONSTRAINT "edition_lessons_edition_id_course_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."course_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_lesson_id_edition_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."edition_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attendance" ADD CONSTRAINT "lesson_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edition_lessons_edition_idx" ON "edition_lessons" USING btree ("edition_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_attendance_pk" ON "lesson_attendance" USING btree ("lesson_id","enrolment_id");--> statement-breakpoint
CREATE INDEX "lesson_attendance_enrolment_idx" ON "lesson_attendance" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "payments_enrolment_idx" ON "payments" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_source_idx" ON "payments" USING btree ("method","source_ref");