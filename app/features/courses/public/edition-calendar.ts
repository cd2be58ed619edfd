import { appContext } from "~/context";
import { findCourse } from "~/features/courses/courses.server";
import { calendarHeaders, editionCalendarFile } from "~/features/enrolments/public-api.server";
import type { Route } from "./+types/edition-calendar";

/**
 * GET /corsi/:courseId/edizioni/:editionId/calendario.ics: the edition's
 * lessons as a calendar file (decision 060), without the online links (those
 * go only to seated participants). An unknown course or edition answers 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(appContext);
  const course = await findCourse(database.db, params.courseId);
  const host = new URL(env.PUBLIC_URL ?? request.url).host;
  const file = course
    ? await editionCalendarFile(database.db, course.id, params.editionId, host)
    : null;
  if (file === null) {
    return new Response("Edizione non trovata", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(file, { headers: calendarHeaders(`calendario-${course!.slug}.ics`, false) });
}
