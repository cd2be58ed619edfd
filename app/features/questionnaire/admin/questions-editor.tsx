// The staff editor of an edition's questions (decision 066). Plain fields, so
// it works before (or without) the page's script.
import { Form } from "react-router";
import type { ReactNode } from "react";
import { FieldError, fieldControl, SelectOptions } from "~/ui/forms/field";
import { Button, Panel } from "~/ui/staff/staff-ui";
import {
  QUESTION_KIND_LABELS,
  type QuestionnaireQuestion,
} from "~/features/questionnaire/questions";

const INPUT = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2";
const LABEL = "font-semibold text-slate-900";

/** A label, the plain control it names (given its class and wiring), and the error slot. */
function PlainField({
  name,
  label,
  labelClassName = LABEL,
  error,
  control,
}: {
  name: string;
  label: ReactNode;
  labelClassName?: string;
  error?: string;
  control: (wiring: { className: string } & ReturnType<typeof fieldControl>) => ReactNode;
}) {
  const wiring = fieldControl({ name, error });
  return (
    <>
      <label htmlFor={wiring.id} className={labelClassName}>
        {label}
      </label>
      {control({ className: INPUT, ...wiring })}
      <FieldError name={name} error={error} />
    </>
  );
}

function QuestionRow(props: {
  q: QuestionnaireQuestion;
  i: number;
  position: number;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
}) {
  const { q, i } = props;
  const [text, position] = [`text_${i}`, `position_${i}`];
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_7rem]">
      <div>
        <PlainField
          name={text}
          label={
            <>
              Domanda {props.position} ({QUESTION_KIND_LABELS[q.kind].toLowerCase()})
            </>
          }
          error={props.errors[text]}
          control={(wiring) => (
            <input name={text} defaultValue={props.values[text] ?? q.text} {...wiring} />
          )}
        />
      </div>
      <div>
        <PlainField
          name={position}
          label="Posizione"
          error={props.errors[position]}
          control={(wiring) => (
            <input
              name={position}
              type="number"
              min={1}
              max={99}
              inputMode="numeric"
              defaultValue={props.values[position] ?? String(props.position)}
              {...wiring}
            />
          )}
        />
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
          <PlainField
            name="new_text"
            label="Testo"
            labelClassName={`mt-2 block ${LABEL}`}
            error={props.errors.new_text}
            control={(wiring) => (
              <input name="new_text" defaultValue={props.values.new_text ?? ""} {...wiring} />
            )}
          />
          <PlainField
            name="new_kind"
            label="Tipo"
            labelClassName={`mt-3 block ${LABEL}`}
            error={props.errors.new_kind}
            control={(wiring) => (
              <select name="new_kind" defaultValue={props.values.new_kind ?? "scala"} {...wiring}>
                <SelectOptions
                  options={Object.entries(QUESTION_KIND_LABELS).map(([value, label]) => ({
                    value,
                    label,
                  }))}
                />
              </select>
            )}
          />
        </fieldset>
        <Button tone="primary">Salva le domande</Button>
      </Form>
    </Panel>
  );
}
