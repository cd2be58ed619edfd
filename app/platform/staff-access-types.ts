import type { RouterContextProvider } from "react-router";
import type { ROLES } from "~/platform/db/staff-roles";

// Apart from staff-access.ts, which reads the router context: the context's
// type names StaffAccess, and the two would otherwise import each other.

type Context = Readonly<RouterContextProvider>;

/** A signed-in staff member, as the staff screens and the history see them. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: (typeof ROLES)[number];
};

/**
 * How the platform learns who is signed in. The staff feature implements it
 * (features/staff/auth/staff-access.server.ts) and server/app.ts hands it over
 * in the router context, so the platform imports no feature (decision 056).
 */
export type StaffAccess = {
  current(request: Request, context: Context): Promise<StaffMember | null>;
  /** The signed-in staff member; otherwise throws the redirect to sign in. */
  require(request: Request, context: Context): Promise<StaffMember>;
};
