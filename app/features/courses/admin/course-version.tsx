import { data, redirect } from "react-router";
import { VersionRestore } from "~/platform/records/version-restore";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { plainText } from "~/platform/forms/text";
import { actorOf } from "~/platform/records/audit.server";
import { requireStaff } from "~/features/staff/auth/guards.server";
import {
  CourseNotFoundError,
  getCourseForEditing,
  restoreCourseVersion,
} from "~/features/courses/admin/courses-admin.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { getVersion, VersionNotFoundError } from "~/platform/records/versions.server";
import type { Route } from "./+types/course-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un corso.");

/** Guarded by features/staff/auth/guard.ts, like the course editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const course = await getCourseForEditing(database.db, params.courseId);
  if (!course) throw redirect("/admin/corsi?avviso=non-trovato");
  const version = await getVersion(database.db, "course", course.id, params.versionId);
  if (!version) throw data("Versione non trovata", { status: 404 });
  const s = version.snapshot;
  return {
    course: { id: course.id, title: course.title, slug: course.slug },
    version: {
      id: version.id,
      number: version.version,
      createdAt: version.createdAt,
      actorLabel: version.actorLabel,
      title: String(s.title ?? ""),
      slug: String(s.slug ?? ""),
      description: String(s.description ?? ""),
      tags: Array.isArray(s.tags) ? s.tags.map(String) : [],
      text: plainText(String(s.fullDescription ?? "")).slice(0, 1500),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  let version: number;
  try {
    version = await restoreCourseVersion(database.db, {
      id: params.courseId,
      versionId: params.versionId,
      actor: actorOf(staff),
    });
  } catch (error) {
    if (error instanceof CourseNotFoundError) throw redirect("/admin/corsi?avviso=non-trovato");
    if (error instanceof VersionNotFoundError) {
      return data({ error: error.message }, { status: 404 });
    }
    log.error({ err: error }, "course version restore failed");
    return data(
      { error: "Non è stato possibile ripristinare la versione. Riprova più tardi." },
      { status: 500 },
    );
  }
  throw redirect(`/admin/corsi/${params.courseId}?ripristinata=${version}`);
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
      error={actionData?.error}
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
