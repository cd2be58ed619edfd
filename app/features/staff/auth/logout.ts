import { redirect } from "react-router";
import { signOut } from "~/features/staff/auth/sessions.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const setCookie = await signOut(request, context);
  return redirect("/admin/login", { headers: { "Set-Cookie": setCookie } });
}

/** Signing out changes state, so it is a POST only; a plain visit goes back to the staff area. */
export function loader() {
  return redirect("/admin/dashboard");
}
