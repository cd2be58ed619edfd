import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { FormFailed, FormResult } from "~/lib/form-result";
import { CheckboxField, HoneypotField, TextField } from "./field";
import { FormOutcome, SubmitButton } from "./form-status";

/**
 * The frame of a public form (spec §4, §5): a real POST that works without
 * JavaScript, the honeypot, the fields, then the outcome and the submit button.
 * `form` is what `useFormResult` returns.
 */
export function PublicForm<Result extends FormResult>({
  form,
  labelledBy,
  encType,
  className,
  footerClassName,
  submitLabel,
  success,
  failed,
  children,
}: {
  form: {
    formProps: { id: string; method: "post"; action?: string };
    formKey: string;
    shown: Result | undefined;
    busy: boolean;
  };
  labelledBy: string;
  encType?: "multipart/form-data";
  className?: string;
  footerClassName?: string;
  submitLabel: string;
  success: (result: Extract<Result, { status: "success" }>) => ReactNode;
  failed: (result: FormFailed) => ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      {...form.formProps}
      key={form.formKey}
      encType={encType}
      noValidate
      className={className}
      aria-labelledby={labelledBy}
    >
      <HoneypotField />
      {children}
      <div className={footerClassName}>
        <FormOutcome result={form.shown} success={success} failed={failed} />
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** The privacy acknowledgement every public form asks for; `purpose` ends the sentence. */
export function PrivacyField({
  purpose,
  ...props
}: {
  purpose: string;
  name: string;
  defaultChecked: boolean;
  error?: string;
  className?: string;
}) {
  return (
    <CheckboxField
      {...props}
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
          e acconsento al trattamento dei miei dati {purpose}.
        </>
      }
    />
  );
}

type PresetProps = { label: string; name: string; defaultValue: string; error?: string };

/** A person's name, as `personName()` in lib/validation.ts accepts it (one line, ≤ 120). */
export function PersonNameField(props: PresetProps) {
  return <TextField {...props} autoComplete="name" required maxLength={120} />;
}

/** The visitor's e-mail address (`EmailSchema`). */
export function EmailField(props: PresetProps) {
  return <TextField {...props} type="email" autoComplete="email" required />;
}
