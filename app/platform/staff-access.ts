import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { StaffAccess, StaffMember } from "~/platform/staff-access-types";

type Context = Readonly<RouterContextProvider>;

export type { StaffAccess, StaffMember };

export function currentStaff(request: Request, context: Context): Promise<StaffMember | null> {
  return context.get(appContext).staffAccess.current(request, context);
}

/** The signed-in staff member; otherwise throws the redirect to sign in. */
export function requireStaffMember(request: Request, context: Context): Promise<StaffMember> {
  return context.get(appContext).staffAccess.require(request, context);
}
