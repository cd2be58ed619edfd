import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { CONTACT_LINK, isGroup, mainNavigation, type NavGroup } from "~/ui/layout/navigation";
import { InlineSvg } from "~/ui/inline-svg";
import { LOGO_SVG } from "~/ui/layout/logo";
import { useSite } from "~/platform/site";
import { SiteLink } from "~/ui/layout/nav-link";

const topLinkClass =
  "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

/**
 * The site header. Its controls are HTML, so they work before the scripts
 * arrive and on pages that ship none (docs/decisions/034): the phone menu and
 * the two dropdowns are `<details>`/`<summary>` disclosures (Enter, Space, a
 * click or a tap toggles them, and browsers announce them as expanded or
 * collapsed); CSS shows a dropdown's list on hover. The layout's inline script
 * (layout-script.ts) adds the rest: Escape closes and gives focus back, arrows
 * move through a list, the mouse, focus or a click leaving it closes it, and
 * any link closes the menu that holds it.
 */
export function Header() {
  const site = useSite();
  const entries = mainNavigation(site);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label={`${site.name}, home`}>
          <InlineSvg svg={LOGO_SVG} className="h-10 w-10" />
          <span className="text-base leading-tight font-bold text-brand-800 sm:text-lg">
            {site.name}
          </span>
        </Link>

        <nav aria-label="Navigazione principale" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {entries.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.label}>
                  <Dropdown group={entry} />
                </li>
              ) : (
                <li key={entry.label}>
                  {entry.external ? (
                    <SiteLink link={entry} className={topLinkClass} />
                  ) : (
                    <RouterNavLink
                      to={entry.to}
                      end={entry.to === "/"}
                      prefetch="intent"
                      className={({ isActive }) =>
                        `${topLinkClass} ${isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : ""}`
                      }
                    >
                      {entry.label}
                    </RouterNavLink>
                  )}
                </li>
              ),
            )}
            <li className="ml-2">
              <SiteLink
                link={CONTACT_LINK}
                className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
              />
            </li>
          </ul>
        </nav>

        <details data-menu="" className="group xl:hidden">
          <summary className="inline-flex cursor-pointer list-none items-center justify-center rounded-md p-2 text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
            <span className="sr-only group-open:hidden">Apri il menu</span>
            <span className="sr-only hidden group-open:inline">Chiudi il menu</span>
          </summary>
          <nav
            id="menu-mobile"
            aria-label="Menu"
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-slate-200 bg-white shadow-lg"
          >
            <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4">
              {[...entries, CONTACT_LINK].map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.label}>
                    <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {entry.label}
                    </p>
                    <LinkList
                      links={entry.items}
                      className="block rounded-md px-3 py-2 pl-6 text-base text-slate-800 hover:bg-brand-50"
                    />
                  </li>
                ) : (
                  <li key={entry.label}>
                    <SiteLink
                      link={entry}
                      className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-brand-50"
                    />
                  </li>
                ),
              )}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

/**
 * A dropdown of the top bar: a `<details>` disclosure. The two share a name, so
 * opening one closes the other; `data-dd` is what CSS (hover) and the
 * layout's inline script (keyboard, pointer) look for.
 */
function Dropdown({ group }: { group: NavGroup }) {
  return (
    <details name="navigazione" data-dd="" className="group relative">
      <summary
        className={`${topLinkClass} inline-flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <LinkList
        links={group.items}
        listClassName="absolute top-full left-0 z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
      />
    </details>
  );
}

/** The links of a group, as a list: in a dropdown and in the phone menu. */
function LinkList({
  links,
  listClassName,
  className,
}: {
  links: NavGroup["items"];
  listClassName?: string;
  className: string;
}) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.label}>
          <SiteLink link={link} className={className} />
        </li>
      ))}
    </ul>
  );
}
