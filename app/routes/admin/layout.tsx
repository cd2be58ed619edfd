import { BookOpen, CalendarClock, FilePlus2, Inbox, LayoutDashboard, LogOut, Users } from "lucide-react";
import { Form, NavLink, Outlet, useNavigation } from "react-router";
import { getStaff } from "~/server/auth.server";
import type { Route } from "./+types/layout";

/**
 * The staff area's frame. Its pages are guarded on the server by the pathless
 * routes nested inside (guard.ts, guard-pages.ts; see app/routes.ts), so this
 * layout knows none of its children's URLs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const response = await next();
    // Staff pages are personal: never stored by a browser or a shared cache.
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await getStaff(request, context);
  return { staff: staff ? { email: staff.email, name: staff.name } : null };
}

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const LINKS = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/news/new", label: "Nuovo articolo", icon: FilePlus2, end: true },
  { to: "/admin/corsi", label: "Corsi", icon: BookOpen, end: false },
  { to: "/admin/messaggi", label: "Messaggi", icon: Inbox, end: false },
  { to: "/admin/iscrizioni", label: "Iscrizioni", icon: Users, end: false },
  { to: "/admin/bandi", label: "Bandi", icon: CalendarClock, end: false },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const signingOut = navigation.formAction === "/admin/logout";
  const openingPost =
    navigation.state === "loading" &&
    /^\/admin\/news\/edit\//.test(navigation.location?.pathname ?? "");
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <nav aria-label="Area riservata" className="min-w-0">
            <ul className="flex flex-wrap gap-1">
              {LINKS.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                        isActive ? "bg-brand-800 text-white" : "text-slate-800 hover:bg-slate-100"
                      }`
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            {loaderData.staff ? (
              <span className="hidden text-sm text-slate-700 sm:inline">
                {loaderData.staff.name || loaderData.staff.email}
              </span>
            ) : null}
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                disabled={signingOut}
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Esci
              </button>
            </Form>
          </div>
        </div>
      </div>
      {openingPost ? (
        <p role="status" className="mx-auto max-w-7xl px-4 pt-6 font-semibold text-slate-700">
          Caricamento articolo...
        </p>
      ) : null}
      <Outlet />
    </div>
  );
}
