import type { FormEvent, ReactNode } from "react";
import type { FormFailed, FormResult } from "~/platform/forms/form-result";
import { CheckboxField, HoneypotField, TextField } from "~/ui/forms/field";
import { FormOutcome, SubmitButton } from "~/ui/forms/form-status";

/**
 * The frame of a public form (spec §4, §5): a real POST that works without
 * JavaScript. `form` is what `usePublicForm` returns. Public forms live in
 * islands (docs/decisions/036): no React Router here.
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
    formProps: {
      id: string;
      method: "post";
      action: string;
      onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    };
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
    <form
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
    </form>
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
          <a
            href="/privacy-policy"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            informativa sulla privacy
          </a>{" "}
          e acconsento al trattamento dei miei dati {purpose}.
        </>
      }
    />
  );
}

type PresetProps = { label: string; name: string; defaultValue: string; error?: string };

/** A person's name, as `personName()` accepts it (one line, ≤ 120). */
export function PersonNameField(props: PresetProps) {
  return <TextField {...props} autoComplete="name" required maxLength={120} />;
}

/** The visitor's e-mail address (`EmailSchema`). */
export function EmailField(props: PresetProps) {
  return <TextField {...props} type="email" autoComplete="email" required />;
}

/**
 * The card a public form sits in: its heading (which names the form, see
 * `labelledBy`) and the line about required fields above the fields.
 */
export function FormPanel({
  id,
  title,
  note,
  className,
  children,
}: {
  /** The heading's id; the form is labelled by it. */
  id: string;
  title: string;
  note: string;
  /** Its place in the page's grid. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
    >
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{note}</p>
      {children}
    </section>
  );
}
