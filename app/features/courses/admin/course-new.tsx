import { listPickableImages } from "~/features/media/public-api.server";
import { BackToCourses, CourseEditorForm } from "~/features/courses/admin/course-editor-form";
import { appContext } from "~/context";
import { EMPTY_COURSE_DRAFT } from "~/features/courses/admin/course-editor";
import { pageMeta } from "~/platform/meta";
import { listCourseTags } from "~/features/courses/admin/courses-admin.server";
import { courseEditorAction } from "~/features/courses/admin/course-editor-action.server";
import type { Route } from "./+types/course-new";

export const meta = () => pageMeta("Nuovo corso", "Aggiungi un corso al catalogo.");

/** Guarded by features/staff/auth/guard.ts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  return {
    tags: await listCourseTags(database.db),
    library: await listPickableImages(database.db),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return courseEditorAction({ request, context });
}

export default function CourseNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <BackToCourses />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Nuovo corso</h1>
      <p className="mt-2 text-slate-700">
        Un corso nuovo nasce come bozza: i visitatori lo vedono solo dopo che lo pubblichi.
      </p>
      <CourseEditorForm
        initial={EMPTY_COURSE_DRAFT}
        result={actionData}
        tags={loaderData.tags}
        library={loaderData.library}
      />
    </div>
  );
}
