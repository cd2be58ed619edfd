// The checks of a staff editor's schema that go beyond one field's length
// (calls, editions, price offers): browser-safe, like the schemas that use it.
import type { z } from "zod";

/** Puts `message` next to `field` of the form. */
export type Fail<Field extends string> = (field: Field, message: string) => void;

/**
 * A schema's `transform` whose checks report to the form's fields: `check`
 * gets the parsed value and `fail`, and returns the values to save.
 */
export function checkFields<Input, Output, Field extends string>(
  check: (value: Input, fail: Fail<Field>) => Output,
) {
  return (value: Input, ctx: z.RefinementCtx): Output =>
    check(value, (field, message) => ctx.addIssue({ code: "custom", path: [field], message }));
}
