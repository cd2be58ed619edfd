import { pageMeta } from "~/platform/meta";
import { courseRecord, getCourseForEditing } from "~/features/courses/admin/courses-admin.server";
import {
  versionScreenAction,
  versionScreenData,
  type VersionedRecord,
} from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/platform/records/screens/version-screen";
import type { Route } from "./+types/course-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un corso.");

type Course = NonNullable<Awaited<ReturnType<typeof getCourseForEditing>>>;

const COURSE_VERSIONS: VersionedRecord<Course, Parameters<typeof courseRecord.insert>[1]> = {
  type: courseRecord,
  find: getCourseForEditing,
  missingHref: "/admin/corsi?avviso=non-trovato",
  editHref: (course) => `/admin/corsi/${course.id}`,
  textField: "fullDescription",
};

/** Guarded by features/staff/auth/guard.ts, like the course editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const args = { request, context, id: params.courseId, versionId: params.versionId };
  const { screen, snapshot, row } = await versionScreenData(args, COURSE_VERSIONS);
  const slug = String(snapshot.slug ?? "");
  return {
    screen,
    newSlug: slug && slug !== row.slug ? slug : null,
    description: String(snapshot.description ?? ""),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  const args = { request, context, id: params.courseId, versionId: params.versionId };
  return versionScreenAction(args, COURSE_VERSIONS);
}

export default function CourseVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, newSlug, description } = loaderData;
  return (
    <RecordVersionScreen
      screen={screen}
      subject="Corso"
      restores={`Il ripristino crea una nuova versione con questi testi; lo stato (bozza, pubblicato, archiviato) resta quello attuale e le versioni esistenti restano disponibili.${
        newSlug
          ? ` L'indirizzo torna /corsi/${newSlug} se nessun altro corso lo usa; quello attuale porterà lì.`
          : ""
      }`}
      result={actionData}
    >
      <p className="mt-2 text-slate-800">{description}</p>
      {screen.version.tags.length ? (
        <p className="mt-2 text-sm text-slate-700">Tag: {screen.version.tags.join(", ")}</p>
      ) : null}
      {screen.version.text ? <p className="mt-4 text-slate-800">{screen.version.text}</p> : null}
    </RecordVersionScreen>
  );
}
