import { CalendarDays } from "lucide-react";
import { formatDateIt, isoDateInRome } from "~/platform/format-date";
import { capitalize, formatTag, newsImageAlt } from "~/features/news/news";
import { NewsArticleBody } from "~/features/news/public/article-body";
import { NewsAuthor } from "~/features/news/public/news-author";
import { NewsImage } from "~/features/news/public/news-image";

type Props = {
  post: {
    title: string;
    excerpt: string;
    image: string;
    imageAlt?: string | null;
    category: string;
    tags: string[];
    content: string;
  };
  published: Date;
  author: Parameters<typeof NewsAuthor>[0]["author"];
  /** The public article's image is its largest paint; the staff preview's is not. */
  priorityImage?: boolean;
};

/**
 * An article as visitors read it, shared by the public page and the staff
 * preview, so the preview shows exactly that. `content` must already be
 * sanitised (app/platform/records/sanitize.server.ts).
 */
export function NewsArticleView({ post, published, author, priorityImage }: Props) {
  return (
    <>
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
      <NewsImage
        src={post.image}
        alt={newsImageAlt(post.title, post.imageAlt)}
        width={800}
        height={450}
        fetchPriority={priorityImage ? "high" : undefined}
        className="mt-8 aspect-video h-auto w-full rounded-2xl bg-slate-100 object-cover"
      />
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
    </>
  );
}
