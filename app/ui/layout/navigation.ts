import type { SiteSettings } from "~/platform/site";

export type NavLink = {
  label: string;
  to: string;
  external?: boolean;
  /** A full page load instead of client navigation (spec §2: /fondi-basilicata). */
  reloadDocument?: boolean;
};
export type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** The site's own pages that both the top bar and the footer link to, named once. */
const HOME: NavLink = { label: "Home", to: "/" };
const COURSES: NavLink = { label: "Corsi", to: "/corsi" };
const TEACHERS: NavLink = { label: "Docenti", to: "/docenti" };
const STUDENTS: NavLink = { label: "Studenti", to: "/studenti" };
const NEWS: NavLink = { label: "News", to: "/news" };
const ERASMUS: NavLink = { label: "Erasmus+", to: "/erasmus" };
const NETWORK: NavLink = { label: "ETN World", to: "/etn-world" };
const ABOUT: NavLink = { label: "Chi siamo", to: "/chi-siamo" };
export const CONTACT_LINK: NavLink = { label: "Contatti", to: "/contatti" };

/** The top bar of spec §2, in its order; 'Contatti' is rendered apart as the highlighted button. */
export function mainNavigation(site: SiteSettings): NavEntry[] {
  return [
    HOME,
    COURSES,
    { label: "Utenti", items: [TEACHERS, STUDENTS] },
    NEWS,
    {
      label: "Opportunità",
      items: [
        { label: "Fondi Basilicata STEM", to: "/fondi-basilicata", reloadDocument: true },
        { label: "MOVE 2025", to: site.external.move2025, external: true },
        { label: "AI Evolution Lab", to: "/ai-evolution-lab" },
        { label: "DM 88", to: site.external.dm88, external: true },
      ],
    },
    { label: "AI Lab", to: "/ai-evolution-lab" },
    ERASMUS,
    NETWORK,
    ABOUT,
  ];
}

export const FOOTER_NAVIGATION: NavLink[] = [
  HOME,
  COURSES,
  TEACHERS,
  STUDENTS,
  NEWS,
  CONTACT_LINK,
  // A participant's way back to their private pages, and anyone's to check an attestato.
  { label: "Le mie iscrizioni", to: "/le-mie-iscrizioni" },
  { label: "Verifica un attestato", to: "/attestati" },
];

export const FOOTER_INFORMATION: NavLink[] = [
  ABOUT,
  ERASMUS,
  NETWORK,
  { label: "Smart Lab", to: "/smart-lab" },
  { label: "Prezzi docenti e scuole", to: "/prezzi" },
  { label: "Prezzi studenti", to: "/prezzi-studenti" },
  { label: "Privacy policy", to: "/privacy-policy" },
  { label: "Cookie policy", to: "/cookie-policy" },
  { label: "Accessibilità", to: "/accessibilita" },
];
