import { X } from "lucide-react";
import { Link } from "react-router";
import { useNonce } from "~/platform/security/nonce";
import { LAYOUT_SCRIPT } from "~/ui/layout/layout-script";

/**
 * Spec §4: shown while localStorage has no cookieConsent entry. The banner is in
 * every page's HTML, hidden; the layout's inline script right after it (run
 * before the first paint, with or without the framework: docs/decisions/034)
 * shows it when no choice is stored, so visitors who accepted never see it
 * flash, and handles its two buttons: 'Accetta' (value = the stored value) and
 * the close button (no value: hides it for this view only). Fixed at the bottom, over the page, so
 * it shifts no content. With JavaScript off nothing can be stored, and the
 * banner stays hidden.
 *
 * React never changes it after hydration: `hidden` is the script's to change.
 */
export function CookieBanner() {
  return (
    <section
      id="cookie-banner"
      hidden
      suppressHydrationWarning
      aria-label="Informativa sui cookie"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 pr-10 sm:flex-row sm:items-center sm:gap-6">
        <p className="text-sm text-slate-700">
          Questo sito usa solo cookie tecnici, necessari al suo funzionamento, e mostra mappe di un
          servizio esterno nella pagina dei contatti. Per saperne di più leggi la{" "}
          <Link to="/cookie-policy" className="font-semibold text-brand-700 underline">
            cookie policy
          </Link>
          .
        </p>
        <button
          type="button"
          data-cookie=""
          value="accepted"
          className="shrink-0 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Accetta
        </button>
      </div>
      <button
        type="button"
        data-cookie=""
        aria-label="Chiudi"
        className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </section>
  );
}

/**
 * The layout's one inline script (layout-script.ts); it must come after the banner.
 * Its text is written by the server only (`import.meta.env.SSR` is a build-time
 * constant, so the client bundle leaves it out): a hydrating page keeps the
 * server's script as it is (React does not rewrite an element's inner HTML when it
 * hydrates it), and a script inserted by React later would not run anyway.
 */
export function LayoutScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LAYOUT_SCRIPT : "" }}
    />
  );
}
