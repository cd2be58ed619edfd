/**
 * An edition's hours from its lessons, and each participant's from the
 * attendance register (decision 065): a cancelled lesson counts for neither.
 * Minutes, not hours, so a lesson of 1 h 30 min is not rounded twice.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import {
  editionLessons,
  lessonAttendance,
  type CourseEdition,
  type Enrolment,
} from "~/platform/db/schema";
import type { AttendanceBasis } from "~/features/enrolments/attendance-rules";

const LESSON_MINUTES = sql<number>`cast(coalesce(sum(extract(epoch from (${editionLessons.endsAt} - ${editionLessons.startsAt})) / 60), 0) as integer)`;

/** Minutes of the edition's lessons not cancelled; 0 when it has none. */
export async function editionLessonMinutes(db: Db, editionId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: LESSON_MINUTES })
    .from(editionLessons)
    .where(and(eq(editionLessons.editionId, editionId), ne(editionLessons.status, "annullata")));
  return Number(row?.minutes ?? 0);
}

/** What the attestato's rules read of an edition's lessons (decision 065). */
export type LessonSchedule = {
  /** Lessons not cancelled. */
  lessons: number;
  minutes: number;
  /** When the last lesson not cancelled ends; null without lessons. */
  lastEndsAt: Date | null;
};

export async function lessonSchedule(db: Db, editionId: string): Promise<LessonSchedule> {
  const [row] = await db
    .select({
      lessons: sql<number>`cast(count(*) as integer)`,
      minutes: LESSON_MINUTES,
      lastEndsAt: sql<string | null>`max(${editionLessons.endsAt})`,
    })
    .from(editionLessons)
    .where(and(eq(editionLessons.editionId, editionId), ne(editionLessons.status, "annullata")));
  return {
    lessons: Number(row?.lessons ?? 0),
    minutes: Number(row?.minutes ?? 0),
    lastEndsAt: row?.lastEndsAt ? new Date(row.lastEndsAt) : null,
  };
}

/** Minutes each enrolment was present at the edition's lessons not cancelled (absent: no key). */
export async function attendedMinutes(
  db: Db,
  editionId: string,
  enrolmentIds?: string[],
): Promise<Map<string, number>> {
  if (enrolmentIds && enrolmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      enrolmentId: lessonAttendance.enrolmentId,
      minutes: sql<number>`cast(sum(${lessonAttendance.minutesPresent}) as integer)`,
    })
    .from(lessonAttendance)
    .innerJoin(editionLessons, eq(editionLessons.id, lessonAttendance.lessonId))
    .where(
      and(
        eq(editionLessons.editionId, editionId),
        ne(editionLessons.status, "annullata"),
        enrolmentIds ? inArray(lessonAttendance.enrolmentId, enrolmentIds) : undefined,
      ),
    )
    .groupBy(lessonAttendance.enrolmentId);
  return new Map(rows.map((r) => [r.enrolmentId, Number(r.minutes)]));
}

/** The edition's lessons in order, cancelled ones too (the register shows them marked). */
export function listEditionLessons(db: Db, editionId: string) {
  return db
    .select()
    .from(editionLessons)
    .where(eq(editionLessons.editionId, editionId))
    .orderBy(asc(editionLessons.startsAt), asc(editionLessons.id));
}

type Person = Pick<Enrolment, "id" | "hoursAttended">;

/**
 * What the attestato's rules read for each participant (decision 065): the
 * register's minutes when the edition has lessons, else the hours staff typed
 * against the edition's. `registerMinutes` is null without lessons.
 */
export async function attendanceBases(
  db: Db,
  edition: Pick<CourseEdition, "id" | "certificateHours">,
  people: Person[],
) {
  const schedule = await lessonSchedule(db, edition.id);
  const lastEndsAt = schedule.lastEndsAt;
  if (schedule.lessons === 0 || !lastEndsAt) {
    const typed = (e: Pick<Enrolment, "hoursAttended">): AttendanceBasis => ({
      kind: "typed",
      editionHours: edition.certificateHours,
      hoursAttended: e.hoursAttended,
    });
    return {
      edition: typed({ hoursAttended: 0 }),
      of: typed,
      registerMinutes: (_e: Person): number | null => null,
    };
  }
  const minutes = await attendedMinutes(
    db,
    edition.id,
    people.map((p) => p.id),
  );
  const basis = (attended: number): AttendanceBasis => ({
    kind: "lessons",
    editionMinutes: schedule.minutes,
    lastEndsAt,
    attendedMinutes: attended,
  });
  const registerMinutes = (e: Person): number | null => minutes.get(e.id) ?? 0;
  return { edition: basis(0), of: (e: Person) => basis(minutes.get(e.id) ?? 0), registerMinutes };
}
