/**
 * An edition's questionnaire results for staff (decision 066). Below
 * MIN_ANSWERS_SHOWN answers nothing but the count is shown, so a single
 * answer cannot be read as one known participant's.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, courses, questionnaireResponses } from "~/platform/db/schema";
import { isUuid } from "~/platform/uuid";
import {
  questionsOf,
  type Answers,
  type QuestionnaireQuestion,
} from "~/features/questionnaire/questions";

export const MIN_ANSWERS_SHOWN = 3;

/** The edition of a staff address, with its course; null when the pair does not exist. */
export async function questionnaireEdition(db: Db, courseId: string, editionId: string) {
  if (!isUuid(courseId) || !isUuid(editionId)) return null;
  const [row] = await db
    .select({
      id: courseEditions.id,
      courseId: courseEditions.courseId,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
      stored: courseEditions.questionnaireQuestions,
      required: courseEditions.questionnaireRequired,
      courseTitle: courses.title,
      courseSlug: courses.slug,
    })
    .from(courseEditions)
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(and(eq(courseEditions.id, editionId), eq(courseEditions.courseId, courseId)));
  return row ? { ...row, questions: questionsOf(row.stored) } : null;
}

/** Every answer of an edition, in random order: the order they came in is not kept anywhere. */
export async function editionAnswers(db: Db, editionId: string): Promise<Answers[]> {
  const rows = await db
    .select({ answers: questionnaireResponses.answers })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.editionId, editionId))
    .orderBy(sql`random()`);
  return rows.map((r) => r.answers);
}

export type ScaleResult = {
  question: QuestionnaireQuestion;
  /** How many chose 1, 2, 3, 4, 5. */
  counts: [number, number, number, number, number];
  answered: number;
  /** Rounded to one decimal; null without answers. */
  average: number | null;
};

export type EditionResults = {
  total: number;
  shown: boolean;
  scales: ScaleResult[];
  comments: { question: QuestionnaireQuestion; texts: string[] }[];
};

/**
 * The results of an edition's answers for its questions: a removed question
 * still has its results when it has answers; a question without any is left out.
 */
export function summarise(questions: QuestionnaireQuestion[], answers: Answers[]): EditionResults {
  const total = answers.length;
  if (total < MIN_ANSWERS_SHOWN) return { total, shown: false, scales: [], comments: [] };
  const scales: ScaleResult[] = [];
  const comments: EditionResults["comments"] = [];
  for (const question of questions) {
    const given = answers.map((a) => a[question.id]).filter((v) => v !== undefined);
    if (given.length === 0 && question.hidden) continue;
    if (question.kind === "scala") {
      const counts: ScaleResult["counts"] = [0, 0, 0, 0, 0];
      let sum = 0;
      for (const v of given) {
        if (typeof v === "number" && v >= 1 && v <= 5) {
          counts[v - 1]!++;
          sum += v;
        }
      }
      const answered = counts.reduce((a, b) => a + b, 0);
      const average = answered ? Math.round((sum / answered) * 10) / 10 : null;
      scales.push({ question, counts, answered, average });
    } else {
      comments.push({ question, texts: given.filter((v): v is string => typeof v === "string") });
    }
  }
  return { total, shown: true, scales, comments };
}

/** The CSV's columns: one per question, headed by its wording (a removed one says so). */
export function answerColumns(questions: QuestionnaireQuestion[]) {
  return questions.map(
    (q) =>
      [
        q.hidden ? `${q.text} (domanda rimossa)` : q.text,
        (a: Answers) => (a[q.id] === undefined ? "" : String(a[q.id])),
      ] as const,
  );
}
