/**
 * The e-mails about lessons (decision 060), written here and sent by the
 * outbox (inbox/notifications.server.ts wires them to their job kinds).
 */
import { and, eq, gt, inArray, isNull, lte, min, notInArray } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { editionLessons, enrolments, type EditionLesson } from "~/platform/db/schema";
import { enqueueJob } from "~/platform/jobs.server";
import { periodicWorker } from "~/platform/periodic-worker.server";
import type { MailMessage } from "~/platform/mail.server";
import { contactLines } from "~/platform/mail-closing";
import { siteSettings } from "~/features/settings/public-api.server";
import { getEnrolmentWithEdition } from "~/features/enrolments/edition-run.server";
import { enrolmentCalendar } from "~/features/enrolments/lessons/calendar.server";
import { lessonWhenLabel } from "~/features/enrolments/lessons/lesson-hours";
import { listLessons } from "~/features/enrolments/lessons/lessons.server";
import {
  ENDED_STATUSES,
  SEATLESS_STATUSES,
  takesSeat,
} from "~/features/enrolments/participant-status";

/** The job that reminds a participant of the first lesson, two days before. */
export const FIRST_LESSON_JOB = "lesson.mail-first-reminder";

const REMIND_BEFORE_MS = 2 * 24 * 60 * 60_000;
const SCAN_EVERY_MS = 15 * 60_000;

/** A lesson's mail as the outbox sends it (the sender is the school's). */
export type LessonMail = Omit<MailMessage, "from" | "text"> & { lines: string[] };

/** Issues the participant's private link when the mail is sent (decision 067). */
type PageLink = (enrolmentId: string) => Promise<string>;

function whereLine(lesson: EditionLesson, seated: boolean): string[] {
  const lines: string[] = [];
  if (lesson.place) lines.push(`Luogo: ${lesson.place}`);
  if (lesson.onlineUrl && seated) lines.push(`Link per collegarti: ${lesson.onlineUrl}`);
  else if (lesson.onlineUrl) lines.push(`La lezione si segue anche online.`);
  return lines;
}

function closing(pageUrl: string): string[] {
  return [
    ``,
    `Il calendario aggiornato (file .ics) è nella pagina della tua iscrizione:`,
    pageUrl,
    `Il link è personale: non inoltrarlo.`,
    ``,
    ...contactLines(siteSettings()),
  ];
}

/**
 * The mail telling a participant that a lesson moved (or changed place or
 * link) or was cancelled; null when the enrolment or the lesson is gone, or
 * the enrolment ended since.
 */
export async function lessonChangedMail(
  db: Db,
  pageLink: PageLink,
  payload: Record<string, unknown>,
): Promise<LessonMail | null> {
  const found = await getEnrolmentWithEdition(db, String(payload.enrolmentId));
  if (!found || (ENDED_STATUSES as readonly string[]).includes(found.enrolment.status)) return null;
  const lessons = await listLessons(db, found.edition.id);
  const lesson = lessons.find((l) => l.id === payload.lessonId);
  if (!lesson) return null;
  const before = payload.before as { startsAt?: string; endsAt?: string } | undefined;
  const was =
    before?.startsAt && before.endsAt
      ? lessonWhenLabel(before as { startsAt: string; endsAt: string })
      : lessonWhenLabel(lesson);
  const e = found.enrolment;
  const seated = takesSeat(e.status);
  const cancelled = payload.change === "cancelled";
  return {
    to: { name: e.fullName, address: e.email },
    subject: `${cancelled ? "Lezione annullata" : "Lezione modificata"} – ${found.courseTitle}`,
    lines: [
      `Gentile ${e.fullName},`,
      ``,
      cancelled
        ? `la lezione del corso «${found.courseTitle}» di ${was} è annullata.`
        : `la lezione del corso «${found.courseTitle}» di ${was} è cambiata. Ecco i nuovi dati:`,
      ...(cancelled
        ? []
        : [``, `Quando: ${lessonWhenLabel(lesson)} (ora italiana)`, ...whereLine(lesson, seated)]),
      ...closing(await pageLink(e.id)),
    ],
  };
}

/**
 * The reminder two days before the first lesson, with the participant's
 * calendar file attached; null when there is nothing to remind of any more
 * (enrolment gone or without a seat, no lesson still to come).
 */
export async function firstLessonMail(
  db: Db,
  pageLink: PageLink,
  payload: Record<string, unknown>,
  host: string,
): Promise<LessonMail | null> {
  const found = await getEnrolmentWithEdition(db, String(payload.enrolmentId));
  if (!found || !takesSeat(found.enrolment.status)) return null;
  const lessons = await listLessons(db, found.edition.id);
  const first = lessons.find((l) => l.status !== "annullata");
  if (!first || first.startsAt.getTime() <= now().getTime()) return null;
  const e = found.enrolment;
  const calendar = await enrolmentCalendar(db, found, host);
  return {
    to: { name: e.fullName, address: e.email },
    subject: `La prima lezione è tra due giorni – ${found.courseTitle}`,
    lines: [
      `Gentile ${e.fullName},`,
      ``,
      `ti ricordiamo che la prima lezione del corso «${found.courseTitle}» è ${lessonWhenLabel(first)} (ora italiana).`,
      ...whereLine(first, true),
      ``,
      `In allegato trovi il calendario di tutte le lezioni, da aggiungere al tuo calendario.`,
      ...closing(await pageLink(e.id)),
    ],
    attachments: [
      {
        fileName: "calendario.ics",
        content: calendar,
        contentType: "text/calendar; charset=utf-8",
      },
    ],
  };
}

/**
 * Claims the enrolments whose first lesson starts within two days and that
 * were not reminded yet, and queues their reminder, in one transaction. The
 * UPDATE … WHERE first_lesson_reminded_at IS NULL is the claim: two instances
 * scanning at once on PostgreSQL wait on the same rows, and the second sees
 * them taken, so each enrolment is reminded once. Returns how many were queued.
 */
export async function queueFirstLessonReminders(db: Db, at: Date = now()): Promise<number> {
  const until = new Date(at.getTime() + REMIND_BEFORE_MS);
  const starting = db
    .select({ editionId: editionLessons.editionId })
    .from(editionLessons)
    .where(eq(editionLessons.status, "prevista"))
    .groupBy(editionLessons.editionId)
    .having(and(gt(min(editionLessons.startsAt), at), lte(min(editionLessons.startsAt), until)));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(enrolments)
      .set({ firstLessonRemindedAt: at })
      .where(
        and(
          isNull(enrolments.firstLessonRemindedAt),
          notInArray(enrolments.status, [...SEATLESS_STATUSES]),
          inArray(enrolments.editionId, starting),
        ),
      )
      .returning({ id: enrolments.id });
    for (const { id } of claimed) await enqueueJob(tx, FIRST_LESSON_JOB, { enrolmentId: id });
    return claimed.length;
  });
}

/** The background worker (server/workers.ts) that scans for reminders every quarter of an hour. */
export const firstLessonReminders = periodicWorker(
  SCAN_EVERY_MS,
  "first lesson reminder scan failed",
  (deps) => queueFirstLessonReminders(deps.database.db),
);
