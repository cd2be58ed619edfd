// What /studenti shows: for its route, and for the staff
// preview of its texts.
import type { Logger } from "pino";
import { listCoursesByCategory, type CourseCardData } from "~/features/courses/public-api.server";
import type { StudentsTexts } from "~/features/pages/info/students-texts";
import { chosenCourses } from "~/features/pages/texts/page-texts.server";
import type { Db } from "~/platform/db/client.server";

/** With these texts: the saved ones, or staff's pending edits in the preview. */
export async function studentsPageData(db: Db, log: Logger, texts: StudentsTexts) {
  let courses: CourseCardData[] = [];
  let failed = false;
  try {
    courses = await listCoursesByCategory(db, "studenti");
  } catch (error) {
    log.error({ err: error }, "could not fetch student courses");
    failed = true;
  }
  const links = (refs: string) =>
    chosenCourses(refs, courses).map(({ slug, title }) => ({ slug, title }));
  return {
    courses,
    failed,
    texts,
    areas: [
      { title: texts.area1Title, text: texts.area1Text, courses: links(texts.area1Courses) },
      { title: texts.area2Title, text: texts.area2Text, courses: links(texts.area2Courses) },
    ],
  };
}
