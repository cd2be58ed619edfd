/**
 * What every form action answers, and what its form shows (docs/conventions.md "Forms"):
 * browser-safe and free of zod, so a public form's page does not ship it.
 */
import type { z } from "zod";
import type { FieldErrors } from "~/platform/forms/form-options";
import { withoutNul } from "~/platform/forms/text";

/** The text fields as typed, for redisplay after a failed submission. */
export type FormValues = Record<string, string>;

/** Stored (or silently dropped, for a bot): `submission` is new each time, so the form remounts empty. */
type FormSuccess<Extra extends object = object> = {
  status: "success";
  submission: string;
} & Partial<Extra>;

/** Answered 400 with the field errors and the values typed so far. */
export type FormInvalid<Values = FormValues> = {
  status: "invalid";
  errors: FieldErrors;
  values: Values;
};

/**
 * Not stored for another reason (unreadable body, rate limit, server error):
 * the HTTP status, a message, and the values when the body could be read.
 */
export type FormFailed<Values = FormValues> = {
  status: "failed";
  httpStatus: number;
  message?: string;
  values?: Values;
  /** Which of a page's forms failed, when the page shows it apart. */
  intent?: string;
};

/** `Values` is the shape of the typed values: text fields by default, or a draft with lists (news tags). */
export type FormResult<Extra extends object = object, Values = FormValues> =
  FormSuccess<Extra> | FormInvalid<Values> | FormFailed<Values>;

/** Spec §4: the sentence above the submit button when fields are wrong. */
export const INVALID_FORM =
  "Alcuni campi non sono corretti: controlla i messaggi accanto ai campi.";

/** The first message of each field of a failed zod parse (issues without a path go to `form`). */
export function fieldErrors<Field extends string = string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The text fields of a submitted form (files are left out), for re-display and parsing. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData)
    if (typeof value === "string") values[key] = withoutNul(value);
  return values;
}
