import { redirect } from "react-router";
import { NewsArticleView } from "~/features/news/public/article-view";
import { JsonLd } from "~/features/news/public/json-ld";
import { BackLink } from "~/ui/back-link";
import { NEWS_AUTHOR } from "~/features/news/article-author";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import {
  capitalize,
  newsHref,
  shareImage,
  NEWS_FEED_LINK,
  newsImageAlt,
  type ArticleNotice,
} from "~/features/news/news";
import { useSite } from "~/platform/site";
import { absoluteUrl, newsArticle } from "~/platform/structured-data";
import { findPublishedNews } from "~/features/news/news.server";
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
    { property: "og:image:alt", content: newsImageAlt(post.title, post.imageAlt) || post.title },
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
      <BackLink to="/news">Torna alle news</BackLink>
      <NewsArticleView post={post} published={published} author={author} priorityImage />
      <p className="mt-10 border-t border-slate-200 pt-6">
        <BackLink
          to="/news"
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Tutte le news
        </BackLink>
      </p>
    </article>
  );
}
