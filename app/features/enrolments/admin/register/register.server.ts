/**
 * The attendance register of an edition (decision 065): per lesson, who of
 * the seated participants was present and for how many minutes, typed by
 * staff or filled from a meeting's report. Minutes are never more than the
 * lesson lasts; an absence is 0 minutes. Every save is one history row.
 */
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import {
  editionLessons,
  enrolments,
  lessonAttendance,
  type EditionLesson,
} from "~/platform/db/schema";
import { formatDateTimeIt } from "~/platform/format-date";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import { SEATLESS_STATUSES } from "~/features/enrolments/participant-status";
import { listEditionLessons } from "~/features/enrolments/lesson-hours.server";

/** A lesson's length in whole minutes. */
export function lessonMinutes(lesson: Pick<EditionLesson, "startsAt" | "endsAt">): number {
  return Math.max(0, Math.round((lesson.endsAt.getTime() - lesson.startsAt.getTime()) / 60_000));
}

/** The participants holding a seat in the edition, in the order they enrolled. */
export function seatedParticipants(db: Db, editionId: string) {
  return db
    .select({
      id: enrolments.id,
      fullName: enrolments.fullName,
      email: enrolments.email,
    })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.editionId, editionId),
        notInArray(enrolments.status, [...SEATLESS_STATUSES]),
      ),
    )
    .orderBy(asc(enrolments.createdAt), asc(enrolments.reference));
}

/**
 * The lesson the register opens on: the one asked for when it is the
 * edition's, else the latest that has started by `at`, else the first.
 */
export function pickLesson<L extends Pick<EditionLesson, "id" | "startsAt">>(
  lessons: L[],
  asked: string | null,
  at: Date,
): L | null {
  const named = lessons.find((l) => l.id === asked);
  if (named) return named;
  const started = lessons.filter((l) => l.startsAt <= at);
  return started.at(-1) ?? lessons[0] ?? null;
}

/** Everything the register shows for one lesson of an edition. */
export async function loadRegister(db: Db, editionId: string, asked: string | null, at: Date) {
  const lessons = await listEditionLessons(db, editionId);
  const lesson = pickLesson(lessons, asked, at);
  const people = await seatedParticipants(db, editionId);
  const rows = lesson
    ? await db.select().from(lessonAttendance).where(eq(lessonAttendance.lessonId, lesson.id))
    : [];
  const marked = new Map(rows.map((r) => [r.enrolmentId, r]));
  return {
    lessons,
    lesson,
    participants: people.map((p) => {
      const row = marked.get(p.id);
      return {
        ...p,
        present: row ? row.present : null,
        minutes: row ? row.minutesPresent : null,
        source: row?.source ?? null,
      };
    }),
  };
}

/** One participant's line of a register save: present or absent, minutes as typed (may be empty). */
export type RegisterEntry = { enrolmentId: string; present: boolean; minutes: number | null };

export type RegisterSave =
  { ok: true; saved: number; clipped: string[] } | { ok: false; problem: string };

/**
 * Writes the register of one lesson, all lines or none: the lesson must be
 * the edition's and not cancelled, every line a seated participant of it.
 * Present without minutes is the whole lesson; minutes beyond the lesson's
 * length are cut to it (their names come back in `clipped`); absent is 0.
 */
export async function saveRegister(
  db: Db,
  input: {
    editionId: string;
    lessonId: string;
    entries: RegisterEntry[];
    source: "manuale" | "import";
    actor: Actor;
  },
): Promise<RegisterSave> {
  if (!isUuid(input.lessonId)) return { ok: false, problem: LESSON_NOT_FOUND };
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .select()
      .from(editionLessons)
      .where(
        and(eq(editionLessons.id, input.lessonId), eq(editionLessons.editionId, input.editionId)),
      )
      .for("update");
    if (!lesson) return { ok: false, problem: LESSON_NOT_FOUND };
    if (lesson.status === "annullata")
      return { ok: false, problem: "Questa lezione è annullata: non ha presenze da registrare." };
    if (input.entries.length === 0)
      return { ok: false, problem: "Indica per almeno un partecipante se era presente o assente." };
    const ids = input.entries.map((e) => e.enrolmentId);
    if (!ids.every(isUuid)) return { ok: false, problem: GONE };
    const seated = await tx
      .select({ id: enrolments.id, fullName: enrolments.fullName })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.editionId, input.editionId),
          inArray(enrolments.id, ids),
          notInArray(enrolments.status, [...SEATLESS_STATUSES]),
        ),
      );
    if (seated.length !== new Set(ids).size) return { ok: false, problem: GONE };
    const names = new Map(seated.map((s) => [s.id, s.fullName]));
    const length = lessonMinutes(lesson);
    const clipped: string[] = [];
    let present = 0;
    for (const entry of input.entries) {
      let minutes = entry.present ? (entry.minutes ?? length) : 0;
      if (minutes > length) {
        clipped.push(names.get(entry.enrolmentId)!);
        minutes = length;
      }
      if (entry.present) present++;
      const values = {
        present: entry.present,
        minutesPresent: minutes,
        source: input.source,
        recordedBy: input.actor.id,
      };
      await tx
        .insert(lessonAttendance)
        .values({ lessonId: lesson.id, enrolmentId: entry.enrolmentId, ...values })
        .onConflictDoUpdate({
          target: [lessonAttendance.lessonId, lessonAttendance.enrolmentId],
          set: { ...values, updatedAt: new Date() },
        });
    }
    await recordChange(tx, {
      actor: input.actor,
      action: "update",
      entityType: "edition",
      entityId: input.editionId,
      summary: `Registro presenze della lezione del ${formatDateTimeIt(lesson.startsAt)}${input.source === "import" ? " (dal report della riunione online)" : ""}: ${present} ${present === 1 ? "presente" : "presenti"}, ${input.entries.length - present} ${input.entries.length - present === 1 ? "assente" : "assenti"}`,
    });
    return { ok: true, saved: input.entries.length, clipped };
  });
}

const LESSON_NOT_FOUND = "Lezione non trovata in questa edizione: ricarica la pagina.";
const GONE = "Un partecipante non ha più un posto in questa edizione: ricarica la pagina.";
