/**
 * PostgreSQL text cannot hold NUL (U+0000): a form value carrying one is kept,
 * with the character replaced by U+FFFD as HTML parsers do, instead of failing
 * the whole request at the database.
 */
export function withoutNul(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "\uFFFD") : value;
}
