import { RadioGroupField, SelectField, TextField } from "~/ui/forms/field";
import { FileField } from "~/ui/forms/file-field";
import { PersonFields } from "~/features/enrolments/person-fields";
import { ANILS_CHOICES, LAUREA_TYPES, SCHOOL_TYPES } from "~/platform/forms/form-options";
import type { FormResult } from "~/platform/forms/form-result";
import {
  EnrolmentPublicForm,
  RECEIPT_ACCEPT,
  ReferenceNote,
  useEnrolmentForm,
} from "~/features/enrolments/enrolment-form-parts";

export const REGISTRATION_SUCCESS =
  "Grazie per la tua iscrizione! I dati sono stati inviati correttamente...";
/**
 * The CEDILS registration form (spec §3, §5). multipart/form-data with the
 * receipt; hidden form-name and honeypot as in the original form.
 */
export function RegistrationForm({
  result,
}: {
  result?: FormResult<{ reference: string; mailed?: boolean }>;
}) {
  const form = useEnrolmentForm(result, "/iscrizione-cedils", "registration-form");
  return (
    <EnrolmentPublicForm
      form={form}
      formName="cedils-registration"
      success={(success) => (
        <>
          <p className="font-semibold">{REGISTRATION_SUCCESS}</p>
          {success.reference ? (
            <ReferenceNote reference={success.reference}>
              {success.mailed ? " Ti abbiamo inviato il riepilogo per email." : null}
            </ReferenceNote>
          ) : null}
        </>
      )}
    >
      <PersonFields
        field={form.field}
        labels={{
          fullName: "Nome e Cognome *",
          fiscalCode: "Codice Fiscale *",
          email: "Email *",
          phone: "Telefono *",
        }}
      />
      <TextField
        label="Indirizzo (Via, Numero Civico, CAP) *"
        {...form.field("address")}
        autoComplete="address-line1"
        required
      />
      <TextField label="Città *" {...form.field("city")} autoComplete="address-level2" required />
      <TextField label="Materia di insegnamento" {...form.field("subject")} hint="Facoltativo." />
      <SelectField
        label="Tipo di scuola *"
        {...form.field("schoolType")}
        required
        options={SCHOOL_TYPES}
      />
      <SelectField
        label="Tipo di laurea *"
        {...form.field("laureaType")}
        required
        options={LAUREA_TYPES}
      />
      <TextField
        label="Laurea in *"
        {...form.field("laureaIn")}
        required
        hint="Ad esempio: Lingue e letterature straniere."
      />
      <RadioGroupField
        label="Socio ANILS *"
        {...form.field("isAnilsMember")}
        options={ANILS_CHOICES}
        required
        className="sm:col-span-2"
      />
      <FileField
        label="Ricevuta di pagamento *"
        {...form.file("paymentReceipt")}
        accept={RECEIPT_ACCEPT}
        required
        hint="PDF, JPG, PNG, HEIC o HEIF, al massimo 10 MB: la ricevuta del bonifico o il buono della Carta del Docente."
        className="sm:col-span-2"
      />
    </EnrolmentPublicForm>
  );
}
