/**
 * The staff roles (issue 16, decision 032): the one list, read by the database
 * schema's enum, the forms' zod schemas, the server guards and the pages'
 * labels. Browser-safe: no server import.
 */

export const ROLES = ["amministratore", "redattore"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  amministratore: "Amministratore",
  redattore: "Redattore",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  amministratore: "tutto, compresi account, registro e impostazioni",
  redattore: "news, corsi, bandi, messaggi e iscrizioni",
};

/** An amministratore may do everything; a redattore content and inbox only. */
export function isAdmin(staff: { role: Role } | null | undefined): boolean {
  return staff?.role === "amministratore";
}

/** The 403 page's words (the staff layout's ErrorBoundary) for a redattore on an amministratore's page. */
export const FORBIDDEN_MESSAGE = "Questa pagina è riservata agli amministratori.";
