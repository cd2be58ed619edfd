import { listPickableImages } from "~/features/media/public-api.server";
import { Link, redirect } from "react-router";
import { CourseActions, CourseDeleteConfirmation } from "~/features/courses/admin/course-actions";
import { BackToCourses, CourseEditorForm } from "~/features/courses/admin/course-editor-form";
import { Notice } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { PendingEdits } from "~/ui/records/record-screen";
import { VersionList } from "~/ui/records/versions";
import { PENDING_NOTICES } from "~/platform/records/pending-edit";
import { editorPendingState } from "~/platform/records/pending-edits.server";
import { appContext } from "~/context";
import {
  COURSE_STATUS_LABELS,
  courseDraftOf,
  DELETE_INTENT,
} from "~/features/courses/admin/course-editor";
import { pageMeta } from "~/platform/meta";
import {
  countCourseRegistrations,
  courseRecord,
  getCourseForEditing,
  listCourseTags,
} from "~/features/courses/admin/courses-admin.server";
import { courseEditorAction } from "~/features/courses/admin/course-editor-action.server";
import { listVersions } from "~/platform/records/versions.server";
import type { Route } from "./+types/course-edit";

export const meta = () => pageMeta("Modifica corso", "Modifica di un corso del catalogo.");

/** What the page says after a write (`?avviso=`), and where to go next. */
const NOTICES: Record<string, string> = {
  creato: "Corso creato.",
  salvato: "Modifiche salvate: il sito mostra già la nuova versione.",
  copiato: "Copia creata come bozza: modificala e pubblicala quando è pronta.",
  archiviato: "Corso archiviato: non compare più sul sito e il suo indirizzo porta al catalogo.",
  ...PENDING_NOTICES,
};

/** Guarded by features/staff/auth/guard.ts. An unknown course sends staff back to the list. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const course = await getCourseForEditing(database.db, params.courseId);
  if (!course) throw redirect("/admin/corsi?avviso=non-trovato");
  const url = new URL(request.url);
  const confirmDelete = url.searchParams.get("elimina") === "1";
  return {
    course: { id: course.id, slug: course.slug, title: course.title, status: course.status },
    // A new version of the record remounts the form with its saved values.
    version: courseRecord.versionOf(course),
    // Edits saved without publishing (decision 047): the form opens on them.
    ...(await editorPendingState(database.db, "course", course.id, courseDraftOf(course), url)),
    tags: await listCourseTags(database.db),
    library: await listPickableImages(database.db),
    notice: noticeFrom(url, NOTICES),
    confirmDelete,
    registrations: confirmDelete ? await countCourseRegistrations(database.db, course.id) : 0,
    versions: await listVersions(database.db, "course", course.id),
    // Set by the restore (course-version.tsx): the new version's number.
    restored: Number(url.searchParams.get("ripristinata")) || null,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return courseEditorAction({ request, context, courseId: params.courseId });
}

export default function CourseEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, version, initial, tags, notice, confirmDelete, registrations } = loaderData;
  const { versions, restored, pending, confirmDiscard } = loaderData;
  const published = course.status === "pubblicato";
  const refused =
    actionData?.status === "failed" && actionData.intent === DELETE_INTENT
      ? actionData.message
      : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <BackToCourses />
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">Modifica corso</h1>
      <p className="mt-2 text-slate-700">
        «{course.title}» · stato: {COURSE_STATUS_LABELS[course.status].toLowerCase()}
      </p>
      <Notice tone={restored ? "success" : undefined}>
        {restored ? "Versione ripristinata: è ora la versione più recente." : null}
      </Notice>
      <div aria-live="polite" className="mt-4 space-y-2">
        {notice ? (
          <div
            role="status"
            className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900"
          >
            <p className="font-semibold">{notice}</p>
            <p className="mt-1">
              Puoi continuare a modificarlo, vedere l'
              <Link to={`/admin/corsi/${course.id}/anteprima`} className="font-semibold underline">
                anteprima
              </Link>
              {course.status === "pubblicato" ? (
                <>
                  , aprire la{" "}
                  <Link to={`/corsi/${course.slug}`} className="font-semibold underline">
                    pagina pubblica
                  </Link>
                </>
              ) : null}{" "}
              o tornare all'
              <Link to="/admin/corsi" className="font-semibold underline">
                elenco dei corsi
              </Link>
              .
            </p>
          </div>
        ) : null}
        {refused ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            {refused}
          </p>
        ) : null}
      </div>
      <PendingEdits
        pending={pending}
        editHref={`/admin/corsi/${course.id}`}
        confirmDiscard={confirmDiscard}
      />
      <CourseActions course={course} version={version} />
      {confirmDelete && !refused ? (
        <CourseDeleteConfirmation course={course} version={version} registrations={registrations} />
      ) : null}
      <CourseEditorForm
        key={`${course.id}-${version}-${pending?.token ?? ""}`}
        initial={initial}
        version={version}
        pending={published || pending ? (pending?.token ?? "") : undefined}
        result={refused ? undefined : actionData}
        tags={tags}
        library={loaderData.library}
      />
      <VersionList versions={versions} editHref={`/admin/corsi/${course.id}`} />
    </div>
  );
}
