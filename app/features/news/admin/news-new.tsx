import { NewsEditor } from "~/features/news/admin/news-editor-form";
import { EMPTY_DRAFT } from "~/features/news/admin/news-editor";
import { pageMeta } from "~/platform/meta";
import { newsEditorAction } from "~/features/news/admin/news-editor-action.server";
import type { Route } from "./+types/news-new";

export const meta = () => pageMeta("Nuovo articolo", "Scrivi un nuovo articolo per le news.");

/** Guarded by features/staff/auth/guard-pages.ts (pages only); the action checks the session itself. */
export function loader() {
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return newsEditorAction({ request, context });
}

export default function NewsNewPage({ actionData }: Route.ComponentProps) {
  return <NewsEditor mode="new" initial={EMPTY_DRAFT} result={actionData} />;
}
