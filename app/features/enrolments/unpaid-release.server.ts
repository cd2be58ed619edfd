/**
 * Unpaid bank-transfer seats released (decision 061). A transfer takes its
 * seat before the money arrives; when the days set in the settings pass
 * without it (and always before the edition starts) the seat goes to the
 * waiting list. Two days before, the person gets a reminder.
 *
 * Only transfers wait for money this way: a school's order is paid after the
 * invoice, a Carta del Docente buono is checked by staff, and someone who
 * uploaded a transfer receipt says they paid (staff check it). Each instance
 * runs the check every hour; every change is made under the edition's lock
 * and re-checked there, and the reminder is claimed by a conditional update,
 * so two instances (or two runs) never release or remind twice.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, enrolments } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { isoDateInRome } from "~/platform/format-date";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { periodicWorker } from "~/platform/periodic-worker.server";
import { unpaidReleaseDays } from "~/features/settings/public-api.server";
import { releaseUnpaidSeat } from "~/features/enrolments/edition-run.server";
import { balanceFor } from "~/features/enrolments/ledger.server";
import { lockEditionSeats } from "~/features/enrolments/seats.server";
import { paymentDeadline, REMINDER_BEFORE_MS } from "~/features/enrolments/payment-deadline";

const CHECK_EVERY_MS = 60 * 60_000;

/** What makes an enrolment wait for a transfer: read again under the lock before acting. */
const AWAITING_TRANSFER = and(
  eq(enrolments.status, "ricevuta"),
  eq(enrolments.paymentMethod, "bonifico"),
  isNull(enrolments.fileKey),
  gt(enrolments.amountDueCents, 0),
);

export type ReleaseRun = { reminded: string[]; released: string[]; promoted: string[] };

/** The deadline of one enrolment with the settings in force. */
function deadlineOf(e: { createdAt: Date; seatTakenAt: Date | null }, startDate: string): Date {
  return paymentDeadline(e.seatTakenAt ?? e.createdAt, startDate, unpaidReleaseDays());
}

/** Releases one seat if, under the edition's lock, it is still unpaid and past its deadline. */
async function releaseIfDue(db: Db, env: Env, editionId: string, enrolmentId: string, at: Date) {
  return db.transaction(async (tx) => {
    const seats = await lockEditionSeats(tx, editionId);
    if (!seats) return null;
    const [e] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.id, enrolmentId), AWAITING_TRANSFER))
      .for("update");
    if (!e || at < deadlineOf(e, seats.edition.startDate)) return null;
    if (!(await balanceFor(tx, e)).leftCents) return null;
    const promoted = await releaseUnpaidSeat(tx, seats.edition, e, env, at);
    await enqueueJob(tx, "enrolment.mail-released", { enrolmentId: e.id });
    return { reference: e.reference, promoted };
  });
}

/** Queues the reminder once: the first run to set `payment_reminder_at` sends it. */
async function remindOnce(db: Db, enrolmentId: string, at: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(enrolments)
      .set({ paymentReminderAt: at })
      .where(
        and(
          eq(enrolments.id, enrolmentId),
          AWAITING_TRANSFER,
          isNull(enrolments.paymentReminderAt),
        ),
      )
      .returning({ id: enrolments.id, reference: enrolments.reference });
    if (!claimed) return null;
    await enqueueJob(tx, "enrolment.mail-payment-reminder", { enrolmentId: claimed.id });
    return claimed.reference;
  });
}

/**
 * One run: every enrolment still waiting for its transfer in an edition not
 * yet started is reminded two days before its deadline and released after it.
 */
export async function releaseUnpaidSeats(
  deps: Pick<WorkerDeps, "database" | "env">,
  at: Date = now(),
): Promise<ReleaseRun> {
  const db = deps.database.db;
  const waiting = await db
    .select({
      id: enrolments.id,
      editionId: enrolments.editionId,
      createdAt: enrolments.createdAt,
      seatTakenAt: enrolments.seatTakenAt,
      paymentReminderAt: enrolments.paymentReminderAt,
      startDate: courseEditions.startDate,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .where(and(AWAITING_TRANSFER, gt(courseEditions.startDate, isoDateInRome(at))));
  const run: ReleaseRun = { reminded: [], released: [], promoted: [] };
  for (const e of waiting) {
    const deadline = deadlineOf(e, e.startDate);
    if (at >= deadline) {
      const released = await releaseIfDue(db, deps.env, e.editionId, e.id, at);
      if (released) {
        run.released.push(released.reference);
        run.promoted.push(...released.promoted);
      }
    } else if (!e.paymentReminderAt && at.getTime() >= deadline.getTime() - REMINDER_BEFORE_MS) {
      const reminded = await remindOnce(db, e.id, at);
      if (reminded) run.reminded.push(reminded);
    }
  }
  if (run.released.length + run.reminded.length > 0) wakeJobs();
  return run;
}

/** The background worker (server/workers.ts): a run at start, then every hour. */
export const unpaidSeatsReleaser = periodicWorker(
  CHECK_EVERY_MS,
  "unpaid seats release failed",
  (deps) => releaseUnpaidSeats(deps),
);
