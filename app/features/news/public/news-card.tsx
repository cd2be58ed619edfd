import { Link } from "react-router";
import { formatDateIt, isoDateInRome } from "~/platform/format-date";
import { newsCategoryLabel, newsHref } from "~/features/news/news";
import type { PublicNewsCard } from "~/features/news/news.server";
import { NewsImage } from "~/features/news/public/news-image";

/** A public post as a card; the date may arrive as a string (a type only: erased from the browser build). */
export type NewsCardPost = Omit<PublicNewsCard, "tags" | "publishedAt"> & {
  publishedAt: Date | string;
};

type Props = { post: NewsCardPost; headingLevel?: 2 | 3 };

/** Spec §2 /news: image, category, Italian date, title, excerpt clamped to three lines. */
export function NewsCard({ post, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const published = new Date(post.publishedAt);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition focus-within:shadow-md hover:shadow-md">
      <NewsImage
        src={post.image}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
            {newsCategoryLabel(post.category)}
          </span>
          <span className="icon-calendar flex items-center gap-1.5 text-slate-600">
            <time dateTime={isoDateInRome(published)}>{formatDateIt(published)}</time>
          </span>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-slate-900">
          {/* The whole card is clickable through the stretched link; the title is its text. */}
          <Link
            to={newsHref(post)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700">{post.excerpt}</p>
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
          Leggi l'articolo →
        </p>
      </div>
    </article>
  );
}
