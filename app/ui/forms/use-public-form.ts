import { useState, type FormEvent } from "react";
import { readIslandProps } from "~/platform/islands/island";
import type { FieldErrors } from "~/platform/forms/form-options";
import { formValues, type FormResult, type FormValues } from "~/platform/forms/form-result";
import { fieldProps, useFocusFirstError } from "~/ui/forms/form-fields";

const NO_ERRORS: FieldErrors = {};

/** What a public form's island is rendered with: its action's answer, if any. */
export type PublicFormProps<Result extends FormResult = FormResult> = { result?: Result };

/**
 * The client half of a public form, which lives in an island (docs/decisions/036)
 * and runs without React Router. Without JavaScript the form is a real POST and
 * the server answers with the page, the outcome shown. With it, the same POST is
 * sent with `fetch` and the page stays in place: 'Invio in corso...' while it
 * runs (spec §4), then the outcome, read from the props of this island in the
 * page the server answered with. An answer that is not our page (a proxy's
 * error) is a failure with its HTTP status; no answer at all, a failure with
 * status 0; both keep what was typed. Server-validated only: no zod reaches
 * the browser.
 */
export function usePublicForm<Result extends FormResult>(
  initial: Result | undefined,
  {
    id,
    action,
    island,
  }: {
    id: string;
    /** Where the form posts: its page. */
    action: string;
    /** The name of the island the form is in, to find its answer in the page. */
    island: string;
  },
) {
  const [result, setResult] = useState(initial);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    // Sent as the browser would send the form: a urlencoded body unless it has files.
    const body =
      form.enctype === "multipart/form-data" ? data : new URLSearchParams(formValues(data));
    setBusy(true);
    let answer: Result;
    try {
      const response = await fetch(action, { method: "POST", body });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const props = readIslandProps<PublicFormProps<Result>>(page, island);
      answer =
        props?.result ??
        ({ status: "failed", httpStatus: response.status, values: formValues(data) } as Result);
    } catch {
      answer = { status: "failed", httpStatus: 0, values: formValues(data) } as Result;
    }
    setResult(answer);
    setBusy(false);
  };

  // Spec §4: success and error are reset at the start of each submit.
  const shown = busy ? undefined : result;
  const values: Partial<FormValues> =
    shown && shown.status !== "success" ? (shown.values ?? {}) : {};
  const errors = shown?.status === "invalid" ? shown.errors : NO_ERRORS;

  useFocusFirstError(id, result?.status === "invalid" ? result : null);

  return {
    busy,
    shown,
    /** Spread on the `<form>`: a real POST to the page, sent with fetch once hydrated. */
    formProps: { id, method: "post" as const, action, onSubmit },
    /** A new key after each success remounts the form: the fields are cleared. */
    formKey: result?.status === "success" ? result.submission : "modulo",
    ...fieldProps<FormValues>(values, errors),
  };
}
