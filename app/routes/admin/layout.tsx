import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";

/** Guards every staff page on the server. Staff sign-in arrives with the staff-area issue. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export default function AdminLayout() {
  return <Outlet />;
}
