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
