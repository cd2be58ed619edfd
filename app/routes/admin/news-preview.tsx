import { ArrowLeft, CalendarDays, Pencil } from "lucide-react";
import { Link, redirect } from "react-router";
import { NewsArticleBody } from "~/components/news/article-body";
import { NewsAuthor } from "~/components/news/news-author";
import { NEWS_AUTHOR } from "~/content/news";
import { appContext } from "~/context";
import { formatDateIt, isoDateInRome } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import { capitalize, formatTag, newsHref } from "~/lib/news";
import { now } from "~/server/clock.server";
import { getNewsForEditing } from "~/server/news-admin.server";
import { sanitizeNewsHtml } from "~/server/sanitize.server";
import type { Route } from "./+types/news-preview";

export const meta = () => pageMeta("Anteprima articolo", "Anteprima riservata allo staff.");

/**
 * 'Anteprima' (issue 5): the post as visitors will see it, drafts included.
 * Guarded by the admin layout; the content goes through the same allow-list
 * as the public article.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  let post;
  try {
    post = await getNewsForEditing(database.db, params.newsId);
  } catch (error) {
    log.error({ err: error }, "admin news preview failed");
  }
  if (!post) throw redirect("/admin/dashboard?avviso=articolo-non-trovato");
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      image: post.image,
      category: post.category,
      tags: post.tags,
      status: post.status,
      // A draft shows the date it would carry if published now.
      publishedAt: post.publishedAt ?? now(),
      content: sanitizeNewsHtml(post.content),
    },
    author: NEWS_AUTHOR,
  };
}

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { post, author } = loaderData;
  const published = new Date(post.publishedAt);
  const isDraft = post.status === "draft";
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold text-amber-950">
            Anteprima
            {isDraft
              ? ": questa è una bozza, i visitatori non la vedono ancora."
              : `: articolo pubblicato, visibile su ${newsHref(post)}.`}
          </p>
          <Link
            to={`/admin/news/edit/${post.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-amber-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Torna all'editor
          </Link>
        </div>
      </div>
      <article className="mx-auto max-w-3xl bg-white px-4 py-10 sm:py-14">
        <Link
          to="/admin/dashboard"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Torna alla dashboard
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
          className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover"
        />
        {/* Sanitised in the loader with the public page's allow-list. */}
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
      </article>
    </>
  );
}
