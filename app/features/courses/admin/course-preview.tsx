import { Pencil } from "lucide-react";
import { Link, redirect } from "react-router";
import { CourseDetailView } from "~/features/courses/public/course-detail";
import { appContext } from "~/context";
import { COURSE_STATUS_LABELS } from "~/features/courses/admin/course-editor";
import { pageMeta } from "~/platform/meta";
import { coursePageData } from "~/features/courses/course-page.server";
import { findCourseForPreview } from "~/features/courses/courses.server";
import type { Route } from "./+types/course-preview";

export const meta = () => pageMeta("Anteprima corso", "Anteprima riservata allo staff.");

/**
 * Issue 15: a course, draft or archived too, exactly as visitors will see its
 * page once published: the same data (coursePageData) and the same view.
 * Guarded by features/staff/auth/guard.ts.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(appContext);
  const found = await findCourseForPreview(database.db, params.courseId);
  if (!found) throw redirect("/admin/corsi?avviso=non-trovato");
  const origin = env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  const page = await coursePageData(database.db, found, origin);
  return { ...page, status: found.status };
}

export default function CoursePreview({ loaderData }: Route.ComponentProps) {
  const { course, previous, next, sheetFileName, status } = loaderData;
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold text-amber-950">
            Anteprima del corso ({COURSE_STATUS_LABELS[status].toLowerCase()})
            {status === "pubblicato"
              ? `: visibile su /corsi/${course.slug}.`
              : ": i visitatori non lo vedono finché non lo pubblichi."}
          </p>
          <Link
            to={`/admin/corsi/${course.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-amber-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Torna alla modifica
          </Link>
        </div>
      </div>
      <CourseDetailView
        course={course}
        previous={previous}
        next={next}
        sheetFileName={sheetFileName}
      />
    </>
  );
}
