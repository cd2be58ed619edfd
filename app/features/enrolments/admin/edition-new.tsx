import { appContext } from "~/context";
import { EditionForm, EditionScreen } from "~/features/enrolments/admin/edition-form";
import {
  editionFormAction,
  newEditionFormValues,
} from "~/features/enrolments/admin/editions-form.server";
import { requireEditionsCourse } from "~/features/enrolments/admin/editions-course.server";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/edition-new";

export const meta = () => pageMeta("Nuova edizione", "Aggiungi un'edizione di un corso.");

/** Guarded by features/staff/auth/guard.ts; the action checks the session itself. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const course = await requireEditionsCourse(database.db, params.courseId);
  const initial = newEditionFormValues(course);
  return { course: { id: course.id, title: course.title }, initial };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return editionFormAction({ request, context, courseId: params.courseId });
}

export default function EditionNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, initial } = loaderData;
  return (
    <EditionScreen course={course} title="Nuova edizione">
      <p className="mt-2 text-slate-700">
        Date e ore sono in ora italiana. Un'edizione aperta compare subito nella pagina del corso
        con il pulsante «Iscriviti».
      </p>
      <EditionForm courseId={course.id} mode="new" initial={initial} result={actionData} />
    </EditionScreen>
  );
}
