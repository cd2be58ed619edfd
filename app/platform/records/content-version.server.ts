// What the page cache (server/page-cache.ts) knows of the public content
// (decisions 041 and 055): one counter in the database, bumped in the
// transaction of every write that changes what visitors see. Each process
// keeps the counter in memory, so a cache hit asks the database nothing: its
// own writes move the copy after their commit, and with PostgreSQL the other
// instances' writes arrive by NOTIFY, delivered on commit.
import { sql } from "drizzle-orm";
import { afterCommit } from "~/platform/db/after-commit.server";
import type { Database, Db } from "~/platform/db/client.server";

const CHANNEL = "content_version";

/** After a lost listening connection, the version is read again at most this often. */
const POLL_WHILE_UNHEARD_MS = 1_000;

/**
 * Bumps the content version inside `tx`, the transaction of the change (news,
 * courses, calls, site settings…): it commits or rolls back with it, and so
 * does its NOTIFY (PostgreSQL delivers it on commit). Call it last in the
 * transaction: the counter's row lock is then held only until the commit,
 * after every row the change locks, so it orders writers without deadlocks.
 */
export async function bumpContentVersion(tx: Db): Promise<void> {
  const result = await tx.execute(
    sql`with bumped as (
      insert into content_version (id, version) values (1, 1)
      on conflict (id) do update set version = content_version.version + 1
      returning version)
    select version::text as v, pg_notify(${CHANNEL}, version::text) from bumped`,
  );
  const version = Number((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v);
  afterCommit(tx, (root) => watchers.get(root)?.saw(version));
}

/**
 * The content version as the database has it now: one primary-key read (0
 * before the first change). The page cache reads it only at start, on
 * (re)connection and while notifications cannot be heard.
 */
export async function contentFingerprint(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql`select coalesce((select version from content_version where id = 1), 0)::text as v`,
  );
  return String((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v);
}

type Watcher = {
  /** The content version this process knows, without a query once known. */
  current(): Promise<string>;
  saw(version: number): void;
};

const watchers = new WeakMap<Db, Watcher>();

/**
 * This process's copy of the content version of `database` (one per
 * database, so the page cache and the settings share it). With PGlite every
 * write passes through this process, so its own commits are enough. With
 * PostgreSQL one connection LISTENs; on (re)connection the version is read
 * again, and while the connection is down it is read in the background at
 * most once a second, never by a request.
 */
export function watchContentVersion(database: Database): Pick<Watcher, "current"> {
  const existing = watchers.get(database.db);
  if (existing) return existing;
  let known: number | undefined;
  let heard = database.kind === "pglite";
  let readAt = 0;
  let reading: Promise<number> | undefined;
  const follow = (version: number) => {
    if (!Number.isFinite(version)) return known ?? 0;
    // Never backwards: a read that began before a commit may end after its notification.
    known = Math.max(known ?? version, version);
    return known;
  };
  const read = () =>
    (reading ??= contentFingerprint(database)
      .then((v) => {
        readAt = Date.now();
        return follow(Number(v));
      })
      .finally(() => (reading = undefined)));
  const watcher: Watcher = {
    async current() {
      if (known === undefined) return String(await read());
      if (!heard && Date.now() - readAt >= POLL_WHILE_UNHEARD_MS) read().catch(() => {});
      return String(known);
    },
    saw: (version) => void follow(version),
  };
  watchers.set(database.db, watcher);
  database.listen?.(CHANNEL, {
    onNotify: (payload) => follow(Number(payload)),
    onConnected: () => {
      heard = true;
      read().catch(() => (heard = false));
    },
    onLost: () => (heard = false),
  });
  return watcher;
}

/**
 * Decision 046: the next instant at which the public pages change by
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
