import {
  BookOpen,
  CalendarClock,
  ClipboardList,
  FileText,
  Euro,
  ChevronDown,
  FilePlus2,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Landmark,
  Mail,
  MessageCircleQuestion,
  LogOut,
  Menu,
  Receipt,
  Settings,
  ShieldX,
  UserCog,
  UserRound,
  Users,
} from "lucide-react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect, useRef } from "react";
import { NO_INDEX, pageMeta } from "~/platform/meta";
import { getStaff } from "~/features/staff/auth/sessions.server";
import type { Route } from "./+types/layout";

/**
 * The staff area's frame. Its pages are guarded on the server by the root's
 * staff-area guard (auth/staff-area-guard.server.ts) and the pathless routes
 * nested inside (guard.ts, guard-admin.ts; see app/routes.ts), so this layout
 * knows none of its children's URLs.
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
  return { staff: staff ? { email: staff.email, name: staff.name, role: staff.role } : null };
}

/** Pages name themselves; when this layout's ErrorBoundary shows, it names the error. */
export const meta = ({ error }: Route.MetaArgs) => [
  ...(error
    ? pageMeta(errorTitle(isRouteErrorResponse(error) ? error.status : 500), "Area riservata.")
    : []),
  NO_INDEX,
];

function errorTitle(status: number): string {
  return status === 401
    ? "Sessione scaduta"
    : status === 403
      ? "Accesso non consentito"
      : status === 404
        ? "Pagina non trovata"
        : "Si è verificato un errore";
}

/** The staff menu; `admin` links are shown to an amministratore only (the server guards them too). */
const LINKS = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, end: true, admin: false },
  { to: "/admin/news/new", label: "Nuovo articolo", icon: FilePlus2, end: true, admin: false },
  { to: "/admin/corsi", label: "Corsi", icon: BookOpen, end: false, admin: false },
  { to: "/admin/messaggi", label: "Messaggi", icon: Inbox, end: false, admin: false },
  { to: "/admin/iscrizioni", label: "Iscrizioni", icon: Users, end: false, admin: false },
  { to: "/admin/email", label: "E-mail", icon: Mail, end: false, admin: false },
  { to: "/admin/bandi", label: "Bandi", icon: CalendarClock, end: false, admin: false },
  { to: "/admin/pagine", label: "Pagine", icon: FileText, end: false, admin: false },
  { to: "/admin/prezzi", label: "Prezzi", icon: Euro, end: false, admin: false },
  { to: "/admin/faq", label: "FAQ", icon: MessageCircleQuestion, end: false, admin: false },
  { to: "/admin/media", label: "Immagini", icon: Images, end: false, admin: false },
  { to: "/admin/pagamenti", label: "Pagamenti", icon: Landmark, end: false, admin: true },
  { to: "/admin/ordini", label: "Ordini scuole", icon: ClipboardList, end: false, admin: true },
  { to: "/admin/utenti", label: "Utenti", icon: UserCog, end: false, admin: true },
  { to: "/admin/registro", label: "Registro", icon: History, end: false, admin: true },
  { to: "/admin/fatture", label: "Fatture", icon: Receipt, end: false, admin: true },
  { to: "/admin/impostazioni", label: "Impostazioni", icon: Settings, end: false, admin: true },
  { to: "/admin/account", label: "Il mio account", icon: UserRound, end: false, admin: false },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50" data-staff-area>
      <AdminBar staff={loaderData.staff} />
      <Outlet />
    </div>
  );
}

type BarStaff = Route.ComponentProps["loaderData"]["staff"];

function loadingNoticeOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("loadingNotice" in state)) return null;
  return typeof state.loadingNotice === "string" ? state.loadingNotice : null;
}

function AdminBar({ staff }: { staff: BarStaff }) {
  const navigation = useNavigation();
  const signingOut = navigation.formAction === "/admin/logout";
  // A link that opens a slow page says what to show meanwhile in its state
  // ('Caricamento articolo...' from the news list): the bar knows no URLs.
  const loadingNotice =
    navigation.state === "loading" ? loadingNoticeOf(navigation.location?.state) : null;
  const links = LINKS.filter((link) => !link.admin || staff?.role === "amministratore");
  // Below `md` the menu folds into a disclosure; a followed link closes it again
  // (a client navigation keeps this element, and with it its open state).
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    // Not at hydration: a menu opened before the scripts ran stays open.
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (menu.current) menu.current.open = false;
  }, [key]);
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-start justify-between gap-3 px-4 py-3 md:items-center">
          <nav aria-label="Area riservata" className="min-w-0 flex-1 md:flex-initial">
            {/* From `md` up the summary is gone and the content shows whatever the open state. */}
            <details ref={menu} className="group md:details-content:[content-visibility:visible]">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:hidden [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden="true" className="size-4" />
                Menu
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <ul className="mt-2 flex flex-col items-start gap-1 md:mt-0 md:flex-row md:flex-wrap">
                {links.map(({ to, label, icon: Icon, end }) => (
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
            </details>
          </nav>
          <div className="flex items-center gap-3">
            {staff ? (
              <span className="hidden text-sm text-slate-700 sm:inline">
                {staff.name || staff.email}
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
      {loadingNotice ? (
        <p role="status" className="mx-auto max-w-7xl px-4 pt-6 font-semibold text-slate-700">
          {loadingNotice}
        </p>
      ) : null}
    </>
  );
}

/**
 * Errors of the staff pages, in Italian and inside the staff frame: 403 for a
 * redattore on an amministratore's page (a page, not a redirect),
 * 404 for a record that does not exist.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("features/staff/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  const title = errorTitle(status);
  const location = useLocation();
  // A save whose session had ended (the staff area's guard): the spec's sentence, and the way back in.
  const signIn =
    status === 401
      ? `/admin/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`
      : null;
  const text =
    status === 401
      ? `${detail ?? "User not authenticated"}. Accedi di nuovo per continuare.`
      : status === 403
        ? `${detail ?? "Questa pagina è riservata agli amministratori."} Il tuo ruolo non permette di aprirla: se ti serve, chiedi a un amministratore.`
        : status === 404
          ? (detail ?? "Quello che cerchi non esiste o è stato eliminato.")
          : "Riprova tra qualche istante. Se il problema continua, avvisa chi gestisce il sito.";
  return (
    <div className="bg-slate-50">
      <AdminBar staff={data?.staff ?? null} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ShieldX aria-hidden="true" className="size-10 text-slate-600" />
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 text-lg text-slate-800">{text}</p>
        <p className="mt-6 text-sm text-slate-700">Codice errore: {status}</p>
        <p className="mt-8">
          <Link
            to={signIn ?? "/admin/dashboard"}
            reloadDocument={signIn !== null}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {signIn ? "Accedi di nuovo" : "Torna alla dashboard"}
          </Link>
        </p>
      </div>
    </div>
  );
}
