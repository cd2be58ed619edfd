import { Megaphone } from "lucide-react";
import { Link } from "react-router";
import { newsHref } from "~/features/news/public-api";

type Props = { post: { id: string; slug: string; title: string } };

/** 'Breaking News' banner (spec §2). */
export function BreakingNews({ post }: Props) {
  return (
    <section aria-labelledby="breaking-news" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
        <h2
          id="breaking-news"
          className="flex shrink-0 items-center gap-2 text-sm font-bold tracking-wide text-amber-900 uppercase"
        >
          <Megaphone aria-hidden="true" className="h-4 w-4" />
          Breaking News
        </h2>
        <p className="min-w-0 flex-1">
          <Link
            to={newsHref(post)}
            className="font-semibold text-slate-900 underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
        </p>
        <Link
          to="/news"
          className="shrink-0 text-sm font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-950"
        >
          Tutte le news
        </Link>
      </div>
    </section>
  );
}
