import { redirect } from "react-router";
import { appContext } from "~/context";
import { EditionForm, EditionScreen } from "~/features/enrolments/admin/edition-form";
import {
  editionFormAction,
  editionFormValues,
} from "~/features/enrolments/admin/editions-form.server";
import { getEditionForEditing } from "~/features/enrolments/editions.server";
import { requireEditionsCourse } from "~/features/enrolments/admin/editions-course.server";
import { HandWrittenNotice } from "~/features/prices/public-api";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/edition-edit";

export const meta = () => pageMeta("Modifica edizione", "Modifica di un'edizione di un corso.");

/** An edition that cannot be found sends staff back to the course's editions with a notice. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const course = await requireEditionsCourse(database.db, params.courseId);
  const found = await getEditionForEditing(database.db, course.id, params.editionId);
  if (!found) throw redirect(`/admin/corsi/${course.id}/edizioni?avviso=edizione-non-trovata`);
  return {
    course: { id: course.id, title: course.title },
    editionId: found.edition.id,
    version: found.version,
    initial: editionFormValues(found.edition),
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return editionFormAction({
    request,
    context,
    courseId: params.courseId,
    editionId: params.editionId,
  });
}

export default function EditionEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, editionId, version, initial } = loaderData;
  return (
    <EditionScreen course={course} title="Modifica edizione">
      <HandWrittenNotice
        texts={actionData && "handWritten" in actionData ? actionData.handWritten : undefined}
      />
      <EditionForm
        key={editionId}
        courseId={course.id}
        mode="edit"
        initial={initial}
        version={version}
        result={actionData}
      />
    </EditionScreen>
  );
}
