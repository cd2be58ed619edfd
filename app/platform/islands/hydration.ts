/**
 * The one place that decides which pages hydrate (docs/decisions/034).
 *
 * A page whose route module (the deepest matched route, by React Router's id:
 * its file under app/ without extension) is listed here is sent as plain HTML,
 * without `<Scripts />` and `<ScrollRestoration />`. Its controls are HTML and
 * CSS, helped by the layout's one small inline script (app/ui/layout/layout-script.ts).
 *
 * A route not listed keeps hydrating, so a new page is never silently left
 * without its behaviour; a page that needs no script is added here, and to the
 * expectations of tests/e2e/zero-script.test.ts.
 */
export const ZERO_SCRIPT_ROUTES: ReadonlySet<string> = new Set([
  "features/pages/home/home",
  "features/courses/public/detail",
  "features/pages/info/teachers",
  "features/pages/info/students",
  "features/pages/info/about",
  "features/pages/info/erasmus",
  "features/pages/info/network",
  "features/pages/info/smart-lab",
  "features/news/public/list",
  "features/news/public/article",
  "features/pages/info/privacy-policy",
  "features/pages/info/cookie-policy",
  "features/prices/teachers",
  "features/prices/students",
  "features/calls/move-2025",
  "features/pages/info/accessibility",
  "features/certificates/verify",
  "features/certificates/verify-start",
  "features/enrolments/journey/participant-page",
  "features/enrolments/journey/my-enrolments",
  "features/questionnaire/participant/questionnaire-page",
  "features/school-orders/public/school-order",
  "features/school-orders/public/order-status",
  "features/pages/not-found",
  "features/pages/labs/ai-evolution-lab",
  "features/pages/labs/ai-evolution-community",
  "features/pages/labs/lab-specs",
  "features/calls/funding-basilicata",
]);

/**
 * Pages whose interactive parts hydrate as islands (docs/decisions/036): sent
 * as HTML like a zero-script page, then one small module (`*.island.tsx`
 * beside the page, built by vite.islands.config.ts) hydrates only the marked
 * parts with react-dom, without React Router's runtime.
 */
export const ISLAND_ROUTES: Readonly<Record<string, IslandEntry>> = {
  "features/courses/public/catalogue": "catalogue",
  "features/inbox/contacts": "contacts",
  "features/enrolments/cedils/cedils-registration": "registration",
  "features/enrolments/public/enrol": "enrolment",
};

export type IslandEntry = "catalogue" | "contacts" | "registration" | "enrolment";

/** Each island entry's module, from the repository's root (read by vite.islands.config.ts). */
export const ISLAND_ENTRY_FILES: Readonly<Record<IslandEntry, string>> = {
  catalogue: "app/features/courses/public/catalogue.island.tsx",
  contacts: "app/features/inbox/contacts.island.tsx",
  registration: "app/features/enrolments/cedils/registration.island.tsx",
  enrolment: "app/features/enrolments/public/enrolment.island.tsx",
};

/**
 * How the page whose deepest matched route has this id runs in the browser:
 * with the framework's scripts (`router`), with one island entry, or with none.
 */
export type PageScripts =
  { kind: "router" } | { kind: "island"; entry: IslandEntry } | { kind: "none" };

export function pageScripts(leafRouteId: string | undefined): PageScripts {
  if (leafRouteId === undefined) return { kind: "router" };
  if (ZERO_SCRIPT_ROUTES.has(leafRouteId)) return { kind: "none" };
  const entry = ISLAND_ROUTES[leafRouteId];
  return entry ? { kind: "island", entry } : { kind: "router" };
}
