/**
 * The e-mail inviting to the questionnaire once the edition's last lesson is
 * over (decision 066). A scan every hour in each instance claims the
 * participants to invite by setting `questionnaire_invited_at` and queues
 * their mails in the same transaction: the update re-checks the column under
 * the row's lock, so with two instances each participant is invited once.
 */
import { and, eq, gte, isNull, notInArray, sql } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, enrolments } from "~/platform/db/schema";
import { isoDateInRome } from "~/platform/format-date";
import { enqueueJob } from "~/platform/jobs.server";
import { periodicWorker } from "~/platform/periodic-worker.server";
import { SEATLESS_STATUSES } from "~/features/enrolments/public-api";
import { questionnaireOpensAt } from "~/features/questionnaire/questionnaire.server";

export const INVITE_KIND = "questionnaire.mail-invite";

/** An edition ended longer ago than this is not scanned: its participants were never invited by mail. */
const INVITE_WITHIN_DAYS = 30;
const CHECK_EVERY_MS = 60 * 60_000;

/**
 * Invites every seated participant who has not answered nor been invited,
 * in editions whose questionnaire opened in the last INVITE_WITHIN_DAYS days.
 * Returns how many were invited.
 */
export async function inviteToQuestionnaires(db: Db, at: Date = now()): Promise<number> {
  const since = isoDateInRome(new Date(at.getTime() - INVITE_WITHIN_DAYS * 86_400_000));
  const waiting = and(
    eq(enrolments.questionnaireAnswered, false),
    isNull(enrolments.questionnaireInvitedAt),
    notInArray(enrolments.status, [...SEATLESS_STATUSES]),
  );
  const editions = await db
    .selectDistinct({
      id: courseEditions.id,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .where(
      and(
        waiting,
        gte(sql`coalesce(${courseEditions.endDate}, ${courseEditions.startDate})`, since),
      ),
    );
  let invited = 0;
  for (const edition of editions) {
    const opensAt = await questionnaireOpensAt(db, edition);
    if (opensAt > at || opensAt.getTime() < at.getTime() - INVITE_WITHIN_DAYS * 86_400_000) {
      continue;
    }
    invited += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(enrolments)
        .set({ questionnaireInvitedAt: at })
        .where(and(eq(enrolments.editionId, edition.id), waiting))
        .returning({ id: enrolments.id });
      for (const { id } of claimed) await enqueueJob(tx, INVITE_KIND, { enrolmentId: id });
      return claimed.length;
    });
  }
  return invited;
}

/** Run by server/workers.ts. */
export const questionnaireInviter = periodicWorker(
  CHECK_EVERY_MS,
  "questionnaire invitation scan failed",
  async (deps) => {
    const invited = await inviteToQuestionnaires(deps.database.db);
    if (invited) deps.log.info({ invited }, "questionnaire invitations queued");
  },
);
