import { Form, Link } from "react-router";
import { minutesLabel } from "~/features/enrolments/attendance-rules";
import { FieldError, fieldControl, fieldId } from "~/ui/forms/field";
import { Button } from "~/ui/staff/staff-ui";

/** The names the register form shares with its action. */
export const STATE_PREFIX = "stato-";
export const MINUTES_PREFIX = "minuti-";

/** What a meeting report gave for one lesson: minutes per enrolment found, the rows matching nobody. */
export type ReportPreview = {
  lessonId: string;
  lessonMinutes: number;
  minutes: Record<string, number>;
  unmatched: Array<{ email: string; name: string; minutes: number }>;
  skipped: number;
};

export type RegisterLesson = {
  id: string;
  label: string;
  minutes: number;
  cancelled: boolean;
};

export type RegisterRow = {
  id: string;
  fullName: string;
  email: string;
  present: boolean | null;
  minutes: number | null;
  source: "manuale" | "import" | null;
};

/** The lesson picker: a GET form, so the chosen lesson is an address staff can keep. */
export function LessonPicker({ lessons, current }: { lessons: RegisterLesson[]; current: string }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow">
        <label htmlFor="lezione" className="block font-medium text-slate-800">
          Lezione
        </label>
        <select
          id="lezione"
          name="lezione"
          defaultValue={current}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          {lessons.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
              {l.cancelled ? " (annullata)" : ""}
            </option>
          ))}
        </select>
      </div>
      <Button>Apri il registro</Button>
    </Form>
  );
}

/**
 * One lesson's register. Present with the minutes left empty counts the whole
 * lesson. With a report's preview, its values are filled in and the save
 * records them as imported.
 */
export function RegisterForm({
  lesson,
  rows,
  preview,
  errors,
  values,
  busy,
}: {
  lesson: RegisterLesson;
  rows: RegisterRow[];
  preview: ReportPreview | null;
  errors: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  busy: boolean;
}) {
  const stateOf = (row: RegisterRow) => {
    const typed = values?.[`${STATE_PREFIX}${row.id}`];
    if (typed) return typed;
    if (preview) return (preview.minutes[row.id] ?? 0) > 0 ? "presente" : "assente";
    return row.present === null ? "" : row.present ? "presente" : "assente";
  };
  const minutesOf = (row: RegisterRow) => {
    const typed = values?.[`${MINUTES_PREFIX}${row.id}`];
    if (typed !== undefined) return typed;
    if (preview) return String(preview.minutes[row.id] ?? 0);
    return row.present && row.minutes !== null ? String(row.minutes) : "";
  };
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="salva" />
      <input type="hidden" name="lessonId" value={lesson.id} />
      <input type="hidden" name="origine" value={preview ? "import" : "manuale"} />
      <ul className="space-y-3" aria-label="Presenze">
        {rows.map((row) => {
          const state = stateOf(row);
          const minutesName = `${MINUTES_PREFIX}${row.id}`;
          return (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <fieldset>
                <legend className="font-semibold break-words text-slate-900">
                  {row.fullName}
                  {row.source === "import" && !preview ? (
                    <span className="ml-2 text-sm font-normal text-slate-700">(dal report)</span>
                  ) : null}
                </legend>
                <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
                  <Choice row={row.id} value="presente" checked={state === "presente"} />
                  <Choice row={row.id} value="assente" checked={state === "assente"} />
                  <div className="col-span-2 sm:ml-4">
                    <label htmlFor={fieldId(minutesName)} className="block text-sm text-slate-800">
                      Minuti di presenza (su {lesson.minutes})
                    </label>
                    <input
                      {...fieldControl({ name: minutesName, error: errors[minutesName] })}
                      name={minutesName}
                      inputMode="numeric"
                      pattern="[0-9]*"
                      defaultValue={minutesOf(row)}
                      placeholder={String(lesson.minutes)}
                      className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 sm:w-32"
                    />
                    <FieldError name={minutesName} error={errors[minutesName]} />
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Se i minuti restano vuoti, chi è presente conta per tutta la lezione (
        {minutesLabel(lesson.minutes)}); i minuti oltre la durata della lezione non contano.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button tone="primary" disabled={busy}>
          {preview ? "Salva le presenze dal report" : "Salva il registro"}
        </Button>
        {preview ? (
          <Link to={`?lezione=${lesson.id}`} className="self-center font-semibold underline">
            Lascia stare il report
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function Choice({ row, value, checked }: { row: string; value: string; checked: boolean }) {
  const id = `${STATE_PREFIX}${row}-${value}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
    >
      <input
        id={id}
        type="radio"
        name={`${STATE_PREFIX}${row}`}
        value={value}
        defaultChecked={checked}
        className="size-5"
      />
      {value === "presente" ? "Presente" : "Assente"}
    </label>
  );
}
