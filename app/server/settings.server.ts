import type { SiteSettings } from "~/lib/site";
import { env } from "./env.server";

export type BankDetails = {
  beneficiary: string;
  bank: string;
  iban: string;
  /** How the transfer's reason should read; {riferimento} is the registration reference. */
  reasonTemplate: string;
};

/**
 * The one place where the school's name, address, contacts and bank details are
 * written. Each can be overridden by configuration (SITE_* variables).
 */
export function siteSettings(): SiteSettings {
  const e = env();
  const name = e.SITE_NAME ?? "Polo Formativo Lucano";
  const street = e.SITE_ADDRESS ?? "Via Pretoria 122";
  return {
    name,
    shortName: "PFL",
    legalName: `${name} S.r.l.`,
    vatNumber: "01987650764",
    address: {
      street,
      postalCode: "85100",
      city: "Potenza",
      province: "PZ",
      full: `${street}, 85100 Potenza (PZ)`,
      lat: 40.63917,
      lng: 15.80444,
    },
    phone: e.SITE_PHONE ?? "0971 274512",
    email: e.SITE_EMAIL ?? "info@poloformativolucano.it",
    lab: {
      name: "AI Evolution Lab",
      email: "ailab@poloformativolucano.it",
      phone: "0971 274518",
    },
    external: {
      move2025: "https://move2025.regione.basilicata.it/",
      dm88: "https://www.mim.gov.it/web/guest/-/decreto-ministeriale-n-88-del-2024",
      pcto: "https://www.mim.gov.it/web/guest/-/decreto-ministeriale-n-88-del-2024",
      mobilityGrant: "https://move2025.regione.basilicata.it/",
      regionalPortal: "https://portalebandi.regione.basilicata.it/",
    },
  };
}

export function bankDetails(): BankDetails {
  const e = env();
  return {
    beneficiary: `${siteSettings().legalName}`,
    bank: "Banca Popolare di Basilicata, filiale di Potenza",
    iban: e.SITE_IBAN ?? "IT60 X054 2811 1010 0000 0123 456",
    reasonTemplate: "Iscrizione CEDILS 2025 – {riferimento} – Nome e Cognome",
  };
}
