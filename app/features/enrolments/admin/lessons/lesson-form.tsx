import { Form } from "react-router";
import { FieldRow, TextField } from "~/ui/forms/field";
import { fieldProps } from "~/ui/forms/form-fields";
import { Button, CANCEL_LINK } from "~/ui/staff/staff-ui";
import type { LessonFormValues } from "~/features/enrolments/lessons/lesson-schemas";

/**
 * A lesson's form, to add one or change one (`lesson` names it and the
 * SEQUENCE it was shown with, so a change made meanwhile is refused). Day and
 * times are Rome's wall clock; a plain POST form, so it works without script.
 */
export function LessonForm({
  values,
  errors,
  lesson,
  busy,
  cancelHref,
}: {
  values: LessonFormValues;
  errors: Partial<Record<string, string>>;
  lesson?: { id: string; sequence: number };
  busy: boolean;
  cancelHref: string;
}) {
  const { field } = fieldProps(values, errors);
  return (
    <Form method="post" noValidate className="mt-4" id="modulo-lezione">
      {lesson ? (
        <>
          <input type="hidden" name="lessonId" value={lesson.id} />
          <input type="hidden" name="sequence" value={lesson.sequence} />
        </>
      ) : null}
      <FieldRow>
        <TextField type="date" label="Giorno" {...field("date")} required />
        <TextField
          label="Argomento (facoltativo)"
          {...field("title")}
          autoComplete="off"
          maxLength={200}
        />
        <TextField
          type="time"
          label="Ora di inizio (ora italiana)"
          hint="Formato hh:mm."
          {...field("start")}
          required
        />
        <TextField
          type="time"
          label="Ora di fine (ora italiana)"
          hint="Formato hh:mm, lo stesso giorno."
          {...field("end")}
          required
        />
        <TextField
          label="Luogo"
          hint="Ad esempio: Sede di Potenza, aula 2. Vuoto per una lezione solo online."
          {...field("place")}
          autoComplete="off"
          maxLength={200}
        />
        <TextField
          type="url"
          label="Link per seguirla online (facoltativo)"
          hint="https://…: lo vedono solo gli iscritti con un posto, mai la pagina pubblica."
          {...field("onlineUrl")}
          autoComplete="off"
          maxLength={500}
        />
      </FieldRow>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button
          tone="primary"
          name="intent"
          value={lesson ? "modifica" : "aggiungi"}
          disabled={busy}
        >
          {lesson ? "Salva la lezione" : "Aggiungi la lezione"}
        </Button>
        {lesson ? (
          <a href={cancelHref} className={CANCEL_LINK}>
            Annulla la modifica
          </a>
        ) : null}
      </div>
    </Form>
  );
}
