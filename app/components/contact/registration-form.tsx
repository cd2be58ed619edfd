import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  HoneypotField,
  RadioGroupField,
  SelectField,
  TextField,
} from "~/components/forms/field";
import { FileField } from "~/components/forms/file-field";
import { FormStatus, SubmitButton } from "~/components/forms/form-status";
import { ANILS_CHOICES, LAUREA_TYPES, SCHOOL_TYPES, type FieldErrors } from "~/lib/form-options";

export const REGISTRATION_SUCCESS =
  "Grazie per la tua iscrizione! I dati sono stati inviati correttamente...";
export const RECEIPT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,.heif";

export type RegistrationActionData =
  | { status: "success"; submission: string; reference?: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; httpStatus: number; detail?: string; values: Record<string, string> };

/** Spec §8 (our server instead of the hosting provider). */
export function failureMessage(httpStatus: number): string {
  return `Invio fallito. Il server ha risposto con stato: ${httpStatus}`;
}

/**
 * The CEDILS registration form (spec §3, §5). multipart/form-data with the
 * receipt; hidden form-name and honeypot as in the original form.
 */
export function RegistrationForm({ result }: { result?: RegistrationActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/iscrizione-cedils";
  const formRef = useRef<HTMLFormElement>(null);
  // Spec §4: the previous outcome is cleared at each new submit.
  const shown = busy ? undefined : result;
  const values = shown && shown.status !== "success" ? shown.values : {};
  const errors = shown?.status === "invalid" ? shown.errors : {};

  useEffect(() => {
    if (result?.status === "invalid") {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  }, [result]);

  return (
    <Form
      ref={formRef}
      method="post"
      action="/iscrizione-cedils"
      encType="multipart/form-data"
      key={result?.status === "success" ? result.submission : "modulo-iscrizione"}
      noValidate
      aria-labelledby="modulo-iscrizione-titolo"
    >
      <input type="hidden" name="form-name" value="cedils-registration" />
      <HoneypotField />
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label="Nome e Cognome *"
          name="fullName"
          autoComplete="name"
          required
          maxLength={120}
          defaultValue={values.fullName}
          error={errors.fullName}
        />
        <TextField
          label="Codice Fiscale *"
          name="fiscalCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={20}
          defaultValue={values.fiscalCode}
          error={errors.fiscalCode}
        />
        <TextField
          label="Email *"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          label="Telefono *"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={values.phone}
          error={errors.phone}
        />
        <TextField
          label="Indirizzo (Via, Numero Civico, CAP) *"
          name="address"
          autoComplete="address-line1"
          required
          defaultValue={values.address}
          error={errors.address}
        />
        <TextField
          label="Città *"
          name="city"
          autoComplete="address-level2"
          required
          defaultValue={values.city}
          error={errors.city}
        />
        <TextField
          label="Materia di insegnamento"
          name="subject"
          hint="Facoltativo."
          defaultValue={values.subject}
          error={errors.subject}
        />
        <SelectField
          label="Tipo di scuola *"
          name="schoolType"
          required
          placeholder="Seleziona un'opzione"
          options={SCHOOL_TYPES}
          defaultValue={values.schoolType ?? ""}
          error={errors.schoolType}
        />
        <SelectField
          label="Tipo di laurea *"
          name="laureaType"
          required
          placeholder="Seleziona un'opzione"
          options={LAUREA_TYPES}
          defaultValue={values.laureaType ?? ""}
          error={errors.laureaType}
        />
        <TextField
          label="Laurea in *"
          name="laureaIn"
          required
          hint="Ad esempio: Lingue e letterature straniere."
          defaultValue={values.laureaIn}
          error={errors.laureaIn}
        />
        <RadioGroupField
          label="Socio ANILS *"
          name="isAnilsMember"
          options={ANILS_CHOICES}
          required
          defaultValue={values.isAnilsMember}
          error={errors.isAnilsMember}
          className="sm:col-span-2"
        />
        <FileField
          label="Ricevuta di pagamento *"
          name="paymentReceipt"
          accept={RECEIPT_ACCEPT}
          required
          hint="PDF, JPG, PNG, HEIC o HEIF, al massimo 10 MB: la ricevuta del bonifico o il buono della Carta del Docente."
          error={errors.paymentReceipt}
          className="sm:col-span-2"
        />
        <CheckboxField
          name="privacy"
          required
          defaultChecked={values.privacy === "on"}
          error={errors.privacy}
          className="sm:col-span-2"
          label={
            <>
              Ho letto l'
              <Link
                to="/privacy-policy"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                informativa sulla privacy
              </Link>{" "}
              e acconsento al trattamento dei miei dati per l'iscrizione al corso.
            </>
          }
        />
      </div>
      <div className="mt-4 space-y-4">
        <FormStatus tone={shown ? (shown.status === "success" ? "success" : "error") : undefined}>
          {shown?.status === "success" ? (
            <>
              <p className="font-semibold">{REGISTRATION_SUCCESS}</p>
              {shown.reference ? (
                <p className="mt-1">
                  Il tuo numero di riferimento è{" "}
                  <strong data-testid="riferimento">{shown.reference}</strong>: conservalo e
                  indicalo in ogni comunicazione con la segreteria. Ti abbiamo inviato il riepilogo
                  per email.
                </p>
              ) : null}
            </>
          ) : shown?.status === "invalid" ? (
            "Alcuni campi non sono corretti: controlla i messaggi accanto ai campi."
          ) : shown?.status === "failed" ? (
            <>
              <p className="font-semibold">{failureMessage(shown.httpStatus)}</p>
              {shown.detail ? <p className="mt-1">{shown.detail}</p> : null}
            </>
          ) : null}
        </FormStatus>
        <SubmitButton busy={busy}>Invia iscrizione</SubmitButton>
      </div>
    </Form>
  );
}
