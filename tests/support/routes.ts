/** Every page route of spec §2 with a concrete path (a seeded course and article). */
export const STANDALONE_ROUTES = [
  "/ai-evolution-lab",
  "/ai-evolution-community",
  "/caratteristiche-lab",
  "/fondi-basilicata",
];

export const LAYOUT_ROUTES = [
  "/",
  "/corsi",
  "/corsi/chatgpt-docenza-docenti",
  "/docenti",
  "/studenti",
  "/chi-siamo",
  "/contatti",
  "/erasmus",
  "/etn-world",
  "/smart-lab",
  "/news",
  "/news/corso-cedils-2025",
  "/admin/login",
  "/privacy-policy",
  "/cookie-policy",
  "/prezzi",
  "/prezzi-studenti",
  "/iscrizione-cedils",
  "/move-2025",
  "/accessibilita",
];

/** Staff pages: an anonymous visitor is sent to the sign-in page. */
export const ADMIN_ROUTES = [
  "/admin/dashboard",
  "/admin/news/new",
  "/admin/news/edit/00000000-0000-4000-8000-000000000000",
  "/admin/messaggi",
  "/admin/iscrizioni",
];

export const PUBLIC_ROUTES = [...LAYOUT_ROUTES, ...STANDALONE_ROUTES];
