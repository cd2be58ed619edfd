import { useRouteLoaderData } from "react-router";

/**
 * The school's public details, filled by the settings feature (defaults and
 * overrides: app/features/settings/settings.server.ts). The type and the hook
 * live here, below the layout and every feature that shows them.
 */
export type SiteSettings = {
  name: string;
  shortName: string;
  legalName: string;
  vatNumber: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    province: string;
    /** One line, e.g. for the footer and the map popup. */
    full: string;
    lat: number;
    lng: number;
  };
  phone: string;
  email: string;
  lab: { name: string; email: string; phone: string };
  external: {
    move2025: string;
    dm88: string;
    pcto: string;
    mobilityGrant: string;
    /** The Basilicata region's online portal for calls (applications with SPID or CNS). */
    regionalPortal: string;
  };
};

/** Reads the site settings the root loader sends to every page. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData("root") as { site: SiteSettings } | undefined;
  if (!data) throw new Error("useSite() used outside the root route");
  return data.site;
}

/** `tel:` link target for a phone number as written for people. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
