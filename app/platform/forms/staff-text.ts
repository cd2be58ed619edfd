// The text field of the staff editors' schemas (calls, editions, price offers,
// FAQ): browser-safe, and small on purpose, since the editors' forms import
// their schema modules.
import { z } from "zod";

/** An optional text field: missing reads as "", trimmed, at most `max` characters. */
export function trimmedText(max: number, tooLong: string) {
  return z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, tooLong));
}
