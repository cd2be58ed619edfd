import { SelectField, TextAreaField } from "~/ui/forms/field";
import { EmailField, PersonNameField, PrivacyField, PublicForm } from "~/ui/forms/public-form";
import { usePublicForm } from "~/ui/forms/use-public-form";
import { CONTACT_SUBJECTS } from "~/platform/forms/form-options";
import type { FormResult } from "~/platform/forms/form-result";

export const CONTACT_SUCCESS = "Grazie per averci contattato! Ti risponderemo al più presto.";
export const CONTACT_ERROR =
  "Si è verificato un errore durante l'invio del messaggio. Riprova più tardi.";

/**
 * The contact form of spec §2/§5. A real POST form (works without JavaScript);
 * with JavaScript it shows 'Invio in corso...' and keeps the page in place.
 * A failure without the server's own message (no answer, a proxy's error
 * page) shows CONTACT_ERROR (spec §4, §8).
 */
export function ContactForm({ result }: { result?: FormResult }) {
  const form = usePublicForm(result, {
    id: "modulo-contatti",
    action: "/contatti",
    island: "contact-form",
  });
  return (
    <PublicForm
      form={form}
      labelledBy="modulo-contatti-titolo"
      className="space-y-2"
      footerClassName="space-y-4 pt-2"
      submitLabel="Invia messaggio"
      success={() => CONTACT_SUCCESS}
      failed={(failed) => failed.message ?? CONTACT_ERROR}
    >
      <PersonNameField label="Nome e Cognome" {...form.field("name")} />
      <EmailField label="Email" {...form.field("email")} />
      <SelectField label="Oggetto" {...form.field("subject")} required options={CONTACT_SUBJECTS} />
      <TextAreaField
        label="Messaggio"
        {...form.field("message")}
        rows={6}
        required
        minLength={10}
        maxLength={5000}
      />
      <PrivacyField {...form.checkbox("privacy")} purpose="per ricevere una risposta" />
    </PublicForm>
  );
}
