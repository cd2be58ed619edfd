import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { CookieBanner, LayoutScript } from "~/ui/layout/cookie-banner";
import { Footer } from "~/ui/layout/footer";
import { Header } from "~/ui/layout/header";

/** The common layout of spec §2: header, footer and the cookie banner. */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // After a client-side navigation, move focus to the new page's content, as a
  // full page load would: keyboard and screen-reader users start from the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Vai al contenuto principale
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <LayoutScript />
    </>
  );
}
