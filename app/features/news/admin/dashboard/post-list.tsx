import { Link } from "react-router";
import {
  dashboardHref,
  type DashboardPlace,
} from "~/features/news/admin/dashboard/dashboard-place";
import { NewsRow } from "~/features/news/admin/dashboard/news-row";
import type { AdminNewsRow } from "~/features/news/admin/news-admin.server";
import {
  DASHBOARD_FILTER_LABELS,
  DASHBOARD_FILTERS,
  dashboardEmptyMessage,
} from "~/features/news/admin/news-editor";
import type { ListPage } from "~/platform/list-page";
import { ListPager, ListSummary } from "~/ui/staff/list-controls";

/** The status filters, each keeping the search. */
export function StatusFilter({ place }: { place: DashboardPlace }) {
  const { filter } = place;
  return (
    <nav aria-label="Filtra per stato" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {DASHBOARD_FILTERS.map((f) => (
          <li key={f}>
            <Link
              to={dashboardHref({ filter: f, q: place.q, page: 1 })}
              aria-current={f === filter ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                f === filter
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
              }`}
            >
              {DASHBOARD_FILTER_LABELS[f]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page of articles (or why it could not be read), with its count and pager. */
export function PostList({
  posts,
  place,
  error,
  now,
}: {
  posts: ListPage<AdminNewsRow>;
  place: DashboardPlace;
  error: string | null;
  /** The server clock when the list was read. */
  now: Date;
}) {
  if (error) {
    return (
      <p
        role="alert"
        className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
      >
        {error}
      </p>
    );
  }
  return (
    <>
      <ListSummary
        list={posts}
        nouns={["articolo", "articoli"]}
        empty={dashboardEmptyMessage(place.filter)}
      />
      {posts.items.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-label="Articoli">
          {posts.items.map((post) => (
            <NewsRow key={post.id} post={post} place={place} now={now} />
          ))}
        </ul>
      ) : null}
      <ListPager list={posts} />
    </>
  );
}
