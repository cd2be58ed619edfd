import { AlertTriangle, Info } from "lucide-react";
import { Spinner } from "~/ui/spinner";
import { data, useLocation, useNavigation } from "react-router";
import { NewsCard } from "~/features/news/public/news-card";
import { NewsCategoryTabs } from "~/features/news/public/category-tabs";
import { PageHero } from "~/ui/page-hero";
import { appContext } from "~/context";
import { cardListItemClass } from "~/ui/card-list";
import { pageMeta } from "~/platform/meta";
import {
  articleNoticeMessage,
  emptyNewsMessage,
  NEWS_FEED_LINK,
  parseNewsTab,
} from "~/features/news/news";
import { listPublishedNews } from "~/features/news/news.server";
import type { Route } from "./+types/list";

export const meta = () =>
  pageMeta(
    "News",
    "Notizie su corsi, eventi e bandi per docenti, scuole e studenti del Polo Formativo Lucano.",
  );

export const links = () => [NEWS_FEED_LINK];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  const url = new URL(request.url);
  const tab = parseNewsTab(url.searchParams.get("categoria"));
  // Why an article sent the visitor back here (spec §8), if it did.
  const notice = articleNoticeMessage(url.searchParams.get("avviso"));
  try {
    const posts = await listPublishedNews(database.db, tab === "tutti" ? undefined : tab);
    return { tab, notice, posts, failed: false as const };
  } catch (error) {
    // spec §8: 'Could not fetch news posts' is logged; the page says so in Italian.
    log.error({ err: error }, "Could not fetch news posts");
    return data({ tab, notice, posts: [], failed: true as const }, { status: 503 });
  }
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { tab, notice, posts, failed } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // Client-side tab change in progress (spec §2: the list has a loading state).
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <>
      <PageHero title="News" kicker="Notizie ed eventi">
        <p>
          Corsi in partenza, eventi, bandi e opportunità per docenti, scuole e studenti, raccontati
          dal nostro staff.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {notice ? (
          <p
            role="status"
            className="mb-6 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          >
            <Info aria-hidden="true" className="h-5 w-5 shrink-0" />
            {notice}
          </p>
        ) : null}
        <NewsCategoryTabs active={tab} />
        <div aria-live="polite" aria-busy={loading} className="mt-8">
          {loading ? (
            <p className="mb-4 flex items-center gap-2 text-slate-700">
              <Spinner className="h-5 w-5" />
              Caricamento news...
            </p>
          ) : null}
          {failed ? (
            <div
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900"
            >
              <p className="flex items-center gap-2 font-semibold">
                <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
                Errore nel caricamento delle news. Riprova più tardi.
              </p>
              {/* A plain GET form: reloads this very page, with or without JavaScript. */}
              <form method="get" action="/news" className="mt-4">
                {tab !== "tutti" ? <input type="hidden" name="categoria" value={tab} /> : null}
                <button
                  type="submit"
                  className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
                >
                  Riprova
                </button>
              </form>
            </div>
          ) : posts.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
              {emptyNewsMessage(tab)}
            </p>
          ) : (
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}
            >
              {posts.map((post, index) => (
                <li key={post.id} className={cardListItemClass(index)}>
                  <NewsCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
