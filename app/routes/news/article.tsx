import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link, redirect } from "react-router";
import { NewsArticleBody } from "~/components/news/article-body";
import { JsonLd } from "~/components/news/json-ld";
import { NewsAuthor } from "~/components/news/news-author";
import { NEWS_AUTHOR } from "~/content/news";
import { appContext } from "~/context";
import { formatDateIt, isoDateInRome } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import {
  capitalize,
  formatTag,
  newsHref,
  shareImage,
  NEWS_FEED_LINK,
  type ArticleNotice,
} from "~/lib/news";
import { useSite } from "~/lib/site";
import { absoluteUrl, newsArticle } from "~/lib/structured-data";
import { failIfInjected } from "~/server/faults.server";
import { findPublishedNews } from "~/server/news.server";
import type { Route } from "./+types/article";

/**
 * spec §8: a missing id, an unknown post, a draft or a read error go back to
 * /news. A server redirect answers the document request itself, so the article
 * URL never enters the history (the spec's "replacing history").
 */
function backToNews(notice: ArticleNotice): never {
  throw redirect(`/news?avviso=${notice}`);
}

export const links = () => [NEWS_FEED_LINK];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, env, log } = context.get(appContext);
  const idOrSlug = (params.newsId ?? "").trim();
  if (idOrSlug === "") backToNews("id-non-valido");
  let post;
  try {
    failIfInjected("news.article");
    post = await findPublishedNews(database.db, idOrSlug);
  } catch (error) {
    log.error({ err: error }, "Could not fetch news post");
    backToNews("errore");
  }
  if (!post) backToNews("non-trovato");
  return { post, author: NEWS_AUTHOR, publicUrl: env.PUBLIC_URL };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("News", "Articolo delle news.");
  const { post, publicUrl } = loaderData;
  const url = absoluteUrl(publicUrl, newsHref(post));
  return [
    ...pageMeta(post.title, post.excerpt).filter(
      (tag) => !("property" in tag && tag.property === "og:type"),
    ),
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(publicUrl, shareImage(post.image)) },
    { property: "og:image:alt", content: `Illustrazione dell'articolo: ${post.title}` },
    { property: "og:locale", content: "it_IT" },
    { property: "article:published_time", content: new Date(post.publishedAt).toISOString() },
    { property: "article:section", content: capitalize(post.category) },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { post, author, publicUrl } = loaderData;
  const site = useSite();
  const published = new Date(post.publishedAt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <JsonLd
        data={newsArticle(
          {
            ...post,
            image: shareImage(post.image),
            path: newsHref(post),
            author,
            category: capitalize(post.category),
          },
          site,
          publicUrl,
        )}
      />
      <Link
        to="/news"
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Torna alle news
      </Link>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
            <span className="sr-only">Categoria: </span>
            {capitalize(post.category)}
          </span>
          <span className="flex items-center gap-1.5 text-slate-600">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Pubblicato il </span>
            <time dateTime={isoDateInRome(published)}>{formatDateIt(published)}</time>
          </span>
        </div>
        <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
        <div className="mt-6">
          <NewsAuthor author={author} />
        </div>
      </header>
      <img
        src={post.image}
        alt={`Illustrazione dell'articolo: ${post.title}`}
        width={800}
        height={450}
        fetchPriority="high"
        className="mt-8 aspect-video h-auto w-full rounded-2xl bg-slate-100 object-cover"
      />
      {/* Sanitised with the allow-list of app/server/sanitize.server.ts in the loader. */}
      <NewsArticleBody html={post.content} className="mt-8" />
      {post.tags.length > 0 ? (
        <ul aria-label="Tag" className="mt-10 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
            >
              {formatTag(tag)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-10 border-t border-slate-200 pt-6">
        <Link
          to="/news"
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Tutte le news
        </Link>
      </p>
    </article>
  );
}
