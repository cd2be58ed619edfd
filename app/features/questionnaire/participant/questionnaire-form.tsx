// The questionnaire's form on the participant's side (decision 066): radio
// groups in fieldsets with legends, errors beside each question, no script.
import { formatDateTimeIt } from "~/platform/format-date";
import { editionDatesText } from "~/features/enrolments/public-api";
import {
  MAX_COMMENT_LENGTH,
  SCALE,
  SCALE_ENDS,
  fieldName,
  type AnswerValues,
  type QuestionnaireQuestion,
} from "~/features/questionnaire/questions";
import type { QuestionnaireState } from "~/features/questionnaire/questionnaire.server";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-2 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

function ScaleQuestion(props: { q: QuestionnaireQuestion; value?: string; error?: string }) {
  const name = fieldName(props.q);
  const errorId = `${name}-errore`;
  return (
    <fieldset
      className="rounded-2xl border border-slate-200 bg-white p-4"
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">{props.q.text}</legend>
      <p className="text-sm text-slate-700">
        1 = {SCALE_ENDS.low}, 5 = {SCALE_ENDS.high}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {SCALE.map((n) => (
          <label
            key={n}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={String(n)}
              defaultChecked={props.value === String(n)}
              required
              className="h-5 w-5"
            />
            {n}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={props.error} />
    </fieldset>
  );
}

function TextQuestion(props: { q: QuestionnaireQuestion; value?: string; error?: string }) {
  const name = fieldName(props.q);
  const errorId = `${name}-errore`;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <label htmlFor={name} className="text-lg font-semibold text-slate-900">
        {props.q.text} <span className="font-normal">(facoltativo)</span>
      </label>
      <textarea
        id={name}
        name={name}
        rows={5}
        maxLength={MAX_COMMENT_LENGTH}
        defaultValue={props.value ?? ""}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className="mt-2 block w-full rounded-lg border border-slate-400 p-3"
      />
      <ErrorText id={errorId} error={props.error} />
    </div>
  );
}

export type QuestionnaireView = {
  course: string;
  edition: { startDate: string; endDate: string | null };
  state: QuestionnaireState;
  opensAt: string;
  required: boolean;
  questions: QuestionnaireQuestion[];
};

const STATE_TEXT: Record<Exclude<QuestionnaireState, "aperto" | "in_attesa">, string> = {
  compilato: "Hai già compilato il questionario: grazie per le tue risposte.",
  chiuso: "Il questionario di questa edizione è chiuso.",
  escluso: "Il questionario è per chi ha partecipato al corso con un posto assegnato.",
};

export function QuestionnaireScreen(props: {
  view: QuestionnaireView;
  backTo: string;
  errors: Record<string, string>;
  values: AnswerValues;
  problem?: string;
}) {
  const { view } = props;
  const hasErrors = Object.keys(props.errors).length > 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Questionario di gradimento</h1>
        <p className="mt-2 text-lg text-slate-700">
          {view.course}, {editionDatesText(view.edition.startDate, view.edition.endDate)}
        </p>
      </div>
      {view.state === "aperto" ? (
        <>
          <p className="text-slate-800">
            Il questionario è anonimo: le risposte sono conservate senza il tuo nome né alcun
            collegamento alla tua iscrizione; ricordiamo solo che l&apos;hai compilato, per non
            chiedertelo di nuovo. Si compila una sola volta.
            {view.required ? " Serve per scaricare l'attestato." : ""}
          </p>
          <div role="alert">
            {hasErrors ? (
              <p className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-900">
                Alcune risposte mancano o non vanno bene: le trovi segnalate sotto ogni domanda.
              </p>
            ) : props.problem ? (
              <p className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-900">
                {props.problem}
              </p>
            ) : null}
          </div>
          <form method="post" noValidate className="space-y-4">
            {view.questions.map((q) =>
              q.kind === "scala" ? (
                <ScaleQuestion
                  key={q.id}
                  q={q}
                  value={props.values[fieldName(q)]}
                  error={props.errors[fieldName(q)]}
                />
              ) : (
                <TextQuestion
                  key={q.id}
                  q={q}
                  value={props.values[fieldName(q)]}
                  error={props.errors[fieldName(q)]}
                />
              ),
            )}
            <button type="submit" className={BUTTON}>
              Invia le risposte
            </button>
          </form>
        </>
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-lg text-slate-800">
          {view.state === "in_attesa"
            ? `Il questionario si apre alla fine dell'ultima lezione, il ${formatDateTimeIt(view.opensAt)}.`
            : (props.problem ?? STATE_TEXT[view.state])}
        </p>
      )}
      <p>
        <a href={props.backTo} className="font-semibold text-brand-700 underline">
          Torna alla pagina della tua iscrizione
        </a>
      </p>
    </div>
  );
}
