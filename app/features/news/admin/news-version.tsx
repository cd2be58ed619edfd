import { VersionRestore } from "~/platform/records/record-screens";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { newsCategoryLabel, type NewsCategory } from "~/features/news/news";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { newsRecord, requireNewsForEditing } from "~/features/news/admin/news-admin.server";
import {
  requireVersionSummary,
  restoreVersionAction,
} from "~/platform/records/record-editor.server";
import type { Route } from "./+types/news-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un articolo.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const post = await requireNewsForEditing(context, params.newsId);
  const { database } = context.get(appContext);
  const { snapshot, summary } = await requireVersionSummary(
    database.db,
    "news",
    post.id,
    params.versionId,
    "content",
  );
  return {
    post: { id: post.id, title: post.title },
    version: {
      ...summary,
      excerpt: String(snapshot.excerpt ?? ""),
      category: newsCategoryLabel(snapshot.category as NewsCategory),
    },
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return restoreVersionAction({ request, context }, newsRecord, {
    id: params.newsId,
    versionId: params.versionId,
    editHref: `/admin/news/edit/${params.newsId}`,
    missingHref: "/admin/dashboard?avviso=articolo-non-trovato",
  });
}

export default function NewsVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { post, version } = loaderData;
  return (
    <VersionRestore
      number={version.number}
      intro={
        <>
          Articolo «{post.title}». Versione salvata il {formatDateTimeIt(version.createdAt)}
          {version.actorLabel ? ` da ${version.actorLabel}` : ""}. Il ripristino crea una nuova
          versione con questo testo; lo stato di pubblicazione resta quello attuale e le versioni
          esistenti restano disponibili.
        </>
      }
      result={actionData}
      title={version.title}
      cancelHref={`/admin/news/edit/${post.id}`}
    >
      <p className="mt-2 text-slate-800">{version.excerpt}</p>
      <p className="mt-2 text-sm text-slate-700">
        Categoria: {version.category}
        {version.tags.length ? ` · Tag: ${version.tags.join(", ")}` : ""}
      </p>
      <p className="mt-4 text-slate-800">{version.text}</p>
    </VersionRestore>
  );
}
