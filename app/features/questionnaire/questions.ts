/**
 * The satisfaction questionnaire's questions (decision 066). Browser-safe: the
 * staff editor and the participant's form show the same wording the server checks.
 */
import { z } from "zod";
import type { QuestionnaireQuestion } from "~/platform/db/schema";

export type { QuestionnaireQuestion };

export const QUESTION_KIND_LABELS: Record<QuestionnaireQuestion["kind"], string> = {
  scala: "Scala da 1 a 5",
  testo: "Testo libero",
};

/** The words under the ends of a 1–5 scale. */
export const SCALE_ENDS = { low: "per niente soddisfatto", high: "del tutto soddisfatto" } as const;
export const SCALE = [1, 2, 3, 4, 5] as const;

/** An edition without its own questions asks these (the usual ones of a S.O.F.I.A. course). */
export const DEFAULT_QUESTIONS: readonly QuestionnaireQuestion[] = [
  {
    id: "complessivo",
    kind: "scala",
    text: "Soddisfazione complessiva per il corso",
    hidden: false,
  },
  { id: "contenuti", kind: "scala", text: "Qualità dei contenuti", hidden: false },
  { id: "chiarezza", kind: "scala", text: "Chiarezza espositiva del formatore", hidden: false },
  { id: "materiali", kind: "scala", text: "Qualità dei materiali didattici", hidden: false },
  { id: "organizzazione", kind: "scala", text: "Organizzazione del corso", hidden: false },
  {
    id: "utilita",
    kind: "scala",
    text: "Utilità per la tua attività didattica",
    hidden: false,
  },
  { id: "commenti", kind: "testo", text: "Suggerimenti e commenti", hidden: false },
];

/** An edition's questions: its own, or the default set. */
export function questionsOf(stored: QuestionnaireQuestion[] | null): QuestionnaireQuestion[] {
  return stored ?? DEFAULT_QUESTIONS.map((q) => ({ ...q }));
}

export function askedQuestions(questions: QuestionnaireQuestion[]): QuestionnaireQuestion[] {
  return questions.filter((q) => !q.hidden);
}

/** A free text answer's limit: room for a few paragraphs. */
export const MAX_COMMENT_LENGTH = 2000;

export type Answers = Record<string, number | string>;
export type AnswerValues = Record<string, string>;

export const fieldName = (q: QuestionnaireQuestion) => `q_${q.id}`;

const ScaleSchema = z.enum(["1", "2", "3", "4", "5"], { error: "Scegli un valore da 1 a 5." });

const TextSchema = z
  .string()
  .trim()
  .max(MAX_COMMENT_LENGTH, { error: `Scrivi al massimo ${MAX_COMMENT_LENGTH} caratteri.` });

/**
 * Reads a submitted form against the asked questions: every scale is
 * required, a text is optional (an empty one is not stored). Errors are keyed
 * by field name, in Italian; `values` is what was sent, to show it again.
 */
export function readAnswers(
  questions: QuestionnaireQuestion[],
  form: FormData,
):
  | { ok: true; answers: Answers }
  | { ok: false; errors: Record<string, string>; values: AnswerValues } {
  const answers: Answers = {};
  const errors: Record<string, string> = {};
  const values: AnswerValues = {};
  for (const q of askedQuestions(questions)) {
    const name = fieldName(q);
    const raw = form.get(name);
    const sent = typeof raw === "string" ? raw : "";
    values[name] = sent;
    if (q.kind === "scala") {
      const parsed = ScaleSchema.safeParse(sent);
      if (parsed.success) answers[q.id] = Number(parsed.data);
      else errors[name] = parsed.error.issues[0]!.message;
    } else {
      const parsed = TextSchema.safeParse(sent);
      if (!parsed.success) errors[name] = parsed.error.issues[0]!.message;
      else if (parsed.data !== "") answers[q.id] = parsed.data;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors, values } : { ok: true, answers };
}
