import type { SiteSettings } from "~/platform/site";

/** How to reach the office, at the end of a mail to a person. */
export function contactLines(site: SiteSettings): string[] {
  return [`Per qualsiasi domanda: ${site.email} – tel. ${site.phone}`, ...signature(site)];
}

/** The end of a mail to a person: the school's name and address. */
export function signature(site: SiteSettings): string[] {
  return [``, `${site.name}`, `${site.address.full}`];
}
