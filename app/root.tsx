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
import { now } from "~/server/clock.server";
import { siteSettings } from "~/server/settings.server";
import { pageHydrates } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";
import "./app.css";

export async function loader() {
  return { site: siteSettings(), year: now().getFullYear() };
}

export function meta() {
  return [{ title: "Polo Formativo Lucano" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // docs/decisions/034: a page that needs no script is sent without the
  // framework's (app/lib/hydration.ts decides which). It says so on <html>, as
  // a hydrated page does with data-hydrated, for the browser tests. In the
  // browser the framework is already running (the first page hydrated): a
  // client-side navigation to such a page keeps scroll restoration.
  const leaf = useMatches().at(-1)?.id;
  const hydrates = typeof document !== "undefined" || pageHydrates(leaf);
  return (
    <html lang="it" data-zero-script={hydrates ? undefined : ""}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
        ) : null}
      </body>
    </html>
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
