// What the page cache (server/page-cache.ts) knows of the public content
// (decision 041): one counter in the database, bumped in the transaction of
// every write that changes what visitors see. Every instance reads it, so an
// edit saved through one shows on all the others at their next request,
// whatever their clocks.
import { sql } from "drizzle-orm";
import type { Database, Db } from "~/platform/db/client.server";
import { contentVersion } from "~/platform/db/schema";

/**
 * Bumps the content version inside `tx`, the transaction of the change (news,
 * courses, calls, site settings…): it commits or rolls back with it. Call it
 * last in the transaction: the counter's row lock is then held only until the
 * commit, after every row the change locks, so it orders writers without
 * deadlocks.
 */
export async function bumpContentVersion(tx: Db): Promise<void> {
  await tx
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1` },
    });
}

/**
 * What the cached pages, feeds and sitemap depend on: the content version,
 * one primary-key read (0 before the first change). Read on PGlite too: a
 * cheap in-process query, and the same code on both databases.
 */
export async function contentFingerprint(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql`select coalesce((select version from content_version where id = 1), 0)::text as v`,
  );
  return String((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v);
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
