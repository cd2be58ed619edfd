import { X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";

export const COOKIE_CONSENT_KEY = "cookieConsent";

const listeners = new Set<() => void>();

function subscribe(notify: () => void) {
  listeners.add(notify);
  window.addEventListener("storage", notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", notify);
  };
}

function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null; // Storage blocked by the browser: show the notice.
  }
}

/**
 * Spec §4: shown while localStorage has no cookieConsent entry. Rendered only in
 * the browser (so visitors who accepted never see it flash) and fixed at the
 * bottom, over the page, so it shifts no content.
 */
export function CookieBanner() {
  // The server snapshot says "decided", so the banner is never in the server HTML;
  // the browser then reads localStorage and shows it only when no choice is stored.
  const consent = useSyncExternalStore(subscribe, readConsent, () => "server");
  const [dismissed, setDismissed] = useState(false);

  if (consent !== null || dismissed) return null;

  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    } catch {
      // Storage blocked: hide for this view anyway.
      setDismissed(true);
    }
    listeners.forEach((notify) => notify());
  };

  return (
    <section
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
          onClick={accept}
          className="shrink-0 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Accetta
        </button>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Chiudi"
        className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
    </section>
  );
}
