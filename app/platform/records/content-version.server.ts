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
 * funding calls (the home cards and the call pages read them), and the site
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
        coalesce((select max(updated_at) from site_settings)::text, '-')
      ) as v`,
    )
    .then((result) => String((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v));
}

/**
 * Issue 26 (decision 046): the next instant at which the public pages change by
 * the clock alone, with no write: a post or a course whose 'Pubblica il' comes,
 * a call that opens, closes or leaves the home page. The page cache keeps a
 * page only until then, so a scheduled post appears on time on every instance
 * and after a restart, whatever the fingerprint says. null: nothing is due.
 */
export async function nextScheduledChange(database: Database, after: Date): Promise<Date | null> {
  const at = sql`${after.toISOString()}::timestamptz`;
  const result = await database.db.execute(
    sql`select least(
      (select min(published_at) from news_posts where status = 'published' and published_at > ${at}),
      (select min(published_at) from courses where status = 'pubblicato' and published_at > ${at}),
      (select min(opens_at) from calls where opens_at > ${at}),
      (select min(deadline) from calls where deadline > ${at}),
      (select min(deadline + make_interval(days => hide_after_days)) from calls
        where hide_after_days is not null and deadline + make_interval(days => hide_after_days) > ${at})
    )::text as next`,
  );
  const next = (result as unknown as { rows: Array<{ next: string | null }> }).rows[0]?.next;
  return next ? new Date(next) : null;
}
