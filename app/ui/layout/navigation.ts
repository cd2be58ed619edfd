import type { SiteSettings } from "~/features/settings/site";

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

/** The top bar of spec §2, in its order; 'Contatti' is rendered apart as the highlighted button. */
export function mainNavigation(site: SiteSettings): NavEntry[] {
  return [
    { label: "Home", to: "/" },
    { label: "Corsi", to: "/corsi" },
    {
      label: "Utenti",
      items: [
        { label: "Docenti", to: "/docenti" },
        { label: "Studenti", to: "/studenti" },
      ],
    },
    { label: "News", to: "/news" },
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
    { label: "Erasmus+", to: "/erasmus" },
    { label: "ETN World", to: "/etn-world" },
    { label: "Chi siamo", to: "/chi-siamo" },
  ];
}

export const CONTACT_LINK: NavLink = { label: "Contatti", to: "/contatti" };

export const FOOTER_NAVIGATION: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Corsi", to: "/corsi" },
  { label: "Docenti", to: "/docenti" },
  { label: "Studenti", to: "/studenti" },
  { label: "News", to: "/news" },
  { label: "Contatti", to: "/contatti" },
];

export const FOOTER_INFORMATION: NavLink[] = [
  { label: "Chi siamo", to: "/chi-siamo" },
  { label: "Erasmus+", to: "/erasmus" },
  { label: "ETN World", to: "/etn-world" },
  { label: "Smart Lab", to: "/smart-lab" },
  { label: "Prezzi docenti e scuole", to: "/prezzi" },
  { label: "Prezzi studenti", to: "/prezzi-studenti" },
  { label: "Privacy policy", to: "/privacy-policy" },
  { label: "Cookie policy", to: "/cookie-policy" },
  { label: "Accessibilità", to: "/accessibilita" },
];
