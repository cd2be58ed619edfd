// What the two enrolment forms (CEDILS at /iscrizione-cedils, a course edition
// at /corsi/{slug}/iscrizione) and their pages show alike (decision 043, 049).
// Browser-safe: the forms live in islands.
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { PrivacyField, PublicForm } from "~/ui/forms/public-form";
import { usePublicForm } from "~/ui/forms/use-public-form";
import type { FormFailed, FormResult } from "~/platform/forms/form-result";

/** The payment file's types (spec §5), as the file inputs accept them. */
export const RECEIPT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,.heif";

/**
 * Spec §8 (our server instead of the hosting provider): the status when there
 * is one, the generic message when the request got no answer (status 0).
 */
export function failureMessage(httpStatus: number): string {
  return httpStatus > 0
    ? `Invio fallito. Il server ha risposto con stato: ${httpStatus}`
    : "Si è verificato un errore durante l'invio.";
}

/** What an enrolment form says when its submission was not stored (spec §8). */
function FailedSubmission({ failed }: { failed: FormFailed }) {
  return (
    <>
      <p className="font-semibold">{failureMessage(failed.httpStatus)}</p>
      {failed.message ? <p className="mt-1">{failed.message}</p> : null}
    </>
  );
}

export function useEnrolmentForm<Result extends FormResult>(
  result: Result | undefined,
  action: string,
  island: string,
) {
  return usePublicForm(result, { id: "modulo-iscrizione", action, island });
}

/**
 * An enrolment form: multipart for the payment file, `formName` as in the
 * original forms, its failure told as spec §8 says.
 */
export function EnrolmentPublicForm<Result extends FormResult>({
  form,
  formName,
  success,
  children,
}: Pick<Parameters<typeof PublicForm<Result>>[0], "success" | "children"> & {
  form: Parameters<typeof PublicForm<Result>>[0]["form"] & {
    checkbox: (name: "privacy") => { name: string; defaultChecked: boolean; error?: string };
  };
  formName: string;
}) {
  return (
    <PublicForm
      form={form}
      labelledBy="modulo-iscrizione-titolo"
      encType="multipart/form-data"
      footerClassName="mt-4 space-y-4"
      submitLabel="Invia iscrizione"
      success={success}
      failed={(failed) => <FailedSubmission failed={failed} />}
    >
      <input type="hidden" name="form-name" value={formName} />
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {children}
        <PrivacyField
          {...form.checkbox("privacy")}
          purpose="per l'iscrizione al corso"
          className="sm:col-span-2"
        />
      </div>
    </PublicForm>
  );
}

/** The reference just given, to keep; `children` follows it in the same paragraph. */
export function ReferenceNote({
  reference,
  children,
}: {
  reference: string;
  children?: ReactNode;
}) {
  return (
    <p className="mt-1">
      Il tuo numero di riferimento è <strong data-testid="riferimento">{reference}</strong>:
      conservalo e indicalo in ogni comunicazione con la segreteria.
      {children}
    </p>
  );
}

/** The school's bank details (site settings) with the payment reason(s) to write. */
export function BankDetails({
  bank,
  reasons,
  amounts,
}: {
  bank: { beneficiary: string; bank: string; iban: string };
  /** The «Causale» values: one or more <dd>. */
  reasons: ReactNode;
  /** The «Importo» values (decision 058): one or more <dd>, none when there is no price. */
  amounts?: ReactNode;
}) {
  return (
    <dl className="mt-3 space-y-3 text-slate-800">
      {amounts ? (
        <div>
          <dt className="text-sm font-semibold text-slate-700">Importo</dt>
          {amounts}
        </div>
      ) : null}
      <div>
        <dt className="text-sm font-semibold text-slate-700">Beneficiario</dt>
        <dd>{bank.beneficiary}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-700">Banca</dt>
        <dd>{bank.bank}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-700">IBAN</dt>
        <dd className="font-mono break-all" data-testid="iban">
          {bank.iban}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-700">Causale</dt>
        {reasons}
      </div>
    </dl>
  );
}

export function EnrolmentBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8">
      <a
        href={href}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {children}
      </a>
    </div>
  );
}
