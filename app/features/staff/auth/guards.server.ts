import { data, redirect, type RouterContextProvider } from "react-router";
import { getStaff, type Staff } from "~/features/staff/auth/sessions.server";
import { FORBIDDEN_MESSAGE, isAdmin } from "~/features/staff/auth/roles";
import { appContext } from "~/context";
import type { Db } from "~/platform/db/client.server";

/**
 * The staff guards (decision 032): one line at the top of a staff loader or
 * action that returns the signed-in staff member or throws the answer. The
 * staff area's guard (staff-area-guard.server.ts) and the pathless guard routes
 * (guard.ts, guard-admin.ts) call them for whole groups of pages; each
 * admin-only loader and action calls them again.
 */

type Context = Readonly<RouterContextProvider>;

/** The signed-in staff member; otherwise throws `loginRedirect`. */
export async function requireStaff(request: Request, context: Context): Promise<Staff> {
  const staff = await getStaff(request, context);
  if (staff) return staff;
  throw loginRedirect(new URL(request.url));
}

/** The redirect to /admin/login that brings the visitor back to `url` after signing in. */
export function loginRedirect(url: URL): Response {
  return redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The record a staff page or file is about, for signed-in staff only: `find`
 * reads it, and an id it does not find answers 404 with `notFound`.
 */
export async function requireStaffRecord<Found>(
  { request, context }: { request: Request; context: Context },
  find: (db: Db) => Promise<Found | null>,
  notFound: string,
): Promise<Found> {
  await requireStaff(request, context);
  const found = await find(context.get(appContext).database.db);
  if (!found) throw data(notFound, { status: 404 });
  return found;
}

/**
 * The signed-in amministratore. Anonymous: the redirect to sign in, as
 * requireStaff. Signed in as a redattore: a 403 answer (not a redirect, so
 * there is no loop), shown as an Italian page.
 */
export async function requireAdmin(request: Request, context: Context): Promise<Staff> {
  const staff = await requireStaff(request, context);
  if (!isAdmin(staff)) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  return staff;
}

/** Only our own admin pages are valid destinations after sign-in (no open redirect). */
export function safeRedirectTo(value: unknown): string {
  if (
    typeof value === "string" &&
    /^\/admin(\/|$)/.test(value) &&
    !value.startsWith("/admin/login") &&
    !value.startsWith("/admin/logout") &&
    !/[\\\s]/.test(value)
  ) {
    return value;
  }
  return "/admin/dashboard";
}
