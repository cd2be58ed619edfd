import { z } from "zod";
import type { NewCourse } from "~/platform/db/schema";
import content from "~/features/courses/courses-content.json";

/**
 * Seed content of the `courses` table (teacher and student courses), kept as
 * data in courses-content.json and checked here when the seed reads it:
 *
 * - `instructors`: keyed by the base name of their portrait in
 *   public/images/courses/docenti.
 * - `formats`: what every course of a kind shares (spec §3, §9).
 * - `courses`: in the catalogue order, where the first entry gets the newest
 *   created_at: teacher courses (the three featured on the home page first,
 *   then the ids of the tag map), then the 18 student courses of spec §3.
 *
 * Tags are not written here: they come from the tag map (course-tags.ts) when
 * seeding. `image` is the base name of the artwork in public/images/courses
 * (made by scripts/make-course-images.mjs).
 */
export type CourseSeed = Omit<NewCourse, "id" | "tags" | "createdAt">;

const text = z.string().min(1);
const texts = z.array(text);

const FormatSchema = z
  .object({
    category: z.enum(["docenti", "studenti"]),
    duration: text,
    startDate: text,
    price: text.optional(),
    delivery: text.optional(),
    availability: texts.optional(),
    benefits: texts,
  })
  .strict();

const CourseEntrySchema = z
  .object({
    format: text,
    instructor: text,
    slug: text,
    code: text,
    title: text,
    description: text,
    fullDescription: text,
    students: z.number().int().positive(),
    level: text,
    price: text.optional(),
    delivery: text.optional(),
    availability: texts.optional(),
    syllabus: z.array(z.object({ title: text, items: texts }).strict()),
    requirements: texts,
    image: text,
  })
  .strict();

const ContentSchema = z
  .object({
    instructors: z.record(text, z.object({ name: text, role: text }).strict()),
    formats: z.record(text, FormatSchema),
    courses: z.array(CourseEntrySchema),
  })
  .strict();

const { instructors, formats, courses } = ContentSchema.parse(content);

/** One entry with its format's shared fields and its instructor spelled out. */
function courseSeed(entry: z.infer<typeof CourseEntrySchema>): CourseSeed {
  const { format: formatName, instructor: portrait, ...course } = entry;
  const format = formats[formatName];
  const instructor = instructors[portrait];
  if (!format) throw new Error(`Course ${course.slug}: no format "${formatName}"`);
  if (!instructor) throw new Error(`Course ${course.slug}: no instructor "${portrait}"`);
  const { benefits, ...shared } = format;
  return {
    ...shared,
    ...course,
    instructorName: instructor.name,
    instructorRole: instructor.role,
    instructorImage: `/images/courses/docenti/${portrait}.svg`,
    benefits,
  };
}

/** Catalogue order: teacher courses first (the home page's featured ones on top), then students'. */
export const COURSE_SEED: CourseSeed[] = courses.map(courseSeed);

const slugsOf = (category: CourseSeed["category"]) =>
  COURSE_SEED.filter((course) => course.category === category).map((course) => course.slug);

/** The 18 student course ids of spec §3, in order. */
export const STUDENT_COURSE_IDS = slugsOf("studenti");
export const TEACHER_COURSE_IDS = slugsOf("docenti");
