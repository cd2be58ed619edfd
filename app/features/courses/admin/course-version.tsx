import { redirect } from "react-router";
import { VersionRestore } from "~/platform/records/record-screens";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { courseRecord, getCourseForEditing } from "~/features/courses/admin/courses-admin.server";
import {
  requireVersionSummary,
  restoreVersionAction,
} from "~/platform/records/record-editor.server";
import type { Route } from "./+types/course-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un corso.");

/** Guarded by features/staff/auth/guard.ts, like the course editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const course = await getCourseForEditing(database.db, params.courseId);
  if (!course) throw redirect("/admin/corsi?avviso=non-trovato");
  const { snapshot, summary } = await requireVersionSummary(
    database.db,
    "course",
    course.id,
    params.versionId,
    "fullDescription",
  );
  return {
    course: { id: course.id, title: course.title, slug: course.slug },
    version: {
      ...summary,
      slug: String(snapshot.slug ?? ""),
      description: String(snapshot.description ?? ""),
    },
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return restoreVersionAction({ request, context }, courseRecord, {
    id: params.courseId,
    versionId: params.versionId,
    editHref: `/admin/corsi/${params.courseId}`,
    missingHref: "/admin/corsi?avviso=non-trovato",
  });
}

export default function CourseVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, version } = loaderData;
  return (
    <VersionRestore
      number={version.number}
      intro={
        <>
          Corso «{course.title}». Versione salvata il {formatDateTimeIt(version.createdAt)}
          {version.actorLabel ? ` da ${version.actorLabel}` : ""}. Il ripristino crea una nuova
          versione con questi testi; lo stato (bozza, pubblicato, archiviato) resta quello attuale e
          le versioni esistenti restano disponibili.
          {version.slug && version.slug !== course.slug
            ? ` L'indirizzo torna /corsi/${version.slug} se nessun altro corso lo usa; quello attuale porterà lì.`
            : ""}
        </>
      }
      result={actionData}
      title={version.title}
      cancelHref={`/admin/corsi/${course.id}`}
    >
      <p className="mt-2 text-slate-800">{version.description}</p>
      {version.tags.length ? (
        <p className="mt-2 text-sm text-slate-700">Tag: {version.tags.join(", ")}</p>
      ) : null}
      {version.text ? <p className="mt-4 text-slate-800">{version.text}</p> : null}
    </VersionRestore>
  );
}
