import { editorResult, NewsEditor } from "~/components/admin/news-editor";
import { EMPTY_DRAFT } from "~/lib/news-editor";
import { pageMeta } from "~/lib/meta";
import { newsEditorAction } from "~/server/news-editor-action.server";
import type { Route } from "./+types/news-new";

export const meta = () => pageMeta("Nuovo articolo", "Scrivi un nuovo articolo per le news.");

/** Guarded by routes/admin/guard-pages.ts (pages only); the action checks the session itself. */
export function loader() {
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return newsEditorAction({ request, context });
}

export default function NewsNewPage({ actionData }: Route.ComponentProps) {
  const result = editorResult(actionData);
  return <NewsEditor mode="new" initial={EMPTY_DRAFT} result={result} />;
}
