import { pageMeta } from "~/platform/meta";
import { newsCategoryLabel, type NewsCategory } from "~/features/news/news";
import { newsRecord, requireNewsForEditing } from "~/features/news/admin/news-admin.server";
import { versionRoute } from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/ui/records/version-screen";
import type { Route } from "./+types/news-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un articolo.");

const versions = versionRoute("newsId", {
  type: newsRecord,
  // A post gone (or not readable) sends staff back to the dashboard, with a log line.
  find: (_db, id, context) => requireNewsForEditing(context, id),
  missingHref: "/admin/dashboard?avviso=articolo-non-trovato",
  editHref: (post) => `/admin/news/edit/${post.id}`,
  textField: "content",
  restores:
    "Il ripristino crea una nuova versione con questo testo; lo stato di pubblicazione resta quello attuale e le versioni esistenti restano disponibili.",
});

export async function loader(args: Route.LoaderArgs) {
  const { screen, snapshot } = await versions.data(args);
  return {
    screen,
    excerpt: String(snapshot.excerpt ?? ""),
    category: newsCategoryLabel(snapshot.category as NewsCategory),
  };
}

export const action = (args: Route.ActionArgs) => versions.restore(args);

export default function NewsVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, excerpt, category } = loaderData;
  const { tags, text } = screen.version;
  return (
    <RecordVersionScreen screen={screen} result={actionData}>
      <p className="mt-2 text-slate-800">{excerpt}</p>
      <p className="mt-2 text-sm text-slate-700">
        Categoria: {category}
        {tags.length ? ` · Tag: ${tags.join(", ")}` : ""}
      </p>
      <p className="mt-4 text-slate-800">{text}</p>
    </RecordVersionScreen>
  );
}
