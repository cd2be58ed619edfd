import type { Logger } from "pino";
import { redirect } from "react-router";
import { listHref } from "~/features/courses/admin/course-list/list-href";
import { FEATURED_COURSES, parseCourseListFilters } from "~/features/courses/admin/course-editor";
import {
  CourseNotFoundError,
  FeaturedCoursesError,
  moveCourse,
  setFeaturedCourses,
} from "~/features/courses/admin/courses-admin.server";
import type { Db } from "~/platform/db/client.server";
import { formFailed, formInvalid } from "~/platform/forms/forms.server";
import { redirectAfter } from "~/platform/forms/list-actions.server";
import { readListQuery } from "~/platform/list-query.server";
import type { Actor } from "~/platform/records/audit.server";

/** One submission on the course list: its form, and the list's filters and page it came from. */
export type CourseListSubmission = { db: Db; log: Logger; actor: Actor; form: FormData };

function placeOf(form: FormData) {
  const place = new URLSearchParams(String(form.get("filtri") ?? ""));
  return { filters: parseCourseListFilters(place), page: readListQuery(place).page };
}

/** A write, then back to the list with its notice; a course gone is said there too. */
function write({ log, form }: CourseListSubmission, change: () => Promise<string>) {
  const { filters, page } = placeOf(form);
  return redirectAfter(change, (error) => {
    if (error instanceof FeaturedCoursesError) return formInvalid({ featured: error.message }, {});
    if (error instanceof CourseNotFoundError)
      throw redirect(listHref(filters, { avviso: "non-trovato" }, page));
    log.error({ err: error, intent: form.get("intent") }, "admin course list action failed");
    return formFailed(
      500,
      undefined,
      "Si è verificato un errore: la modifica non è stata salvata. Riprova.",
    );
  });
}

/** Moves a course one place up or down the catalogue, back to where it now is. */
export function moveCourseInCatalogue(submission: CourseListSubmission, direction: "up" | "down") {
  const { db, form, actor } = submission;
  const id = String(form.get("id") ?? "");
  return write(submission, async () => {
    await moveCourse(db, id, direction, actor);
    const { filters, page } = placeOf(form);
    return `${listHref(filters, { avviso: "ordinato" }, page)}#corso-${id}`;
  });
}

export function saveFeaturedCourses(submission: CourseListSubmission) {
  const { db, form, actor } = submission;
  return write(submission, async () => {
    const ids = Array.from({ length: FEATURED_COURSES }, (_, i) =>
      String(form.get(`featured${i + 1}`) ?? ""),
    );
    await setFeaturedCourses(db, ids, actor);
    const { filters, page } = placeOf(form);
    return listHref(filters, { avviso: "evidenza" }, page);
  });
}
