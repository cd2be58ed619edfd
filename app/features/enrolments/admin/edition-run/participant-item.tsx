import { FileDown } from "lucide-react";
import { Link } from "react-router";
import { CertificateCell } from "~/features/enrolments/admin/edition-run/certificate-cell";
import {
  earnsCertificate,
  HOURS_FORM,
  HOURS_PREFIX,
  MAX_HOURS,
  SHOWN_HOURS_PREFIX,
  SHOWN_PREFIX,
  STATUS_FORM,
  type RunParticipant,
} from "~/features/enrolments/admin/edition-run/edition-run-forms";
import { ENROLMENT_STATUS_LABELS } from "~/features/enrolments/participant-status";
import { minutesLabel } from "~/features/enrolments/attendance-rules";
import type { FieldErrors } from "~/platform/forms/form-options";
import type { FormValues } from "~/platform/forms/form-result";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { FieldError, fieldControl } from "~/ui/forms/field";
import { StatusBadge } from "~/ui/staff/status-badge";

/** What every participant's row gets from the page, besides the participant. */
export type ParticipantRowContext = {
  courseId: string;
  edition: { id: string };
  here: string;
  busy: boolean;
  errors: FieldErrors;
  values: FormValues | undefined;
};

type Props = ParticipantRowContext & { participant: RunParticipant };

export function ParticipantItem({
  participant: p,
  courseId,
  edition,
  here,
  busy,
  errors,
  values,
}: Props) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={`seleziona-${p.id}`}
          className="flex min-w-0 items-center gap-3 text-lg font-semibold wrap-anywhere text-slate-900"
        >
          <input
            type="checkbox"
            id={`seleziona-${p.id}`}
            name="ids"
            value={p.id}
            form={STATUS_FORM}
            className="size-6 shrink-0 accent-brand-700"
          />
          {p.fullName}
        </label>
        <StatusBadge status={p.status} label={ENROLMENT_STATUS_LABELS[p.status]} />
        {p.duplicateFlagged ? (
          <span
            className="rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900"
            title="Stesso codice fiscale di un'iscrizione precedente a questa edizione"
          >
            Doppia iscrizione
          </span>
        ) : null}
        <input type="hidden" name={`${SHOWN_PREFIX}${p.id}`} value={p.status} form={STATUS_FORM} />
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">
        {p.reference} · {p.email} · {p.phone} ·{" "}
        <Link
          to={`/admin/corsi/${courseId}/edizioni/${edition.id}/iscritti/${p.id}`}
          className="font-semibold text-brand-700 underline"
        >
          Dettagli<span className="sr-only"> di {p.fullName}</span>
        </Link>
      </p>
      <p className="mt-1 text-sm break-words text-slate-700">
        Pagamento: {PAYMENT_METHOD_LABELS[p.paymentMethod]}
        {p.amountDue ? ` · ${p.amountDue}` : ""}
        {p.voucherCode ? ` · buono ${p.voucherCode}` : ""}
        {p.orderSchoolName ? ` · ${p.orderSchoolName}` : ""}
        {p.hasProof ? (
          <>
            {" · "}
            <a
              href={`${here}/iscritti/${p.id}/ricevuta`}
              download
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              {p.paymentMethod === "carta_docente" ? "Scarica il buono" : "Scarica la ricevuta"}
              <span className="sr-only"> di {p.fullName}</span>
            </a>
          </>
        ) : null}
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-x-6 gap-y-2">
        {p.registerMinutes !== null ? (
          <p className="text-sm text-slate-800">
            <span className="font-medium">Ore frequentate (dal registro):</span>{" "}
            {minutesLabel(p.registerMinutes)}
          </p>
        ) : (
          <HoursField participant={p} errors={errors} values={values} />
        )}
        <CertificateCell participant={p} eligible={earnsCertificate(p)} here={here} busy={busy} />
        {p.status === "completata" && !p.certificate && p.certificateProblem ? (
          <p className="text-sm text-slate-700">{p.certificateProblem}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The typed hours of an edition without lessons, in the page's hours form. */
function HoursField({
  participant: p,
  errors,
  values,
}: {
  participant: RunParticipant;
  errors: FieldErrors;
  values: FormValues | undefined;
}) {
  const hoursName = `${HOURS_PREFIX}${p.id}`;
  return (
    <div>
      <label
        htmlFor={fieldControl({ name: hoursName }).id}
        className="text-sm font-medium text-slate-800"
      >
        Ore frequentate <span className="sr-only">da {p.fullName}</span>
      </label>
      <input
        type="number"
        name={hoursName}
        form={HOURS_FORM}
        min={0}
        max={MAX_HOURS}
        inputMode="numeric"
        defaultValue={values?.[hoursName] ?? String(p.hoursAttended)}
        {...fieldControl({ name: hoursName, error: errors[hoursName] })}
        className="mt-1 block w-28 rounded-lg border border-slate-400 bg-white px-3 py-2"
      />
      <input
        type="hidden"
        name={`${SHOWN_HOURS_PREFIX}${p.id}`}
        value={String(p.hoursAttended)}
        form={HOURS_FORM}
      />
      <FieldError name={hoursName} error={errors[hoursName]} />
    </div>
  );
}
