import addressparser from "nodemailer/lib/addressparser";

/** One mailbox: a display name (may be empty) and its address. */
export type MailAddress = { name: string; address: string };

/**
 * The one mailbox in an address-field text such as MAIL_FROM
 * (`Polo Formativo Lucano <noreply@example.org>`), or null if it is not exactly one.
 */
export function parseMailbox(text: string): MailAddress | null {
  const found = addressparser(text, { flatten: true });
  const [first] = found;
  if (found.length !== 1 || !first?.address?.includes("@")) return null;
  return { name: first.name, address: first.address };
}
