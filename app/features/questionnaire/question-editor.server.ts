/**
 * Staff edit an edition's questionnaire (decision 066): reword, reorder,
 * remove and add questions, and say whether the attestato waits for it.
 * Answers are stored by question id, so a question reworded after answers
 * came in becomes a new question and the old one is kept, hidden: results
 * never mix two wordings. A removed question is hidden, never deleted.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, questionnaireResponses } from "~/platform/db/schema";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { questionsOf, type QuestionnaireQuestion } from "~/features/questionnaire/questions";

export const MAX_QUESTION_LENGTH = 300;

/** The editor's rows as the form sends them: `text_N`, `position_N`, `remove_N` per question, and a new one. */
export type EditorValues = Record<string, string>;

function newQuestionId(): string {
  return randomBytes(6).toString("base64url");
}

async function answeredIds(db: Db, editionId: string): Promise<Set<string>> {
  const rows = await db
    .select({ answers: questionnaireResponses.answers })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.editionId, editionId));
  return new Set(rows.flatMap((r) => Object.keys(r.answers)));
}

type Read =
  | { ok: true; questions: QuestionnaireQuestion[]; reworded: string[] }
  | { ok: false; errors: Record<string, string> };

/** Pure, so the rules are tested alone. */
export function readEditor(
  current: QuestionnaireQuestion[],
  form: EditorValues,
  answered: Set<string>,
): Read {
  const errors: Record<string, string> = {};
  const rows: { question: QuestionnaireQuestion; position: number }[] = [];
  const reworded: string[] = [];
  current.forEach((q, i) => {
    if (q.hidden) {
      rows.push({ question: q, position: 1000 + i });
      return;
    }
    const text = (form[`text_${i}`] ?? q.text).trim();
    const position = Number(form[`position_${i}`] ?? i + 1);
    if (!text) errors[`text_${i}`] = "Scrivi il testo della domanda (o spunta «Rimuovi»).";
    else if (text.length > MAX_QUESTION_LENGTH)
      errors[`text_${i}`] = `Scrivi al massimo ${MAX_QUESTION_LENGTH} caratteri.`;
    if (!Number.isInteger(position) || position < 1 || position > 99)
      errors[`position_${i}`] = "Indica una posizione da 1 a 99.";
    if (form[`remove_${i}`] === "on") {
      rows.push({ question: { ...q, hidden: true }, position: 1000 + i });
    } else if (text !== q.text && answered.has(q.id)) {
      // Answers were given to the old wording: keep it as it was, ask the new one under a new id.
      rows.push({ question: { ...q, hidden: true }, position: 1000 + i });
      rows.push({ question: { ...q, id: newQuestionId(), text }, position });
      reworded.push(q.text);
    } else {
      rows.push({ question: { ...q, text }, position });
    }
  });
  const newText = (form.new_text ?? "").trim();
  if (newText) {
    const kind = form.new_kind === "testo" ? "testo" : form.new_kind === "scala" ? "scala" : null;
    if (!kind) errors.new_kind = "Scegli il tipo di domanda.";
    if (newText.length > MAX_QUESTION_LENGTH)
      errors.new_text = `Scrivi al massimo ${MAX_QUESTION_LENGTH} caratteri.`;
    rows.push({
      question: { id: newQuestionId(), kind: kind ?? "scala", text: newText, hidden: false },
      position: 999,
    });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // A stable sort: equal positions keep the order they had.
  const questions = rows
    .map((r, index) => ({ ...r, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((r) => r.question);
  if (!questions.some((q) => !q.hidden)) {
    return { ok: false, errors: { new_text: "Il questionario deve avere almeno una domanda." } };
  }
  return { ok: true, questions, reworded };
}

/**
 * Saves the editor's form; the edition's row lock keeps two saves (or a save
 * and an answer's reading of the questions) one after the other.
 */
export async function saveQuestions(
  db: Db,
  input: { editionId: string; form: EditorValues; actor: Actor; label: string },
): Promise<
  | { ok: true; reworded: string[] }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; stale: true }
> {
  return db.transaction(async (tx) => {
    const [edition] = await tx
      .select({ stored: courseEditions.questionnaireQuestions })
      .from(courseEditions)
      .where(eq(courseEditions.id, input.editionId))
      .for("update");
    if (!edition) return { ok: false, errors: {} };
    const current = questionsOf(edition.stored);
    // The form's rows are numbered as the page showed them: another save since then renumbers them.
    if (input.form.ids !== current.map((q) => q.id).join(",")) return { ok: false, stale: true };
    const read = readEditor(current, input.form, await answeredIds(tx, input.editionId));
    if (!read.ok) return read;
    await tx
      .update(courseEditions)
      .set({ questionnaireQuestions: read.questions, updatedAt: new Date() })
      .where(eq(courseEditions.id, input.editionId));
    await recordChange(tx, {
      actor: input.actor,
      action: "update",
      entityType: "edition",
      entityId: input.editionId,
      summary: `Questionario dell'edizione ${input.label} modificato`,
    });
    return { ok: true, reworded: read.reworded };
  });
}

/** Whether the edition's attestato waits for the questionnaire; false when the edition is gone. */
export async function setQuestionnaireRequired(
  db: Db,
  input: { editionId: string; required: boolean; actor: Actor; label: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(courseEditions)
      .set({ questionnaireRequired: input.required, updatedAt: new Date() })
      .where(eq(courseEditions.id, input.editionId))
      .returning({ id: courseEditions.id });
    if (!done) return false;
    await recordChange(tx, {
      actor: input.actor,
      action: "update",
      entityType: "edition",
      entityId: input.editionId,
      summary: `Edizione ${input.label}: questionario ${input.required ? "obbligatorio" : "facoltativo"} per scaricare l'attestato`,
    });
    return true;
  });
}
