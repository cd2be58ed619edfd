// What other features may import from staff's server modules
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { requireAdmin, requireStaff, requireStaffRecord } from "./auth/guards.server";
export { getStaff } from "./auth/sessions.server";
export type { Staff } from "./auth/sessions.server";
