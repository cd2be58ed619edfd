import { appContext } from "~/context";
import { now } from "~/platform/clock.server";
import { buildNewsRss } from "~/features/news/feeds.server";
import { listNewsForFeed } from "~/features/news/news.server";
import { siteSettings } from "~/features/settings/settings.server";
import type { Route } from "./+types/rss";

/** RSS 2.0 of the latest 20 published posts, with absolute links from PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, env, log } = context.get(appContext);
  try {
    const posts = await listNewsForFeed(database.db, 20);
    const xml = buildNewsRss({
      siteName: siteSettings().name,
      publicUrl: env.PUBLIC_URL,
      posts,
      now: now(),
    });
    return new Response(xml, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=600",
      },
    });
  } catch (error) {
    log.error({ err: error }, "Could not build the news feed");
    return new Response("Feed momentaneamente non disponibile. Riprova più tardi.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
