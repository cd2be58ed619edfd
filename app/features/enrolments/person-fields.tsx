import { CodeField, TextField } from "~/ui/forms/field";
import { EmailField, PersonNameField } from "~/ui/forms/public-form";

type FieldProps = { name: string; defaultValue: string; error?: string };

/**
 * The person enrolling, asked the same way by both enrolment forms (CEDILS and
 * every course edition). `labels` keep the CEDILS form's original wording.
 */
export function PersonFields({
  field,
  labels = {
    fullName: "Nome e cognome *",
    fiscalCode: "Codice fiscale *",
    email: "Email *",
    phone: "Telefono *",
  },
}: {
  field: (name: "fullName" | "fiscalCode" | "email" | "phone") => FieldProps;
  labels?: Record<"fullName" | "fiscalCode" | "email" | "phone", string>;
}) {
  return (
    <>
      <PersonNameField label={labels.fullName} {...field("fullName")} />
      <CodeField label={labels.fiscalCode} {...field("fiscalCode")} required maxLength={20} />
      <EmailField label={labels.email} {...field("email")} />
      <TextField label={labels.phone} {...field("phone")} type="tel" autoComplete="tel" required />
    </>
  );
}
