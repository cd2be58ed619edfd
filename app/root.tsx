import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { now } from "~/platform/clock.server";
import { siteSettings } from "~/features/settings/settings.server";
import { pageScripts, type IslandEntry } from "~/platform/islands/hydration";
import { ISLAND_LOADER_WAIT, useIslandAssets } from "~/platform/islands/island-assets";
import { LOGO_DATA_URL } from "~/ui/layout/logo";
import { useNonce } from "~/platform/security/nonce";
import { staffAreaGuard } from "~/features/staff/auth/staff-area-guard.server";
import "./app.css";

/** At the root, so it runs for every /admin request, pages and files alike, before any loader or action. */
export const middleware: Route.MiddlewareFunction[] = [staffAreaGuard];

export async function loader() {
  return { site: siteSettings(), year: now().getFullYear() };
}

export function meta() {
  return [{ title: "Polo Formativo Lucano" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // docs/decisions/034: a page that needs no script is sent without the
  // framework's (app/platform/islands/hydration.ts decides which). It says so on <html>, as
  // a hydrated page does with data-hydrated, for the browser tests. In the
  // browser the framework is already running (the first page hydrated): a
  // client-side navigation to such a page keeps scroll restoration.
  //
  // Islands (docs/decisions/036): a page whose interactive parts hydrate alone
  // gets its island entry instead of the framework. In development, where Vite
  // serves sources rather than built entries, such pages hydrate with React
  // Router (their islands work either way).
  const leaf = useMatches().at(-1)?.id;
  const scripts = typeof document !== "undefined" ? { kind: "router" as const } : pageScripts(leaf);
  const mode =
    import.meta.env.DEV && scripts.kind === "island" ? { kind: "router" as const } : scripts;
  const hydrates = mode.kind === "router";
  return (
    <html
      lang="it"
      data-zero-script={mode.kind === "none" ? "" : undefined}
      data-islands={mode.kind === "island" ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href={LOGO_DATA_URL} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : mode.kind === "island" ? (
          <IslandScripts entry={mode.entry} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

/**
 * Loads the page's island entry once the page is painted, as the framework's
 * scripts are (record 024): an inline module that imports the entry and the
 * chunks it imports, all at once (no waterfall), and no modulepreload
 * competing with the stylesheet and the images. It waits for the page's first
 * contentful paint to be reported (a frame alone came before the paint was on
 * screen) and for the load event (the first pictures, the largest paint's
 * candidates), then a frame: until then the scripts would share the
 * connection with what the visitor is waiting to see (record 037).
 */
function IslandScripts({ entry, nonce }: { entry: IslandEntry; nonce: string }) {
  const assets = useIslandAssets(entry);
  if (!assets) throw new Error(`Island entry "${entry}" is not in islands.json`);
  const files = JSON.stringify([...assets.imports, assets.file]);
  return (
    <script
      type="module"
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `${ISLAND_LOADER_WAIT}${files}.forEach((f) => import(f));`,
      }}
    />
  );
}

export default function App() {
  // Marks the document once React has hydrated it (this effect runs after every
  // route's). The browser tests wait for it before they click: a click that
  // lands while React is still hydrating is only replayed later.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** Spec §8: any unhandled rendering error shows this fallback screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let text = "Si è verificato un errore imprevisto.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    text = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    text = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      {stack ? <pre className="mt-4 overflow-x-auto text-sm">{stack}</pre> : null}
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-700 underline">
          Torna alla home
        </a>
      </p>
    </main>
  );
}
