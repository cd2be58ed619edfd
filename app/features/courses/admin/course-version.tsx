import { pageMeta } from "~/platform/meta";
import { courseRecord, getCourseForEditing } from "~/features/courses/admin/courses-admin.server";
import { versionRoute } from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/ui/records/version-screen";
import type { Route } from "./+types/course-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un corso.");

const versions = versionRoute("courseId", {
  type: courseRecord,
  find: getCourseForEditing,
  missingHref: "/admin/corsi?avviso=non-trovato",
  editHref: (course) => `/admin/corsi/${course.id}`,
  textField: "fullDescription",
  restores: (course, snapshot) => {
    const slug = String(snapshot.slug ?? "");
    const newSlug = slug && slug !== course.slug ? slug : null;
    return `Il ripristino crea una nuova versione con questi testi; lo stato (bozza, pubblicato, archiviato) resta quello attuale e le versioni esistenti restano disponibili.${
      newSlug
        ? ` L'indirizzo torna /corsi/${newSlug} se nessun altro corso lo usa; quello attuale porterà lì.`
        : ""
    }`;
  },
});

/** Guarded by features/staff/auth/guard.ts, like the course editor. */
export async function loader(args: Route.LoaderArgs) {
  const { screen, snapshot } = await versions.data(args);
  return { screen, description: String(snapshot.description ?? "") };
}

export const action = (args: Route.ActionArgs) => versions.restore(args);

export default function CourseVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, description } = loaderData;
  return (
    <RecordVersionScreen screen={screen} result={actionData}>
      <p className="mt-2 text-slate-800">{description}</p>
      {screen.version.tags.length ? (
        <p className="mt-2 text-sm text-slate-700">Tag: {screen.version.tags.join(", ")}</p>
      ) : null}
      {screen.version.text ? <p className="mt-4 text-slate-800">{screen.version.text}</p> : null}
    </RecordVersionScreen>
  );
}
