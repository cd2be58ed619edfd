import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { CONTACT_LINK, isGroup, mainNavigation, type NavGroup } from "~/lib/navigation";
import { useSite } from "~/lib/site";
import { SiteLink } from "./nav-link";

const topLinkClass =
  "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

export function Header() {
  const site = useSite();
  const entries = mainNavigation(site);
  const location = useLocation();
  // The phone menu is open only on the page where it was opened: any navigation
  // (a link, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === location.pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label={`${site.name}, home`}>
          <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
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

        <button
          type="button"
          className="inline-flex items-center justify-center rounded-md p-2 text-slate-800 hover:bg-slate-100 xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls="menu-mobile"
          aria-label={mobileOpen ? "Chiudi il menu" : "Apri il menu"}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </div>

      {mobileOpen ? (
        <nav
          id="menu-mobile"
          aria-label="Menu"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
        >
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4">
            {[...entries, CONTACT_LINK].map((entry) =>
              isGroup(entry) ? (
                <li key={entry.label}>
                  <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {entry.label}
                  </p>
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.label}>
                        <SiteLink
                          link={item}
                          onNavigate={() => setMobileOpen(false)}
                          className="block rounded-md px-3 py-2 pl-6 text-base text-slate-800 hover:bg-brand-50"
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.label}>
                  <SiteLink
                    link={entry}
                    onNavigate={() => setMobileOpen(false)}
                    className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-brand-50"
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/**
 * Disclosure dropdown: opens on hover, focus, click and Enter/Space/ArrowDown;
 * closes on Escape, on leaving with the mouse and when focus moves away.
 */
function Dropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus given back to the button after Escape must not reopen the list.
  const returningFocus = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (returningFocus.current) returningFocus.current = false;
        else setOpen(true);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          returningFocus.current = true;
          buttonRef.current?.focus();
          returningFocus.current = false;
        } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          setOpen(true);
          const links = Array.from(
            rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? [],
          );
          const current = links.indexOf(document.activeElement as HTMLAnchorElement);
          // Wait a frame so a just-opened list is rendered before focusing into it.
          requestAnimationFrame(() =>
            focusItem(
              current === -1
                ? event.key === "ArrowDown"
                  ? 0
                  : -1
                : current + (event.key === "ArrowDown" ? 1 : -1),
            ),
          );
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${topLinkClass} inline-flex items-center gap-1`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute top-full left-0 z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {group.items.map((item) => (
          <li key={item.label}>
            <SiteLink
              link={item}
              onNavigate={() => setOpen(false)}
              className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
