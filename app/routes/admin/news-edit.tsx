import { editorResult, NewsEditor } from "~/components/admin/news-editor";
import { pageMeta } from "~/lib/meta";
import { requireNewsForEditing } from "~/server/news-admin.server";
import { newsEditorAction } from "~/server/news-editor-action.server";
import type { Route } from "./+types/news-edit";

export const meta = () => pageMeta("Modifica articolo", "Modifica di un articolo delle news.");

/** spec §8: a post that cannot be loaded sends the editor back to the dashboard with the error. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await requireNewsForEditing(context, params.newsId);
  return {
    post: { id: post.id, status: post.status },
    initial: {
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      image: post.image,
      category: post.category,
      tags: post.tags,
    },
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return newsEditorAction({ request, context, newsId: params.newsId });
}

export default function NewsEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = editorResult(actionData);
  return (
    <NewsEditor
      key={loaderData.post.id}
      mode="edit"
      initial={loaderData.initial}
      post={loaderData.post}
      result={result}
    />
  );
}
