/**
 * The satisfaction questionnaire of an edition (decision 066), as the
 * participant meets it: when it opens, who may answer, and the answer itself,
 * stored so that nothing in the database ties it to its author.
 */
import { and, eq, max, ne, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import {
  courseEditions,
  courses,
  editionLessons,
  enrolmentAccessTokens,
  enrolments,
  questionnaireResponses,
  type CourseEdition,
  type Enrolment,
} from "~/platform/db/schema";
import { now } from "~/platform/clock.server";
import { isoDateInRome } from "~/platform/format-date";
import { fromRomeWallClock } from "~/platform/rome-time";
import { hashToken } from "~/platform/security/token-hash.server";
import { takesSeat } from "~/features/enrolments/public-api";
import {
  askedQuestions,
  questionsOf,
  readAnswers,
  type AnswerValues,
  type QuestionnaireQuestion,
} from "~/features/questionnaire/questions";

/** randomBytes(32) as base64url, as the participant's page checks it. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function dayAfter(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

type EditionDates = Pick<CourseEdition, "id" | "startDate" | "endDate">;

/**
 * When the questionnaire opens: the end of the edition's last lesson (a
 * cancelled one does not count), or, without lessons, the midnight (Rome)
 * after its last day.
 */
export async function questionnaireOpensAt(db: Db, edition: EditionDates): Promise<Date> {
  const [row] = await db
    .select({ last: max(editionLessons.endsAt) })
    .from(editionLessons)
    .where(and(eq(editionLessons.editionId, edition.id), ne(editionLessons.status, "annullata")));
  if (row?.last) return new Date(row.last);
  return fromRomeWallClock(dayAfter(edition.endDate ?? edition.startDate), "00:00")!;
}

/**
 * Where a participant stands with the questionnaire: 'aperto' (may answer
 * now), 'in_attesa' (opens at `opensAt`), 'compilato', 'chiuso' (the flag's
 * retention period ended) or 'escluso' (holds no seat).
 */
export type QuestionnaireState = "aperto" | "in_attesa" | "compilato" | "chiuso" | "escluso";

type EnrolmentPart = Pick<Enrolment, "status" | "questionnaireAnswered">;

export async function questionnaireStateOf(
  db: Db,
  enrolment: EnrolmentPart,
  edition: EditionDates,
  at: Date = now(),
): Promise<{ state: QuestionnaireState; opensAt: string }> {
  const opensAt = await questionnaireOpensAt(db, edition);
  const state: QuestionnaireState =
    enrolment.questionnaireAnswered === true
      ? "compilato"
      : enrolment.questionnaireAnswered === null
        ? "chiuso"
        : !takesSeat(enrolment.status)
          ? "escluso"
          : opensAt > at
            ? "in_attesa"
            : "aperto";
  return { state, opensAt: opensAt.toISOString() };
}

async function findByToken(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ enrolment: enrolments, edition: courseEditions, courseTitle: courses.title })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .innerJoin(enrolmentAccessTokens, eq(enrolmentAccessTokens.enrolmentId, enrolments.id))
    .where(eq(enrolmentAccessTokens.hash, hashToken(token)));
  return row ?? null;
}

/** Null when `token` opens nothing. */
export async function participantQuestionnaire(db: Db, token: string) {
  const found = await findByToken(db, token);
  if (!found) return null;
  const { state, opensAt } = await questionnaireStateOf(db, found.enrolment, found.edition);
  return {
    course: found.courseTitle,
    edition: { startDate: found.edition.startDate, endDate: found.edition.endDate },
    state,
    opensAt,
    required: found.edition.questionnaireRequired,
    questions:
      state === "aperto" ? askedQuestions(questionsOf(found.edition.questionnaireQuestions)) : [],
  };
}

export type SubmitOutcome =
  | { outcome: "stored" }
  | { outcome: "invalid"; errors: Record<string, string>; values: AnswerValues }
  | { outcome: "refused"; state: QuestionnaireState };

/**
 * Stores an answer to the questionnaire, once. One transaction sets the
 * enrolment's flag (no date: `updated_at` is left alone) and inserts the
 * response, then rewrites the edition's responses in random order: they all
 * share this transaction's id and their physical order says nothing, so
 * neither `xmin` nor `ctid` points at the newest one. The edition's row lock
 * serialises answers of one edition; the enrolment's makes a double submit
 * store one. Null when the link opens nothing.
 */
export async function submitQuestionnaire(
  db: Db,
  token: string,
  form: FormData,
): Promise<SubmitOutcome | null> {
  const found = await findByToken(db, token);
  if (!found) return null;
  const { state } = await questionnaireStateOf(db, found.enrolment, found.edition);
  if (state !== "aperto") return { outcome: "refused", state };
  const read = readAnswers(questionsOf(found.edition.questionnaireQuestions), form);
  if (!read.ok) return { outcome: "invalid", errors: read.errors, values: read.values };
  const editionId = found.edition.id;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: courseEditions.id })
      .from(courseEditions)
      .where(eq(courseEditions.id, editionId))
      .for("no key update");
    const [flagged] = await tx
      .update(enrolments)
      .set({ questionnaireAnswered: true })
      .where(
        and(eq(enrolments.id, found.enrolment.id), eq(enrolments.questionnaireAnswered, false)),
      )
      .returning({ id: enrolments.id });
    if (!flagged) return { outcome: "refused" as const, state: "compilato" as const };
    await tx.insert(questionnaireResponses).values({
      editionId,
      answeredOn: isoDateInRome(now()),
      answers: read.answers,
    });
    await tx.execute(sql`
      with gone as (
        delete from ${questionnaireResponses}
        where ${questionnaireResponses.editionId} = ${editionId}
        returning id, edition_id, answered_on, answers
      )
      insert into ${questionnaireResponses} (id, edition_id, answered_on, answers)
      select id, edition_id, answered_on, answers from gone order by random()`);
    return { outcome: "stored" as const };
  });
}

/**
 * Whether the attestato of this enrolment waits for the questionnaire: the
 * edition requires it and the participant has not answered (a flag past its
 * retention period, null, no longer holds anything back).
 */
export async function certificateAwaitsQuestionnaire(
  db: Db,
  enrolmentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      required: courseEditions.questionnaireRequired,
      answered: enrolments.questionnaireAnswered,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .where(eq(enrolments.id, enrolmentId));
  return Boolean(row?.required) && row?.answered === false;
}

export type { QuestionnaireQuestion };

/**
 * The retention of the questionnaire's traces on enrolments (decision 066):
 * for editions whose last day is before `cutoffDay` (yyyy-mm-dd), whether the
 * person answered and when they were invited are forgotten (null: the
 * questionnaire is closed and no longer holds the attestato back). The
 * anonymous answers stay. Returns how many enrolments were cleared.
 */
export async function forgetQuestionnaireFlags(db: Db, cutoffDay: string): Promise<number> {
  const cleared = await db
    .update(enrolments)
    .set({ questionnaireAnswered: null, questionnaireInvitedAt: null })
    .where(
      and(
        sql`(${enrolments.questionnaireAnswered} is not null or ${enrolments.questionnaireInvitedAt} is not null)`,
        sql`${enrolments.editionId} in (select ${courseEditions.id} from ${courseEditions}
          where coalesce(${courseEditions.endDate}, ${courseEditions.startDate}) < ${cutoffDay})`,
      ),
    )
    .returning({ id: enrolments.id });
  return cleared.length;
}
