/**
 * The staff roles (decision 032): their one list (platform/db/staff-roles.ts)
 * is read by the database schema's enum, the forms' zod schemas and the server
 * guards; the pages' labels (accounts.ts) are typed by it, so a new role fails
 * the typecheck until it has a label. Browser-safe: no server import.
 */

import type { ROLES } from "~/platform/db/staff-roles";

export type Role = (typeof ROLES)[number];

/** An amministratore may do everything; a redattore content and inbox only. */
export function isAdmin(staff: { role: Role } | null | undefined): boolean {
  return staff?.role === "amministratore";
}

/**
 * Whether the enrolments' CSV carries the fiscal codes (decision
 * 042): an amministratore's only; a redattore's CSV has every other column.
 */
export function mayExportFiscalCodes(staff: { role: Role }): boolean {
  return isAdmin(staff);
}

/** The 403 answer's words for a redattore on an amministratore's page. */
export const FORBIDDEN_MESSAGE = "Questa pagina è riservata agli amministratori.";
