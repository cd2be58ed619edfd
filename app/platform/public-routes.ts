// The one list of public pages, read by the sitemap (app/features/pages/sitemap.ts),
// `npm run lighthouse` (scripts/lighthouse.mjs, which Node runs with type
// stripping: keep this file to erasable syntax and without imports) and the
// browser tests. A new page of app/routes.ts goes here once.

/**
 * - `page`: a public page with a fixed address (in the sitemap);
 * - `sample`: one seeded course and one seeded article, standing for pages whose
 *   address comes from the database (the sitemap lists every one of them);
 * - `form`: a form whose address comes from the database (a course's enrolment
 *   form): linked from its page, not in the sitemap;
 * - `staff`: the sign-in page, public but kept out of search engines (noindex,
 *   robots.txt), so neither the sitemap nor Lighthouse's SEO score wants it.
 */
type PublicRouteKind = "page" | "sample" | "form" | "staff";

export type PublicRoute = {
  path: string;
  kind: PublicRouteKind;
  /** Inside the common layout (header, footer, cookie banner), or a standalone page. */
  layout: boolean;
};

/** Spec §2's route table, pages inside the common layout first, then the standalone ones. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", kind: "page", layout: true },
  { path: "/corsi", kind: "page", layout: true },
  { path: "/corsi/chatgpt-docenza-docenti", kind: "sample", layout: true },
  // The enrolment form of a seeded course with open editions.
  { path: "/corsi/chatgpt-docenza-docenti/iscrizione", kind: "form", layout: true },
  // A school's order for several teachers of the same course (decision 064).
  { path: "/corsi/chatgpt-docenza-docenti/iscrizione-scuola", kind: "form", layout: true },
  { path: "/docenti", kind: "page", layout: true },
  { path: "/studenti", kind: "page", layout: true },
  { path: "/chi-siamo", kind: "page", layout: true },
  { path: "/contatti", kind: "page", layout: true },
  { path: "/erasmus", kind: "page", layout: true },
  { path: "/etn-world", kind: "page", layout: true },
  { path: "/smart-lab", kind: "page", layout: true },
  { path: "/news", kind: "page", layout: true },
  { path: "/news/corso-cedils-2025", kind: "sample", layout: true },
  { path: "/admin/login", kind: "staff", layout: true },
  { path: "/privacy-policy", kind: "page", layout: true },
  { path: "/cookie-policy", kind: "page", layout: true },
  { path: "/prezzi", kind: "page", layout: true },
  { path: "/prezzi-studenti", kind: "page", layout: true },
  { path: "/iscrizione-cedils", kind: "page", layout: true },
  { path: "/move-2025", kind: "page", layout: true },
  // Not in the spec's table: the accessibility statement.
  { path: "/accessibilita", kind: "page", layout: true },
  // Where an attestato's code is typed to verify it.
  { path: "/attestati", kind: "page", layout: true },
  { path: "/ai-evolution-lab", kind: "page", layout: false },
  { path: "/ai-evolution-community", kind: "page", layout: false },
  { path: "/caratteristiche-lab", kind: "page", layout: false },
  { path: "/fondi-basilicata", kind: "page", layout: false },
];

/** The paths of the public routes that pass `keep`, in the table's order. */
export function publicPaths(keep: (route: PublicRoute) => boolean = () => true): string[] {
  return PUBLIC_ROUTES.filter(keep).map((route) => route.path);
}

/** Public pages with a fixed address: what the sitemap lists beside courses and articles. */
export const FIXED_PUBLIC_PATHS = publicPaths((route) => route.kind === "page");
