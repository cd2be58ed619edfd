import { redirect } from "react-router";
import { CourseDetailView } from "~/features/courses/public/course-detail";
import { appContext } from "~/context";
import { COURSE_STATUS_LABELS } from "~/features/courses/admin/course-editor";
import { pageMeta } from "~/platform/meta";
import { coursePageData } from "~/features/courses/course-page.server";
import { findCourseForPreview } from "~/features/courses/courses.server";
import { withPendingEdits } from "~/features/courses/admin/courses-admin.server";
import { pendingSentence } from "~/platform/records/pending-edit";
import { getPendingEdit } from "~/platform/records/pending-edits.server";
import { PreviewFrame } from "~/ui/records/preview-frame";
import type { Route } from "./+types/course-preview";

export const meta = () => pageMeta("Anteprima corso", "Anteprima riservata allo staff.");

/**
 * A course, draft or archived too, exactly as visitors will see its
 * page once published: the same data (coursePageData) and the same view.
 * Guarded by features/staff/auth/guard.ts.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(appContext);
  const stored = await findCourseForPreview(database.db, params.courseId);
  if (!stored) throw redirect("/admin/corsi?avviso=non-trovato");
  // Edits saved without publishing are what the preview shows (decision 047).
  const pending = await getPendingEdit(database.db, "course", stored.id);
  const found = pending ? withPendingEdits(stored, pending.values) : stored;
  const origin = env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  const page = await coursePageData(database.db, found, origin);
  return {
    ...page,
    status: found.status,
    pending: pending ? pendingSentence(pending) : null,
  };
}

export default function CoursePreview({ loaderData }: Route.ComponentProps) {
  const { course, previous, next, sheetFileName, status, pending } = loaderData;
  return (
    <PreviewFrame
      width="max-w-7xl"
      pending={pending}
      message={
        <>
          Anteprima del corso ({COURSE_STATUS_LABELS[status].toLowerCase()})
          {status === "pubblicato"
            ? `: visibile su /corsi/${course.slug}.`
            : ": i visitatori non lo vedono finché non lo pubblichi."}
        </>
      }
      editHref={`/admin/corsi/${course.id}`}
      editLabel="Torna alla modifica"
    >
      <CourseDetailView
        course={course}
        previous={previous}
        next={next}
        sheetFileName={sheetFileName}
        editions={loaderData.editions}
      />
    </PreviewFrame>
  );
}
