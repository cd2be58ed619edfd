// The staff editor of an edition's questions (decision 066): one form, every
// question's wording, position and 'Rimuovi', and a new question at the end.
// Plain fields, so it works before (or without) the page's script.
import { Form } from "react-router";
import { FieldError, fieldControl } from "~/ui/forms/field";
import { Button, Panel } from "~/ui/staff/staff-ui";
import {
  QUESTION_KIND_LABELS,
  type QuestionnaireQuestion,
} from "~/features/questionnaire/questions";

const INPUT = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2";

function QuestionRow(props: {
  q: QuestionnaireQuestion;
  i: number;
  position: number;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}) {
  const { q, i } = props;
  const text = fieldControl({ name: `text_${i}`, error: props.errors[`text_${i}`] });
  const position = fieldControl({ name: `position_${i}`, error: props.errors[`position_${i}`] });
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_7rem]">
      <div>
        <label htmlFor={text.id} className="font-semibold text-slate-900">
          Domanda {props.position} ({QUESTION_KIND_LABELS[q.kind].toLowerCase()})
        </label>
        <input
          name={`text_${i}`}
          defaultValue={props.values[`text_${i}`] ?? q.text}
          className={INPUT}
          {...text}
        />
        <FieldError name={`text_${i}`} error={props.errors[`text_${i}`]} />
      </div>
      <div>
        <label htmlFor={position.id} className="font-semibold text-slate-900">
          Posizione
        </label>
        <input
          name={`position_${i}`}
          type="number"
          min={1}
          max={99}
          inputMode="numeric"
          defaultValue={props.values[`position_${i}`] ?? String(props.position)}
          className={INPUT}
          {...position}
        />
        <FieldError name={`position_${i}`} error={props.errors[`position_${i}`]} />
      </div>
      <label className="flex items-center gap-3 text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          name={`remove_${i}`}
          defaultChecked={props.values[`remove_${i}`] === "on"}
          className="h-5 w-5 accent-brand-700"
        />
        Rimuovi questa domanda (le risposte già date restano nei risultati)
      </label>
    </li>
  );
}

export function QuestionsEditor(props: {
  questions: QuestionnaireQuestion[];
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  hasAnswers: boolean;
}) {
  const newText = fieldControl({ name: "new_text", error: props.errors.new_text });
  const newKind = fieldControl({ name: "new_kind", error: props.errors.new_kind });
  let shown = 0;
  return (
    <Panel title="Domande" id="domande">
      <p className="mt-2 text-slate-700">
        {props.hasAnswers
          ? "Ci sono già risposte: una domanda riformulata diventa una domanda nuova e quella di prima resta nei risultati con le sue risposte."
          : "Le domande si possono riformulare, riordinare, rimuovere e aggiungere."}
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="domande" />
        <input type="hidden" name="ids" value={props.questions.map((q) => q.id).join(",")} />
        <ol className="space-y-3">
          {props.questions.map((q, i) =>
            q.hidden ? null : (
              <QuestionRow
                key={q.id}
                q={q}
                i={i}
                position={++shown}
                values={props.values}
                errors={props.errors}
              />
            ),
          )}
        </ol>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Nuova domanda (facoltativa)</legend>
          <label htmlFor={newText.id} className="mt-2 block font-semibold text-slate-900">
            Testo
          </label>
          <input
            name="new_text"
            defaultValue={props.values.new_text ?? ""}
            className={INPUT}
            {...newText}
          />
          <FieldError name="new_text" error={props.errors.new_text} />
          <label htmlFor={newKind.id} className="mt-3 block font-semibold text-slate-900">
            Tipo
          </label>
          <select
            name="new_kind"
            defaultValue={props.values.new_kind ?? "scala"}
            className={INPUT}
            {...newKind}
          >
            {Object.entries(QUESTION_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError name="new_kind" error={props.errors.new_kind} />
        </fieldset>
        <Button tone="primary">Salva le domande</Button>
      </Form>
    </Panel>
  );
}
