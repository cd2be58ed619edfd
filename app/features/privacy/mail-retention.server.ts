/**
 * The e-mails' own retention period (decision 067): an outbox row that is
 * done (sent) or given up keeps the recipient and, for a sent e-mail, the
 * copy staff read at /admin/email. The nightly run deletes those older than
 * the period saved in the settings; a job still waiting is never touched.
 */
import { and, inArray, lt, sql } from "drizzle-orm";
import { jobs } from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import { now } from "~/platform/clock.server";
import { retentionMonths } from "~/features/settings/public-api.server";

/** Deletes the finished outbox rows older than the e-mails' period; returns how many. */
export async function eraseOldMails(db: Db, at: Date = now()): Promise<number> {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths().mails);
  const erased = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ["done", "failed"]),
        lt(sql`coalesce(${jobs.doneAt}, ${jobs.runAt})`, cutoff),
      ),
    )
    .returning({ id: jobs.id });
  return erased.length;
}
