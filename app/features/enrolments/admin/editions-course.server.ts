import { redirect } from "react-router";
import { getCourseForEditing } from "~/features/courses/public-api.server";
import type { Db } from "~/platform/db/client.server";

/**
 * The course whose editions a staff screen shows; a course that is gone sends
 * staff back to the course list with a notice instead.
 */
export async function requireEditionsCourse(db: Db, courseId: string) {
  const course = await getCourseForEditing(db, courseId);
  if (!course) throw redirect("/admin/corsi?avviso=non-trovato");
  return course;
}
