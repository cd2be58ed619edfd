import { appContext } from "~/context";
import { now } from "~/platform/clock.server";
import { buildNewsRss } from "~/features/news/feeds.server";
import { listNewsForFeed } from "~/features/news/news.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { generatedFileResponse } from "~/platform/responses.server";
import type { Route } from "./+types/rss";

/** RSS 2.0 of the latest 20 published posts, with absolute links from PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, env, log } = context.get(appContext);
  return generatedFileResponse(
    log,
    { name: "Feed", type: "application/rss+xml; charset=utf-8", maxAgeSeconds: 600 },
    async () =>
      buildNewsRss({
        siteName: siteSettings().name,
        publicUrl: env.PUBLIC_URL,
        posts: await listNewsForFeed(database.db, 20),
        now: now(),
      }),
  );
}
