import { pageMeta } from "~/platform/meta";
import { newsCategoryLabel, type NewsCategory } from "~/features/news/news";
import { newsRecord, requireNewsForEditing } from "~/features/news/admin/news-admin.server";
import {
  versionScreenAction,
  versionScreenData,
  type VersionedRecord,
} from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/platform/records/screens/version-screen";
import type { Route } from "./+types/news-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un articolo.");

const NEWS_VERSIONS: VersionedRecord<
  Awaited<ReturnType<typeof requireNewsForEditing>>,
  Parameters<typeof newsRecord.insert>[1]
> = {
  type: newsRecord,
  // A post gone (or not readable) sends staff back to the dashboard, with a log line.
  find: (_db, id, context) => requireNewsForEditing(context, id),
  missingHref: "/admin/dashboard?avviso=articolo-non-trovato",
  editHref: (post) => `/admin/news/edit/${post.id}`,
  textField: "content",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const args = { request, context, id: params.newsId, versionId: params.versionId };
  const { screen, snapshot } = await versionScreenData(args, NEWS_VERSIONS);
  return {
    screen,
    excerpt: String(snapshot.excerpt ?? ""),
    category: newsCategoryLabel(snapshot.category as NewsCategory),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  const args = { request, context, id: params.newsId, versionId: params.versionId };
  return versionScreenAction(args, NEWS_VERSIONS);
}

export default function NewsVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, excerpt, category } = loaderData;
  const { tags, text } = screen.version;
  return (
    <RecordVersionScreen
      screen={screen}
      subject="Articolo"
      restores="Il ripristino crea una nuova versione con questo testo; lo stato di pubblicazione resta quello attuale e le versioni esistenti restano disponibili."
      result={actionData}
    >
      <p className="mt-2 text-slate-800">{excerpt}</p>
      <p className="mt-2 text-sm text-slate-700">
        Categoria: {category}
        {tags.length ? ` · Tag: ${tags.join(", ")}` : ""}
      </p>
      <p className="mt-4 text-slate-800">{text}</p>
    </RecordVersionScreen>
  );
}
