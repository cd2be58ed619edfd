/** What /admin/email's pages show, browser-safe (decision 067). */

/** The outbox's statuses as staff read them. */
export const MAIL_STATUS_LABELS = {
  pending: "In coda",
  done: "Inviata",
  failed: "Non riuscita",
} as const;

export type MailStatus = keyof typeof MAIL_STATUS_LABELS;

/** Longest paragraph staff may write in an e-mail: a few sentences, not a letter. */
export const MAIL_PARAGRAPH_MAX = 800;
