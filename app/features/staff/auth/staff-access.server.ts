import { requireStaff } from "~/features/staff/auth/guards.server";
import { getStaff } from "~/features/staff/auth/sessions.server";
import type { StaffAccess } from "~/platform/staff-access";

/**
 * Who is signed in, for the platform's staff actions and screens: the server
 * puts it in the router context (server/app.ts) with the rest of `appContext`.
 */
export const STAFF_ACCESS: StaffAccess = { current: getStaff, require: requireStaff };
