/**
 * An edition's lessons (decision 060). Every change raises the lesson's
 * SEQUENCE, writes a history row, bumps the content version (the course page
 * lists lessons) and, for a lesson still to come, queues one e-mail per live
 * participant in the same transaction.
 */
import { and, asc, count, eq, inArray, notInArray } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import {
  courseEditions,
  editionLessons,
  enrolments,
  lessonAttendance,
  type EditionLesson,
} from "~/platform/db/schema";
import { enqueueJob } from "~/platform/jobs.server";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { isUuid } from "~/platform/uuid";
import { ENDED_STATUSES } from "~/features/enrolments/participant-status";
import { lockEdition } from "~/features/enrolments/seats.server";
import { lessonMinutes, lessonWhenLabel } from "~/features/enrolments/lessons/lesson-hours";
import type { LessonValues } from "~/features/enrolments/lessons/lesson-schemas";

/** The job that tells a participant a lesson moved or was cancelled. */
export const LESSON_CHANGED_JOB = "lesson.mail-changed";

/** An edition's lessons, the cancelled ones too, in the order they happen. */
export async function listLessons(db: Db, editionId: string): Promise<EditionLesson[]> {
  if (!isUuid(editionId)) return [];
  return db
    .select()
    .from(editionLessons)
    .where(eq(editionLessons.editionId, editionId))
    .orderBy(asc(editionLessons.startsAt), asc(editionLessons.createdAt));
}

/** The lessons of several editions at once (the course page), by edition. */
export async function lessonsByEdition(
  db: Db,
  editionIds: readonly string[],
): Promise<Map<string, EditionLesson[]>> {
  const byEdition = new Map<string, EditionLesson[]>();
  if (editionIds.length === 0) return byEdition;
  const rows = await db
    .select()
    .from(editionLessons)
    .where(inArray(editionLessons.editionId, [...editionIds]))
    .orderBy(asc(editionLessons.startsAt), asc(editionLessons.createdAt));
  for (const row of rows)
    byEdition.set(row.editionId, [...(byEdition.get(row.editionId) ?? []), row]);
  return byEdition;
}

/** An edition's length: from its lessons when it has any, else the hours staff typed. */
export type EditionHours = { minutes: number; fromLessons: boolean };

export function hoursOf(lessons: readonly EditionLesson[], typedHours: number): EditionHours {
  return lessons.length > 0
    ? { minutes: lessonMinutes(lessons), fromLessons: true }
    : { minutes: typedHours * 60, fromLessons: false };
}

/**
 * An edition's hours; for an edition without lessons (e-learning) the hours
 * typed on the edition. Null when the edition does not exist.
 */
export async function editionHours(db: Db, editionId: string): Promise<EditionHours | null> {
  if (!isUuid(editionId)) return null;
  const [edition] = await db
    .select({ certificateHours: courseEditions.certificateHours })
    .from(courseEditions)
    .where(eq(courseEditions.id, editionId));
  if (!edition) return null;
  return hoursOf(await listLessons(db, editionId), edition.certificateHours);
}

export type LessonChange =
  { ok: true } | { ok: false; reason: "not-found" | "stale" | "cancelled" | "attended" };

type Change = { editionId: string; lessonId: string; shownSequence: number; actor: Actor };

/**
 * Makes `change` to a lesson in one transaction, the lesson locked; refused
 * unchanged when the lesson is gone or was changed since it was shown.
 */
function changeLockedLesson(
  db: Db,
  c: Change,
  change: (tx: Db, lesson: EditionLesson) => Promise<LessonChange>,
): Promise<LessonChange> {
  return db.transaction(async (tx) => {
    if (!isUuid(c.lessonId)) return { ok: false, reason: "not-found" };
    // The edition first, as every writer of the edition does, then the lesson.
    await lockEdition(tx, c.editionId);
    const [lesson] = await tx
      .select()
      .from(editionLessons)
      .where(and(eq(editionLessons.id, c.lessonId), eq(editionLessons.editionId, c.editionId)))
      .for("update");
    if (!lesson) return { ok: false, reason: "not-found" };
    // No lost edit: someone changed it after this form was shown.
    if (lesson.sequence !== c.shownSequence) return { ok: false, reason: "stale" };
    return change(tx, lesson);
  });
}

/** The history's and the course page's side of every change. */
async function recorded(
  tx: Db,
  c: { editionId: string; actor: Actor },
  action: string,
  summary: string,
) {
  await recordChange(tx, {
    actor: c.actor,
    action,
    entityType: "edition",
    entityId: c.editionId,
    summary,
  });
  await bumpContentVersion(tx);
}

/**
 * One mail per live participant (a seat or the waiting list) about a lesson
 * that has not ended yet; `before` is when it was to be held.
 */
async function tellParticipants(
  tx: Db,
  lesson: EditionLesson,
  change: "moved" | "cancelled",
): Promise<void> {
  if (lesson.endsAt.getTime() <= now().getTime()) return;
  const live = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.editionId, lesson.editionId),
        notInArray(enrolments.status, [...ENDED_STATUSES]),
      ),
    );
  for (const { id } of live) {
    await enqueueJob(tx, LESSON_CHANGED_JOB, {
      enrolmentId: id,
      lessonId: lesson.id,
      change,
      before: { startsAt: lesson.startsAt.toISOString(), endsAt: lesson.endsAt.toISOString() },
    });
  }
}

/** Adds a lesson to an edition. False when the edition does not exist. */
export async function addLesson(
  db: Db,
  c: { editionId: string; values: LessonValues; actor: Actor },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!isUuid(c.editionId) || !(await lockEdition(tx, c.editionId))) return false;
    await tx.insert(editionLessons).values({ editionId: c.editionId, ...c.values });
    await recorded(tx, c, "create", `Lezione aggiunta: ${lessonWhenLabel(c.values)}`);
    return true;
  });
}

function movedOrElsewhere(lesson: EditionLesson, v: LessonValues): boolean {
  return (
    lesson.startsAt.getTime() !== v.startsAt.getTime() ||
    lesson.endsAt.getTime() !== v.endsAt.getTime() ||
    lesson.place !== v.place ||
    (lesson.onlineUrl ?? null) !== v.onlineUrl
  );
}

/**
 * Changes a lesson (its day, times, place, link or topic) under the same UID
 * with SEQUENCE + 1; participants are told when it moved or changed place.
 */
export async function changeLesson(
  db: Db,
  c: Change & { values: LessonValues },
): Promise<LessonChange> {
  return changeLockedLesson(db, c, async (tx, lesson) => {
    if (lesson.status === "annullata") return { ok: false, reason: "cancelled" };
    const [updated] = await tx
      .update(editionLessons)
      .set({ ...c.values, sequence: lesson.sequence + 1, updatedAt: new Date() })
      .where(eq(editionLessons.id, lesson.id))
      .returning();
    await recorded(
      tx,
      c,
      "update",
      `Lezione del ${lessonWhenLabel(lesson)} modificata: ${lessonWhenLabel(updated!)}`,
    );
    if (movedOrElsewhere(lesson, c.values)) await tellParticipants(tx, lesson, "moved");
    return { ok: true };
  });
}

/**
 * Cancels a lesson: kept with status 'annullata' and SEQUENCE + 1, so
 * calendars that hold it mark it cancelled; it no longer counts in the hours.
 */
export async function cancelLesson(db: Db, c: Change): Promise<LessonChange> {
  return changeLockedLesson(db, c, async (tx, lesson) => {
    if (lesson.status === "annullata") return { ok: false, reason: "cancelled" };
    await tx
      .update(editionLessons)
      .set({ status: "annullata", sequence: lesson.sequence + 1, updatedAt: new Date() })
      .where(eq(editionLessons.id, lesson.id));
    await recorded(tx, c, "cancel", `Lezione del ${lessonWhenLabel(lesson)} annullata`);
    await tellParticipants(tx, lesson, "cancelled");
    return { ok: true };
  });
}

/**
 * Deletes a lesson typed by mistake. Refused once anyone's attendance is
 * recorded for it (the register keeps it); participants are not told, so
 * staff cancel a lesson that was announced.
 */
export async function deleteLesson(db: Db, c: Change): Promise<LessonChange> {
  return changeLockedLesson(db, c, async (tx, lesson) => {
    const [attended] = await tx
      .select({ n: count() })
      .from(lessonAttendance)
      .where(eq(lessonAttendance.lessonId, lesson.id));
    if ((attended?.n ?? 0) > 0) return { ok: false, reason: "attended" };
    await tx.delete(editionLessons).where(eq(editionLessons.id, lesson.id));
    await recorded(tx, c, "delete", `Lezione del ${lessonWhenLabel(lesson)} eliminata`);
    return { ok: true };
  });
}
