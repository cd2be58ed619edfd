import { appContext } from "~/context";
import { newsHref } from "~/features/news/public-api";
import { FIXED_PUBLIC_PATHS } from "~/platform/public-routes";
import { listCoursesForSitemap } from "~/features/courses/public-api.server";
import { buildSitemap, deployedAtTime, type SitemapEntry } from "~/features/news/public-api.server";
import { listNewsForSitemap } from "~/features/news/public-api.server";
import { generatedFileResponse } from "~/platform/responses.server";
import type { Route } from "./+types/sitemap";

/** Every public page, every course and every published post, each with lastmod. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, env, log } = context.get(appContext);
  return generatedFileResponse(
    log,
    { name: "Sitemap", type: "application/xml; charset=utf-8", maxAgeSeconds: 3600 },
    async () => {
      const [courses, posts] = await Promise.all([
        listCoursesForSitemap(database.db),
        listNewsForSitemap(database.db),
      ]);
      const deployed = deployedAtTime();
      const latest = (dates: Date[]) =>
        new Date(Math.max(deployed.getTime(), ...dates.map((d) => d.getTime())));
      const newsChanged = latest(posts.map((p) => p.lastModified));
      const coursesChanged = latest(courses.map((c) => c.lastModified));
      const entries: SitemapEntry[] = [
        ...FIXED_PUBLIC_PATHS.map((path) => ({
          path,
          // Pages that list database rows change with them.
          lastModified:
            path === "/" || path === "/news"
              ? latest([newsChanged, coursesChanged])
              : path === "/corsi" || path === "/docenti" || path === "/studenti"
                ? coursesChanged
                : deployed,
        })),
        ...courses.map((c) => ({ path: `/corsi/${c.slug}`, lastModified: c.lastModified })),
        ...posts.map((p) => ({ path: newsHref(p), lastModified: p.lastModified })),
      ];
      return buildSitemap(env.PUBLIC_URL, entries);
    },
  );
}
