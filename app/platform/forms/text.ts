/**
 * PostgreSQL text cannot hold NUL (U+0000): a form value carrying one is kept,
 * with the character replaced by U+FFFD as HTML parsers do, instead of failing
 * the whole request at the database.
 */
export function withoutNul(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "\uFFFD") : value;
}

/** Text made safe inside HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The words of stored rich text without its markup (the preview of a version before restoring it). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** `text` cut to at most `max` characters at a word's end, with "…" when anything was left out. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  // Room for the ellipsis; a word that runs past the cut is left out whole.
  const cut = text.slice(0, max - 1);
  const lastSpace = text[max - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
