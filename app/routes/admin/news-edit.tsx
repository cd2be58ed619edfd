import { Link } from "react-router";
import { editorResult, NewsEditor } from "~/components/admin/news-editor";
import { Notice } from "~/components/admin/staff-ui";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/lib/format-date";
import { listVersions } from "~/server/versions.server";
import { pageMeta } from "~/lib/meta";
import { requireNewsForEditing } from "~/server/news-admin.server";
import { newsEditorAction } from "~/server/news-editor-action.server";
import type { Route } from "./+types/news-edit";

export const meta = () => pageMeta("Modifica articolo", "Modifica di un articolo delle news.");

/** spec §8: a post that cannot be loaded sends the editor back to the dashboard with the error. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await requireNewsForEditing(context, params.newsId);
  const { database } = context.get(appContext);
  // Set by the restore (news-version.tsx): the new version's number.
  const restored = Number(new URL(request.url).searchParams.get("ripristinata")) || null;
  return {
    versions: await listVersions(database.db, "news", post.id),
    restored,
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
  const { versions, post, restored } = loaderData;
  return (
    <>
      {restored ? (
        <div className="mx-auto max-w-5xl px-4">
          <Notice tone="success">Versione ripristinata: è ora la versione più recente.</Notice>
        </div>
      ) : null}
      <NewsEditor
        // A restore changes the fields: remount the editor with them (only then:
        // a remount after a save would drop its success message and redirect).
        key={`${post.id}:${restored ?? ""}`}
        mode="edit"
        initial={loaderData.initial}
        post={post}
        result={result}
      />
      <section aria-labelledby="versioni-titolo" className="mx-auto max-w-5xl px-4 pb-12">
        <h2 id="versioni-titolo" className="text-xl font-bold text-slate-900">
          Versioni precedenti
        </h2>
        {versions.length <= 1 ? (
          <p className="mt-2 text-slate-700">
            Nessuna versione precedente: le modifiche salvate da ora in poi si potranno
            ripristinare.
          </p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {versions.map((v, i) => (
              <li
                key={v.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <span className="text-slate-800">
                  <strong>Versione {v.version}</strong> · {formatDateTimeIt(v.createdAt)} ·{" "}
                  {v.actorLabel || "autore non registrato"}
                  {i === 0 ? " (attuale)" : ""}
                </span>
                {i > 0 ? (
                  <Link
                    to={`/admin/news/edit/${post.id}/versioni/${v.id}`}
                    aria-label={`Ripristina la versione ${v.version}`}
                    className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    Ripristina…
                  </Link>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
