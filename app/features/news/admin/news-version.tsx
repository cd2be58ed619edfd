import { data, redirect } from "react-router";
import { VersionRestore } from "~/platform/records/version-restore";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { plainText } from "~/platform/forms/text";
import { newsCategoryLabel, type NewsCategory } from "~/features/news/news";
import { actorOf } from "~/platform/records/audit.server";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { requireNewsForEditing, restoreNewsVersion } from "~/features/news/admin/news-admin.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { getVersion, VersionNotFoundError } from "~/platform/records/versions.server";
import type { Route } from "./+types/news-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un articolo.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const post = await requireNewsForEditing(context, params.newsId);
  const { database } = context.get(appContext);
  const version = await getVersion(database.db, "news", post.id, params.versionId);
  if (!version) throw data("Versione non trovata", { status: 404 });
  const s = version.snapshot;
  return {
    post: { id: post.id, title: post.title },
    version: {
      id: version.id,
      number: version.version,
      createdAt: version.createdAt,
      actorLabel: version.actorLabel,
      title: String(s.title ?? ""),
      excerpt: String(s.excerpt ?? ""),
      category: newsCategoryLabel(s.category as NewsCategory),
      tags: Array.isArray(s.tags) ? s.tags.map(String) : [],
      text: plainText(String(s.content ?? "")).slice(0, 1500),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  let version: number;
  try {
    version = await restoreNewsVersion(database.db, {
      id: params.newsId,
      versionId: params.versionId,
      actor: actorOf(staff),
    });
  } catch (error) {
    if (error instanceof VersionNotFoundError) {
      return data({ error: error.message }, { status: 404 });
    }
    log.error({ err: error }, "news version restore failed");
    return data(
      { error: "Non è stato possibile ripristinare la versione. Riprova più tardi." },
      { status: 500 },
    );
  }
  throw redirect(`/admin/news/edit/${params.newsId}?ripristinata=${version}`);
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
      error={actionData?.error}
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
