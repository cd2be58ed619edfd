import { Link } from "react-router";
import { NEWS_TABS, newsCategoryLabel, newsTabHref, type NewsTab } from "~/features/news/news";

/**
 * The /news category filter (spec §2). Plain links carrying `?categoria=`, so a
 * filter is a shareable URL, survives a reload and works without JavaScript.
 */
export function NewsCategoryTabs({ active }: { active: NewsTab }) {
  return (
    <nav aria-label="Categorie delle news">
      <ul className="flex flex-wrap gap-2">
        {NEWS_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <Link
                to={newsTabHref(tab)}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold transition ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700"
                }`}
              >
                {newsCategoryLabel(tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
