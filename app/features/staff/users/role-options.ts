import { ROLE_LABELS } from "~/features/staff/accounts";

// The role choices come from the labels, not from roles.ts, so the page loads no
// extra client chunk (ROLE_LABELS is typed by the list of roles, so both always
// hold the same roles).
export const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
