// What the page cache (server/page-cache.ts) knows of the public content: every
// write that changes what visitors see bumps it (the record core does it after
// each save, delete and restore; the site settings after a save).
import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";

/**
 * In-process version of the public content. With PGlite there is exactly one
 * server process, so this is all the page cache needs to know; with
 * PostgreSQL the cache also reads a fingerprint from the database, which
 * covers writes made by other instances.
 */
let version = 0;

/** Called after every write that changes what visitors see (news, courses, calls, site settings). */
export function markContentChanged(): void {
  version++;
}

/**
 * What the cached pages depend on. With PGlite the only writer is this process
 * (markContentChanged above); with PostgreSQL other instances write too, so the
 * count and last update of the news, of the courses (every course write sets
 * updated_at, a delete changes the count), of the old course slugs and of the
 * funding calls (the home cards and the call pages read them), of the price
 * offers and of the FAQ (issue 26), and the site
 * settings' last save, are read on every request.
 */
export function contentFingerprint(database: Database): Promise<string> {
  if (database.kind === "pglite") return Promise.resolve(`local:${version}`);
  return database.db
    .execute(
      sql`select concat_ws('|',
        (select count(*) from news_posts), coalesce((select max(updated_at) from news_posts)::text, '-'),
        (select count(*) from courses), coalesce((select max(updated_at) from courses)::text, '-'),
        (select count(*) from course_slug_redirects), coalesce((select max(created_at) from course_slug_redirects)::text, '-'),
        (select count(*) from calls), coalesce((select max(updated_at) from calls)::text, '-'),
        (select count(*) from price_offers), coalesce((select max(updated_at) from price_offers)::text, '-'),
        (select count(*) from faq_items), coalesce((select max(updated_at) from faq_items)::text, '-'),
        coalesce((select max(updated_at) from site_settings)::text, '-')
      ) as v`,
    )
    .then((result) => String((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v));
}
