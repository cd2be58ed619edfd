/**
 * The lessons screen's forms (decision 060). A success answers a redirect to
 * the screen with a notice (so a reload sends nothing again); a lesson changed
 * meanwhile answers 409 and changes nothing.
 */
import { redirect } from "react-router";
import type { Db } from "~/platform/db/client.server";
import { fieldErrors, formValues } from "~/platform/forms/form-result";
import { formFailed, formInvalid } from "~/platform/forms/forms.server";
import type { Actor } from "~/platform/records/audit.server";
import {
  addLesson,
  cancelLesson,
  changeLesson,
  deleteLesson,
  type LessonChange,
} from "~/features/enrolments/lessons/lessons.server";
import { LessonFormSchema } from "~/features/enrolments/lessons/lesson-schemas";

export type LessonSubmission = {
  db: Db;
  editionId: string;
  form: FormData;
  actor: Actor;
  /** The screen's address, where a success leads back. */
  here: string;
};

/** The notices a success leads to (`?avviso=`), by key. */
export const LESSON_NOTICES = {
  aggiunta: "Lezione aggiunta. La pagina del corso e i calendari la mostrano già.",
  modificata:
    "Lezione modificata. Chi è iscritto riceve un'e-mail se sono cambiati giorno, orario, luogo o link.",
  annullata:
    "Lezione annullata. Chi è iscritto riceve un'e-mail; i calendari la segnano annullata.",
  eliminata: "Lezione eliminata.",
} as const;

const PROBLEMS: Record<Exclude<LessonChange, { ok: true }>["reason"], string> = {
  "not-found": "Questa lezione non esiste più: forse è stata eliminata.",
  stale:
    "Questa lezione è stata cambiata da qualcun altro dopo che hai aperto la pagina: ricarica la pagina e riprova.",
  cancelled: "Questa lezione è annullata: non si può più modificare.",
  attended:
    "Questa lezione ha già presenze registrate: non si può eliminare. Puoi annullarla: resta nel registro.",
};

function target(s: LessonSubmission) {
  const values = formValues(s.form);
  return {
    values,
    change: {
      editionId: s.editionId,
      lessonId: values.lessonId ?? "",
      shownSequence: Number.parseInt(values.sequence ?? "", 10),
      actor: s.actor,
    },
  };
}

function answer(s: LessonSubmission, result: LessonChange, notice: keyof typeof LESSON_NOTICES) {
  if (result.ok) return redirect(`${s.here}?avviso=${notice}`);
  const { values } = target(s);
  return formFailed(result.reason === "not-found" ? 404 : 409, values, PROBLEMS[result.reason]);
}

export async function addLessonIntent(s: LessonSubmission) {
  const values = formValues(s.form);
  const parsed = LessonFormSchema.safeParse(values);
  if (!parsed.success) return formInvalid(fieldErrors(parsed.error), values);
  const added = await addLesson(s.db, {
    editionId: s.editionId,
    values: parsed.data,
    actor: s.actor,
  });
  return added
    ? redirect(`${s.here}?avviso=aggiunta`)
    : formFailed(404, values, "Questa edizione non esiste più.");
}

export async function changeLessonIntent(s: LessonSubmission) {
  const { values, change } = target(s);
  const parsed = LessonFormSchema.safeParse(values);
  if (!parsed.success) return formInvalid(fieldErrors(parsed.error), values);
  return answer(s, await changeLesson(s.db, { ...change, values: parsed.data }), "modificata");
}

export async function cancelLessonIntent(s: LessonSubmission) {
  return answer(s, await cancelLesson(s.db, target(s).change), "annullata");
}

export async function deleteLessonIntent(s: LessonSubmission) {
  return answer(s, await deleteLesson(s.db, target(s).change), "eliminata");
}
