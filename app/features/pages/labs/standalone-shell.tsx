import { House } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link, NavLink, useRouteLoaderData } from "react-router";
import { InlineSvg } from "~/ui/inline-svg";
import { LOGO_SVG } from "~/ui/layout/logo";
import { telHref, useSite } from "~/platform/site";

type NavItem = { label: string; to: string };

type Props = {
  children: ReactNode;
  /** Links of this page's own small top bar (besides home and Contatti). */
  links?: readonly NavItem[];
};

const LAB_LINKS: readonly NavItem[] = [
  { label: "AI Evolution Lab", to: "/ai-evolution-lab" },
  { label: "Community", to: "/ai-evolution-community" },
  { label: "Caratteristiche", to: "/caratteristiche-lab" },
];

/** Frame of the standalone pages of spec §2 (no common layout). */
export function StandaloneShell({ children, links = LAB_LINKS }: Props) {
  const site = useSite();
  const { year } = useRouteLoaderData("root") as { year: number };
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Vai al contenuto principale
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link to="/" className="flex items-center gap-2" aria-label={`${site.name}, home`}>
            <InlineSvg svg={LOGO_SVG} className="h-9 w-9" />
            <span className="leading-tight font-bold text-brand-800">{site.name}</span>
          </Link>
          <nav aria-label="Navigazione della pagina">
            <ul className="flex flex-wrap items-center gap-1 text-sm">
              <li>
                <Link
                  to="/"
                  className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  <House aria-hidden="true" className="h-4 w-4" />
                  Home
                </Link>
              </li>
              {links.map((link) => (
                <li key={link.to} className="hidden md:block">
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `rounded-md px-2.5 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-slate-700"}`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="ml-1">
                <Link
                  to="/contatti"
                  className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-800"
                >
                  Contatti
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <footer className="bg-brand-900 text-slate-200">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-sm md:grid-cols-3">
          <div>
            <p className="text-base font-bold text-white">{site.name}</p>
            <p className="mt-2">
              Ente accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016).
            </p>
          </div>
          <address className="space-y-1 not-italic">
            <p>{site.address.full}</p>
            <p>
              <a href={telHref(site.phone)} className="underline-offset-4 hover:underline">
                {site.phone}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${site.email}`}
                className="break-all underline-offset-4 hover:underline"
              >
                {site.email}
              </a>
            </p>
          </address>
          <nav aria-label="Link utili">
            <ul className="space-y-1">
              <li>
                <Link to="/" className="underline-offset-4 hover:underline">
                  Torna alla home
                </Link>
              </li>
              <li>
                <Link to="/privacy-policy" className="underline-offset-4 hover:underline">
                  Privacy policy
                </Link>
              </li>
              <li>
                <Link to="/cookie-policy" className="underline-offset-4 hover:underline">
                  Cookie policy
                </Link>
              </li>
              <li>
                <Link to="/accessibilita" className="underline-offset-4 hover:underline">
                  Accessibilità
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-slate-300">
          © {year} {site.name}
        </p>
      </footer>
    </>
  );
}

/**
 * A standalone page's route component (the module's default export): the view
 * its loader data feeds, inside the frame. The staff preview shows the same
 * view without the frame.
 */
export function standalonePage<Data extends object>(View: ComponentType<Data>) {
  return function StandalonePage({ loaderData }: { loaderData: Data }) {
    return (
      <StandaloneShell>
        <View {...loaderData} />
      </StandaloneShell>
    );
  };
}
