import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/forms/field";
import { FormStatus, SubmitButton } from "~/components/forms/form-status";
import { CONTACT_SUBJECTS, type FieldErrors } from "~/lib/form-options";

export const CONTACT_SUCCESS = "Grazie per averci contattato! Ti risponderemo al più presto.";
export const CONTACT_ERROR =
  "Si è verificato un errore durante l'invio del messaggio. Riprova più tardi.";

export const INVALID_FORM =
  "Alcuni campi non sono corretti: controlla i messaggi accanto ai campi.";

export type ContactActionData =
  | { status: "success"; submission: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "error"; message: string; values: Record<string, string> };

/**
 * The contact form of spec §2/§5. A real POST form (works without JavaScript);
 * with JavaScript it shows 'Invio in corso...' and keeps the page in place.
 */
export function ContactForm({ result }: { result?: ContactActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/contatti";
  const formRef = useRef<HTMLFormElement>(null);
  // Spec §4: success and error are reset at the start of each submit.
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
      action="/contatti"
      // A new key after each success remounts the form: the fields are cleared.
      key={result?.status === "success" ? result.submission : "modulo-contatti"}
      noValidate
      className="space-y-2"
      aria-labelledby="modulo-contatti-titolo"
    >
      <HoneypotField />
      <TextField
        label="Nome e Cognome"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <SelectField
        label="Oggetto"
        name="subject"
        required
        placeholder="Seleziona un'opzione"
        options={CONTACT_SUBJECTS}
        defaultValue={values.subject ?? ""}
        error={errors.subject}
      />
      <TextAreaField
        label="Messaggio"
        name="message"
        rows={6}
        required
        minLength={10}
        maxLength={5000}
        defaultValue={values.message}
        error={errors.message}
      />
      <CheckboxField
        name="privacy"
        required
        defaultChecked={values.privacy === "on"}
        error={errors.privacy}
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
        <FormStatus
          tone={
            shown?.status === "success"
              ? "success"
              : shown?.status === "error"
                ? "error"
                : undefined
          }
        >
          {shown?.status === "success"
            ? CONTACT_SUCCESS
            : shown?.status === "error"
              ? shown.message
              : shown?.status === "invalid"
                ? INVALID_FORM
                : null}
        </FormStatus>
        <SubmitButton busy={busy}>Invia messaggio</SubmitButton>
      </div>
    </Form>
  );
}
