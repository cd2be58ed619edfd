import { Award, FileDown } from "lucide-react";
import { Link } from "react-router";
import {
  CERTIFICATE_FORM,
  type RunParticipant,
} from "~/features/enrolments/admin/edition-run/edition-run-forms";
import { Button } from "~/ui/staff/staff-ui";

type Props = {
  participant: Pick<RunParticipant, "id" | "fullName" | "certificate">;
  eligible: boolean;
  here: string;
  busy: boolean;
};

/** A participant's attestato (its code, PDF and revocation), or the button that issues it. */
export function CertificateCell({ participant: p, eligible, here, busy }: Props) {
  if (p.certificate) {
    const { code, revokedAt, id } = p.certificate;
    return (
      <div className="text-sm text-slate-800">
        <p>
          Attestato{" "}
          <a href={`/attestati/${code}`} className="font-semibold text-brand-700 underline">
            {code}
          </a>
          {revokedAt ? <span className="ml-2 font-semibold text-red-800">Revocato</span> : null}
        </p>
        {revokedAt ? null : (
          <p className="mt-1 flex flex-wrap gap-3">
            <a
              href={`/attestati/${code}/pdf`}
              download
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              PDF<span className="sr-only"> dell'attestato di {p.fullName}</span>
            </a>
            <Link
              to={`${here}?revoca=${id}#revoca`}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
            >
              Revoca<span className="sr-only"> l'attestato di {p.fullName}</span>
            </Link>
          </p>
        )}
      </div>
    );
  }
  if (!eligible) return null;
  return (
    <Button
      form={CERTIFICATE_FORM}
      name="enrolmentId"
      value={p.id}
      disabled={busy}
      aria-label={`Rilascia l'attestato a ${p.fullName}`}
    >
      <Award aria-hidden="true" className="size-4" />
      Rilascia l'attestato
    </Button>
  );
}
