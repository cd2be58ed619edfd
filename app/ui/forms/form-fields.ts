import { useEffect } from "react";
import type { FieldErrors } from "~/platform/forms/form-options";

// Shared by the staff forms (useFormResult, with React Router) and the public
// forms (usePublicForm, islands without it): no React Router here.

/** The props of the fields of a form showing `values` and `errors` (see `useFormResult`). */
export function fieldProps<Values extends Record<string, string | readonly string[]>>(
  values: Partial<Values>,
  errors: FieldErrors,
) {
  return {
    field: <Name extends keyof Values & string>(name: Name) => ({
      name,
      defaultValue: values[name] ?? "",
      error: errors[name],
    }),
    checkbox: (name: keyof Values & string) => ({
      name,
      defaultChecked: values[name] === "on",
      error: errors[name],
    }),
    /** name and error of a file input (a file is never sent back). */
    file: (name: string) => ({ name, error: errors[name] }),
  };
}

/** After an answer with field errors (`answer` set), focus the form's first invalid field. */
export function useFocusFirstError(formId: string, answer: object | null | undefined) {
  useEffect(() => {
    if (answer) {
      document.getElementById(formId)?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  }, [answer, formId]);
}
