import { Upload } from "lucide-react";
import { Form } from "react-router";
import { minutesLabel } from "~/features/enrolments/attendance-rules";
import type { ReportPreview } from "~/features/enrolments/admin/register/register-form";
import { Button } from "~/ui/staff/staff-ui";

/** The columns staff may choose in the mapping form, with their Italian names. */
const ROLE_LABELS = [
  ["email", "E-mail (obbligatoria)"],
  ["name", "Nome e cognome"],
  ["firstName", "Nome"],
  ["lastName", "Cognome"],
  ["join", "Ora di ingresso"],
  ["leave", "Ora di uscita"],
  ["duration", "Durata"],
] as const;

export type ReportMapping = { lessonId: string; headers: string[]; text: string; message: string };

/** The upload of a meeting's attendance report for the lesson shown (multipart, no script). */
export function ReportUpload({
  lessonId,
  busy,
  error,
}: {
  lessonId: string;
  busy: boolean;
  error?: string;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="lessonId" value={lessonId} />
      <h2 className="text-lg font-bold text-slate-900">Importa il report della riunione online</h2>
      <p className="mt-1 text-sm text-slate-700">
        Il file CSV delle presenze di Zoom, Google Meet o Microsoft Teams: le persone si riconoscono
        dall'e-mail; conta solo il tempo dentro l'orario della lezione. Prima di salvare vedi il
        risultato.
      </p>
      <label htmlFor="report" className="mt-3 block font-medium text-slate-800">
        File del report (CSV)
      </label>
      <input
        id="report"
        name="report"
        type="file"
        accept=".csv,text/csv,text/plain"
        required
        aria-describedby={error ? "report-errore" : undefined}
        className="mt-1 block w-full max-w-full text-base"
      />
      {error ? (
        <p id="report-errore" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button className="mt-3" disabled={busy}>
        <Upload aria-hidden="true" className="size-4" />
        Leggi il report
      </Button>
    </Form>
  );
}

/** When the headers are unknown: which column holds what; the file's text rides along. */
export function ReportMappingForm({ mapping, busy }: { mapping: ReportMapping; busy: boolean }) {
  return (
    <Form method="post" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="lessonId" value={mapping.lessonId} />
      <input type="hidden" name="mappatura" value="1" />
      <input type="hidden" name="testo" value={mapping.text} />
      <h2 className="text-lg font-bold text-slate-900">Scegli le colonne del report</h2>
      <p className="mt-1 text-slate-800">{mapping.message}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {ROLE_LABELS.map(([role, label]) => (
          <div key={role}>
            <label htmlFor={`colonna-${role}`} className="block font-medium text-slate-800">
              {label}
            </label>
            <select
              id={`colonna-${role}`}
              name={`colonna-${role}`}
              required={role === "email"}
              defaultValue=""
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              <option value="">Nessuna</option>
              {mapping.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || `Colonna ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <Button className="mt-3" disabled={busy}>
        Leggi il report con queste colonne
      </Button>
    </Form>
  );
}

/** The preview's words above the register: how many were found, and who matched nobody. */
export function ReportSummary({ preview, found }: { preview: ReportPreview; found: number }) {
  return (
    <section
      aria-labelledby="anteprima-titolo"
      className="mt-4 rounded-xl border border-brand-700 bg-white p-4"
    >
      <h2 id="anteprima-titolo" className="text-lg font-bold text-slate-900">
        Anteprima dal report: niente è ancora salvato
      </h2>
      <p className="mt-1 text-slate-800">
        {found === 1 ? "1 partecipante trovato" : `${found} partecipanti trovati`} per e-mail; gli
        altri risultano assenti. Controlla qui sotto e salva.
        {preview.skipped > 0
          ? ` ${preview.skipped === 1 ? "1 riga senza e-mail valida è stata ignorata" : `${preview.skipped} righe senza e-mail valida sono state ignorate`}.`
          : ""}
      </p>
      {preview.unmatched.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold text-slate-900">
            Nel report ma non tra i partecipanti ({preview.unmatched.length})
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words text-slate-800">
            {preview.unmatched.map((u) => (
              <li key={u.email}>
                {u.name ? `${u.name}, ` : ""}
                {u.email}: {minutesLabel(u.minutes)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
