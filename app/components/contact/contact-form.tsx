import { Form, Link } from "react-router";
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/field";
import { FormOutcome, SubmitButton } from "~/components/forms/form-status";
import { useFormResult } from "~/components/forms/use-form-result";
import { CONTACT_SUBJECTS } from "~/lib/form-options";
import type { FormResult } from "~/lib/form-result";

export const CONTACT_SUCCESS = "Grazie per averci contattato! Ti risponderemo al più presto.";
export const CONTACT_ERROR =
  "Si è verificato un errore durante l'invio del messaggio. Riprova più tardi.";

/**
 * The contact form of spec §2/§5. A real POST form (works without JavaScript);
 * with JavaScript it shows 'Invio in corso...' and keeps the page in place.
 */
export function ContactForm({ result }: { result?: FormResult }) {
  const form = useFormResult(result, { id: "modulo-contatti", action: "/contatti" });
  return (
    <Form
      {...form.formProps}
      key={form.formKey}
      noValidate
      className="space-y-2"
      aria-labelledby="modulo-contatti-titolo"
    >
      <HoneypotField />
      <TextField
        label="Nome e Cognome"
        {...form.field("name")}
        autoComplete="name"
        required
        maxLength={120}
      />
      <TextField
        label="Email"
        {...form.field("email")}
        type="email"
        autoComplete="email"
        required
      />
      <SelectField
        label="Oggetto"
        {...form.field("subject")}
        required
        placeholder="Seleziona un'opzione"
        options={CONTACT_SUBJECTS}
      />
      <TextAreaField
        label="Messaggio"
        {...form.field("message")}
        rows={6}
        required
        minLength={10}
        maxLength={5000}
      />
      <CheckboxField
        {...form.checkbox("privacy")}
        required
        label={
          <>
            Ho letto l'
            <Link
              to="/privacy-policy"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              informativa sulla privacy
            </Link>{" "}
            e acconsento al trattamento dei miei dati per ricevere una risposta.
          </>
        }
      />
      <div className="space-y-4 pt-2">
        <FormOutcome
          result={form.shown}
          success={() => CONTACT_SUCCESS}
          failed={(failed) => failed.message}
        />
        <SubmitButton busy={form.busy}>Invia messaggio</SubmitButton>
      </div>
    </Form>
  );
}
