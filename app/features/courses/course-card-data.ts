/**
 * Browser-safe and apart from courses.server.ts, so that the card (which the
 * enrolments feature reaches through the courses' public module) does not
 * lead back to the server module that imports from enrolments.
 */
import type { courses } from "~/platform/db/schema";
import type { NextEdition } from "~/features/enrolments/public-api";

/** What a course card shows: the table's own types for the card columns. */
export type CourseCardData = Pick<
  typeof courses.$inferSelect,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "duration"
  | "students"
  | "level"
  | "category"
  | "tags"
  | "image"
> & {
  imageAlt?: string | null;
  /** The next edition taking enrolments (its date, price, seats); absent or null: none. */
  nextEdition?: NextEdition | null;
};
