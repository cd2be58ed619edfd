/**
 * One e-mail, two forms (decision 067): the plain text and the HTML are drawn
 * from the same lines, so they never say different things. A blank line ends
 * a paragraph; a link line is a button in HTML and its address in the text.
 * The HTML is deliberately plain: inline styles only (mail programs drop
 * style sheets), `lang="it"`, real text, one column that fits a phone.
 */
import { escapeHtml } from "~/platform/forms/text";

/** A line of an e-mail: text, or a link shown as a button. */
export type MailLine = string | { url: string; label: string };

export function mailText(lines: readonly MailLine[]): string {
  return lines.map((line) => (typeof line === "string" ? line : line.url)).join("\n");
}

const BUTTON =
  "display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold";

function htmlLine(line: MailLine): string {
  if (typeof line === "string") return escapeHtml(line);
  return `<a href="${escapeHtml(line.url)}" style="${BUTTON}">${escapeHtml(line.label)}</a>`;
}

function paragraphs(lines: readonly MailLine[]): MailLine[][] {
  const groups: MailLine[][] = [[]];
  for (const line of lines) {
    if (line === "") groups.push([]);
    else groups.at(-1)!.push(line);
  }
  return groups.filter((g) => g.length > 0);
}

export function mailHtml(subject: string, lines: readonly MailLine[]): string {
  const body = paragraphs(lines)
    .map((group) => `<p style="margin:0 0 16px">${group.map(htmlLine).join("<br>\n")}</p>`)
    .join("\n");
  return [
    `<!doctype html>`,
    `<html lang="it">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9">`,
    `<div lang="it" style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">`,
    body,
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");
}

/**
 * A private link as /admin/email shows it: the token (the address's last
 * part) replaced by dots. The token is never stored or shown.
 */
export function maskedLink(url: string): string {
  return url.replace(/[^/]+$/, "•••");
}

/** Replaces every secret (a private link) in `text` by its masked form. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) masked = masked.split(secret).join(maskedLink(secret));
  // A participant's link however it got there: never a token in a stored copy.
  return masked.replace(/\/iscrizioni\/[A-Za-z0-9_-]{20,}/g, "/iscrizioni/•••");
}
