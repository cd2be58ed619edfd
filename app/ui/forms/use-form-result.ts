import { useNavigation } from "react-router";
import type { FieldErrors } from "~/platform/forms/form-options";
import { type FormResult, type FormValues } from "~/platform/forms/form-result";
import { fieldProps, useFocusFirstError } from "~/ui/forms/form-fields";

const NO_ERRORS: FieldErrors = {};

/**
 * The client half of a form (decision 010): what an action answered
 * (`Route.ComponentProps["actionData"]`), shown until the next submit; the
 * values typed so far and the field errors, as props for the field components;
 * focus on the first invalid field; a new form key after each success, so the
 * fields are cleared. Server-validated only: no zod reaches the browser.
 */
export function useFormResult<
  Values extends Record<string, string | readonly string[]> = FormValues,
  Result extends FormResult<object, Values> = FormResult<object, Values>,
>(
  result: Result | undefined,
  {
    id,
    action,
    initial,
  }: {
    id: string;
    /** Where the form posts; without it, its own route (keeping the query string). */
    action?: string;
    /** The values before any submission (an edit form's record). */
    initial?: Values;
  },
) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (action === undefined ? navigation.formMethod === "POST" : navigation.formAction === action);
  // Spec §4: success and error are reset at the start of each submit.
  const shown = busy ? undefined : result;
  const answered = shown && shown.status !== "success" ? shown.values : undefined;
  const values: Partial<Values> = answered ?? initial ?? {};
  const errors = shown?.status === "invalid" ? shown.errors : NO_ERRORS;

  useFocusFirstError(id, result?.status === "invalid" ? result : null);

  return {
    busy,
    shown,
    values,
    errors,
    /** Spread on the `<Form>`: a real POST to the route's action, found again for the focus. */
    formProps: { id, method: "post" as const, ...(action === undefined ? {} : { action }) },
    /** A new key after each success remounts the form: the fields are cleared. */
    formKey: result?.status === "success" ? result.submission : "modulo",
    ...fieldProps(values, errors),
  };
}
