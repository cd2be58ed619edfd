/**
 * Course editions (decision 043), a record of the record core
 * (editable-record.server.ts: one save path with the history and the
 * no-lost-edit check; no versions, like a call). Seats: seats.server.ts.
 */
import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, courses, enrolments, type CourseEdition } from "~/platform/db/schema";
import type { Actor } from "~/platform/records/audit.server";
import {
  deleteRecord,
  RecordNotFoundError,
  saveRecord,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { isUuid } from "~/platform/uuid";
import { CEDILS_COURSE, CEDILS_COURSE_ID } from "~/features/courses/public-api";
import { fromRomeWallClock } from "~/platform/rome-time";
import { lockEdition, takenSeats } from "~/features/enrolments/seats.server";
import {
  editionDates,
  seatsLeftLabel,
  type NextEdition,
  type PublicEdition,
} from "~/features/enrolments/editions";
import { hoursLabel, publicLesson } from "~/features/enrolments/lessons/lesson-hours";
import { hoursOf, lessonsByEdition } from "~/features/enrolments/lessons/lessons.server";

/** What the staff form saves (the course is the screen's). */
export type EditionValues = Pick<
  CourseEdition,
  | "startDate"
  | "endDate"
  | "schedule"
  | "mode"
  | "place"
  | "seats"
  | "enrolmentDeadline"
  | "priceCents"
  | "schoolPriceCents"
  | "certificateHours"
  | "minAttendancePercent"
  | "sofiaInitiativeId"
  | "sofiaEditionId"
  | "status"
> & { courseId: string };

class EditionNotFoundError extends RecordNotFoundError {
  constructor() {
    super("Questa edizione non esiste più: forse è stata eliminata.");
  }
}

/** Refused: enrolments refer to the edition (they stay, with their history). */
export class EditionInUseError extends Error {
  constructor(readonly enrolled: number) {
    super(
      `Questa edizione non si può eliminare: ha ${enrolled === 1 ? "1 iscrizione" : `${enrolled} iscrizioni`}. Puoi chiuderla (stato «Chiusa»): non accetterà nuove iscrizioni.`,
    );
  }
}

const editionRecord: RecordType<CourseEdition & { courseTitle?: string }, EditionValues> = {
  entityType: "edition",
  noun: "Edizione",
  feminine: true,
  idOf: (edition) => edition.id,
  versionOf: (edition) => edition.updatedAt.toISOString(),
  titleOf: (edition) =>
    `${edition.courseTitle ? `${edition.courseTitle}, ` : ""}${editionDates(edition)}`,
  notFound: () => new EditionNotFoundError(),
  lock: async (tx, id) => {
    const row = await lockEdition(tx, id);
    if (!row) return null;
    return { ...row, courseTitle: await courseTitle(tx, row.courseId) };
  },
  insert: async (tx, values) => {
    // The CEDILS course's editions take their enrolments at /iscrizione-cedils (decision 049).
    const form = values.courseId === CEDILS_COURSE_ID ? "cedils" : "generale";
    const [row] = await tx
      .insert(courseEditions)
      .values({ ...values, form })
      .returning();
    return { ...row!, courseTitle: await courseTitle(tx, row!.courseId) };
  },
  update: async (tx, existing, { courseId: _courseId, ...values }) => {
    const [row] = await tx
      .update(courseEditions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(courseEditions.id, existing.id))
      .returning();
    return { ...row!, courseTitle: existing.courseTitle };
  },
  remove: async (tx, edition) => {
    await tx.delete(courseEditions).where(eq(courseEditions.id, edition.id));
  },
};

async function courseTitle(db: Db, courseId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.title;
}

/**
 * Adds an edition (no id) or changes one of `values.courseId`, through the
 * record core: one transaction with the history row; an edit opened on an
 * older version is refused (RecordConflictError). Changing the seats locks the
 * edition row like an enrolment does (the core's `lock`).
 */
export async function saveEdition(
  db: Db,
  input: { id?: string; values: EditionValues; actor: Actor; openedVersion?: string },
): Promise<CourseEdition> {
  if (input.id) {
    const existing = await getEdition(db, input.id);
    // An edition is changed only from its own course's screen.
    if (!existing || existing.courseId !== input.values.courseId) throw new EditionNotFoundError();
  }
  return saveRecord(db, editionRecord, input);
}

/** Deletes an edition without enrolments; false when there was nothing to delete. */
export function deleteEdition(
  db: Db,
  courseId: string,
  id: string,
  actor: Actor,
): Promise<boolean> {
  return deleteRecord(db, editionRecord, id, actor, async (tx, edition) => {
    if (edition.courseId !== courseId) throw new EditionNotFoundError();
    const [row] = await tx
      .select({ n: count() })
      .from(enrolments)
      .where(eq(enrolments.editionId, edition.id));
    if ((row?.n ?? 0) > 0) throw new EditionInUseError(row!.n);
  });
}

export async function getEdition(db: Db, id: string): Promise<CourseEdition | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(courseEditions).where(eq(courseEditions.id, id));
  return row ?? null;
}

/** An edition and the version its form is opened on (record core: `versionOf`). */
export async function getEditionForEditing(db: Db, courseId: string, id: string) {
  const edition = await getEdition(db, id);
  if (!edition || edition.courseId !== courseId) return null;
  return { edition, version: editionRecord.versionOf(edition) };
}

/** Enrolments in every edition of a course (a course with some cannot be deleted). */
export async function countCourseEnrolments(db: Db, courseId: string): Promise<number> {
  if (!isUuid(courseId)) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .where(eq(courseEditions.courseId, courseId));
  return row?.n ?? 0;
}

/** Removes the editions of a course being deleted (call it once no enrolment refers to them). */
export async function removeCourseEditions(tx: Db, courseId: string): Promise<void> {
  await tx.delete(courseEditions).where(eq(courseEditions.courseId, courseId));
}

/** Every edition of a course for the staff list, by start date, with the seats taken. */
export async function listCourseEditions(db: Db, courseId: string) {
  if (!isUuid(courseId)) return [];
  const rows = await db
    .select()
    .from(courseEditions)
    .where(eq(courseEditions.courseId, courseId))
    .orderBy(asc(courseEditions.startDate), asc(courseEditions.createdAt));
  const taken = await takenSeats(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((edition) => ({ ...edition, taken: taken.get(edition.id) ?? 0 }));
}

/** Whether an edition takes enrolments at `at`: open, and its deadline (Rome time, stored as an instant) not passed. */
export function acceptsEnrolments(
  edition: Pick<CourseEdition, "status" | "enrolmentDeadline">,
  at: Date = now(),
): boolean {
  return (
    edition.status === "aperta" &&
    (edition.enrolmentDeadline === null || edition.enrolmentDeadline.getTime() > at.getTime())
  );
}

/** The condition of acceptsEnrolments as SQL, at the server's clock. */
function takingEnrolmentsNow() {
  return and(
    eq(courseEditions.status, "aperta"),
    or(isNull(courseEditions.enrolmentDeadline), gt(courseEditions.enrolmentDeadline, now())),
  );
}

/** Editions in the order visitors read them: the first to start first. */
const firstToStart = [asc(courseEditions.startDate), asc(courseEditions.createdAt)];

/**
 * The editions of a course that take enrolments now, as the course page and
 * the enrolment form show them. Only the general form's editions (the CEDILS
 * one has its page).
 */
export async function openEditions(db: Db, courseId: string): Promise<PublicEdition[]> {
  const rows = await db
    .select({
      id: courseEditions.id,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
      schedule: courseEditions.schedule,
      mode: courseEditions.mode,
      place: courseEditions.place,
      seats: courseEditions.seats,
      enrolmentDeadline: courseEditions.enrolmentDeadline,
      priceCents: courseEditions.priceCents,
      schoolPriceCents: courseEditions.schoolPriceCents,
      certificateHours: courseEditions.certificateHours,
      sofiaInitiativeId: courseEditions.sofiaInitiativeId,
      sofiaEditionId: courseEditions.sofiaEditionId,
    })
    .from(courseEditions)
    .where(
      and(
        eq(courseEditions.courseId, courseId),
        eq(courseEditions.form, "generale"),
        takingEnrolmentsNow(),
      ),
    )
    .orderBy(...firstToStart);
  const taken = await takenSeats(
    db,
    rows.map((r) => r.id),
  );
  const lessons = await lessonsByEdition(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ enrolmentDeadline, ...edition }) => {
    const left = Math.max(0, edition.seats - (taken.get(edition.id) ?? 0));
    const own = lessons.get(edition.id) ?? [];
    const hours = hoursOf(own, edition.certificateHours);
    return {
      ...edition,
      enrolmentDeadline: enrolmentDeadline?.toISOString() ?? null,
      seatsLeft: left,
      seatsLabel: seatsLeftLabel(left),
      hoursLabel: hours.minutes > 0 ? hoursLabel(hours.minutes) : null,
      lessons: own.map(publicLesson),
    };
  });
}

/**
 * For each course with an edition taking enrolments now (either form), the one
 * starting first: the catalogue's cards say 'Iscrizioni aperte' with its date
 * and price, and its filter keeps only these courses.
 */
export async function nextOpenEditions(db: Db): Promise<Map<string, NextEdition>> {
  const rows = await db
    .select({
      id: courseEditions.id,
      courseId: courseEditions.courseId,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
      priceCents: courseEditions.priceCents,
      seats: courseEditions.seats,
    })
    .from(courseEditions)
    .where(takingEnrolmentsNow())
    .orderBy(...firstToStart);
  const taken = await takenSeats(
    db,
    rows.map((r) => r.id),
  );
  const next = new Map<string, NextEdition>();
  for (const { id, courseId, seats, ...edition } of rows) {
    if (next.has(courseId)) continue;
    next.set(courseId, { ...edition, seatsLeft: Math.max(0, seats - (taken.get(id) ?? 0)) });
  }
  return next;
}

/** The first editions of a new site (decision 029: initial data only), in 2027. */
const EDITION_SEED: Array<
  Omit<
    EditionValues,
    | "courseId"
    | "enrolmentDeadline"
    | "status"
    | "minAttendancePercent"
    | "sofiaInitiativeId"
    | "sofiaEditionId"
  > & {
    slug: string;
    deadline: string;
  }
> = [
  {
    slug: "chatgpt-docenza-docenti",
    startDate: "2027-02-09",
    endDate: "2027-03-16",
    schedule: "Webinar il martedì, 16:30–18:30, e attività guidate sulla piattaforma",
    mode: "online",
    place: "",
    seats: 25,
    deadline: "2027-02-02",
    priceCents: 19900,
    schoolPriceCents: null,
    certificateHours: 25,
  },
  {
    slug: "chatgpt-docenza-docenti",
    startDate: "2027-04-13",
    endDate: "2027-05-18",
    schedule: "Webinar il martedì, 16:30–18:30, e attività guidate sulla piattaforma",
    mode: "online",
    place: "",
    seats: 25,
    deadline: "2027-04-06",
    priceCents: 19900,
    schoolPriceCents: null,
    certificateHours: 25,
  },
  {
    slug: "lego-spike-docenti",
    startDate: "2027-03-06",
    endDate: "2027-03-27",
    schedule: "Sabato, 9:00–13:00 (quattro incontri in laboratorio)",
    mode: "in_presenza",
    place: "Sede di Potenza, via Pretoria 122",
    seats: 16,
    deadline: "2027-02-26",
    priceCents: 19900,
    schoolPriceCents: null,
    certificateHours: 25,
  },
  {
    slug: "canva-docenza-docenti",
    startDate: "2027-01-18",
    endDate: "2027-04-30",
    schedule: "Videolezioni disponibili 24 ore su 24, da seguire con i propri tempi",
    mode: "e_learning",
    place: "",
    seats: 100,
    deadline: "2027-04-15",
    priceCents: 9900,
    schoolPriceCents: null,
    certificateHours: 10,
  },
];

/** Adds the seeded editions to the courses just seeded (seed.server.ts, a new site only). */
export async function seedEditions(db: Db): Promise<void> {
  for (const { slug, deadline, ...edition } of EDITION_SEED) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, slug));
    if (!course) continue;
    await db.insert(courseEditions).values({
      ...edition,
      courseId: course.id,
      enrolmentDeadline: fromRomeWallClock(deadline, "23:59"),
      status: "aperta",
    });
  }
  // The CEDILS course's edition, taking /iscrizione-cedils (decision 049): as
  // migration 0012 makes it for a site that had the course before editions.
  const year = CEDILS_COURSE.editionYear!;
  await db.insert(courseEditions).values({
    courseId: CEDILS_COURSE_ID,
    startDate: `${year}-09-01`,
    endDate: `${year + 1}-12-31`,
    mode: "online",
    seats: 100,
    status: "aperta",
    form: "cedils",
  });
}
