import { appContext } from "~/context";
import { listPickableImages } from "~/features/media/public-api.server";
import { NewsEditor } from "~/features/news/admin/news-editor-form";
import { EMPTY_DRAFT } from "~/features/news/admin/news-editor";
import { pageMeta } from "~/platform/meta";
import { newsEditorAction } from "~/features/news/admin/news-editor-action.server";
import type { Route } from "./+types/news-new";

export const meta = () => pageMeta("Nuovo articolo", "Scrivi un nuovo articolo per le news.");

/** Guarded by features/staff/auth/guard.ts; the action checks the session itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  return { library: await listPickableImages(database.db, { courseImages: false }) };
}

export function action({ request, context }: Route.ActionArgs) {
  return newsEditorAction({ request, context });
}

export default function NewsNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsEditor mode="new" initial={EMPTY_DRAFT} result={actionData} library={loaderData.library} />
  );
}
