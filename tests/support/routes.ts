import { publicPaths } from "~/platform/public-routes";

// Views of the one list of public routes (app/platform/public-routes.ts), with a
// seeded course and article standing for the pages the database fills.
export const LAYOUT_ROUTES = publicPaths((route) => route.layout);
export const STANDALONE_ROUTES = publicPaths((route) => !route.layout);
export const PUBLIC_ROUTES = publicPaths();

/** Staff pages: an anonymous visitor is sent to the sign-in page. */
export const ADMIN_ROUTES = [
  "/admin/dashboard",
  "/admin/news/new",
  "/admin/news/edit/00000000-0000-4000-8000-000000000000",
  "/admin/messaggi",
  "/admin/iscrizioni",
  "/admin/ordini",
  "/admin/corsi",
  "/admin/corsi/nuovo",
  "/admin/corsi/00000000-0000-4000-8000-000000000000",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/anteprima",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/edizioni/00000000-0000-4000-8000-000000000000",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/edizioni",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/edizioni/nuova",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/edizioni/00000000-0000-4000-8000-000000000000/modifica",
  "/admin/bandi",
  "/admin/bandi/nuovo",
  "/admin/bandi/00000000-0000-4000-8000-000000000000",
  "/admin/pagine",
  "/admin/pagine/studenti",
  "/admin/pagine/home/anteprima",
  "/admin/prezzi",
  "/admin/prezzi/nuova",
  "/admin/prezzi/00000000-0000-4000-8000-000000000000",
  "/admin/faq",
  "/admin/faq/nuova",
  "/admin/faq/00000000-0000-4000-8000-000000000000",
  "/admin/media",
  "/admin/messaggi/00000000-0000-4000-8000-000000000000/dati.json",
  "/admin/iscrizioni/00000000-0000-4000-8000-000000000000/dati.json",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/edizioni/00000000-0000-4000-8000-000000000000/iscritti/00000000-0000-4000-8000-000000000000",
  "/admin/corsi/00000000-0000-4000-8000-000000000000/edizioni/00000000-0000-4000-8000-000000000000/iscritti/00000000-0000-4000-8000-000000000000/dati.json",
];
