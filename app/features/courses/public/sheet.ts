import { appContext } from "~/context";
import { courseSheetFileName, courseSheetPdf } from "~/features/courses/course-sheet.server";
import { findCourse, findCourseRedirect } from "~/features/courses/courses.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { pdfDownload } from "~/platform/responses.server";
import type { Route } from "./+types/sheet";

/**
 * GET /corsi/:courseId/scheda.pdf: the course sheet generated from the course
 * record, named after the slug. An unknown, draft or archived course answers 404,
 * never a broken file.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const course = await findCourse(database.db, params.courseId);
  if (!course) {
    // A renamed course's old sheet address follows the course (301).
    const moved = await findCourseRedirect(database.db, params.courseId).catch(() => null);
    if (moved) {
      return new Response(null, {
        status: 301,
        headers: { Location: `/corsi/${encodeURIComponent(moved)}/scheda.pdf` },
      });
    }
    return new Response("Corso non trovato", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const pdf = await courseSheetPdf(course, siteSettings());
  // Staff edits reach the sheet at once, so browsers revalidate every time.
  return pdfDownload(pdf, courseSheetFileName(course.slug));
}
