/**
 * When the retention run happens (decision 042): every night at 03:30, Rome
 * time, as one outbox job. The job row is the schedule: it survives a restart,
 * and with several instances on one PostgreSQL only the instance that claims
 * the row runs it (jobs.server.ts claims with `for update skip locked`). Each
 * instance checks every hour that the next night's run is queued; an advisory
 * lock makes that check-and-insert one at a time, so there is never a second row.
 */
import { and, eq, sql } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";
import { isoDateInRome } from "~/platform/format-date";
import { enqueueJob } from "~/platform/jobs.server";
import { periodicWorker } from "~/platform/periodic-worker.server";
import { fromRomeWallClock } from "~/platform/rome-time";

const RETENTION_KIND = "privacy.retention";
const RUN_AT = "03:30";
const CHECK_EVERY_MS = 60 * 60_000;
// Serialises the check-and-insert across instances (any constant unique in the code).
const SCHEDULE_LOCK_ID = 2_016_679;

/** The first 03:30 in Rome after `at`. */
export function nextNightlyRun(at: Date): Date {
  const day = isoDateInRome(at);
  const today = fromRomeWallClock(day, RUN_AT)!;
  if (today > at) return today;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return fromRomeWallClock(tomorrow, RUN_AT)!;
}

/** Queues the next nightly run unless one is already waiting. */
export async function scheduleRetention(db: Db, at: Date = now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_ID})`);
    const [waiting] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_KIND), eq(jobs.status, "pending")))
      .limit(1);
    if (!waiting) await enqueueJob(tx, RETENTION_KIND, {}, nextNightlyRun(at));
  });
}

/** The background worker (server/workers.ts) that keeps the next run queued. */
export const retentionScheduler = periodicWorker(
  CHECK_EVERY_MS,
  "retention schedule check failed",
  (deps) => scheduleRetention(deps.database.db),
);
