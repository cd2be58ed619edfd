/**
 * Staff accounts as the pages show them, for pages and server alike.
 * The list of roles is auth/roles.ts; the forms' zod schemas are in
 * account-schemas.ts (no zod in the browser).
 */
import type { Role } from "~/features/staff/auth/roles";

export const ROLE_LABELS: Record<Role, string> = {
  amministratore: "Amministratore",
  redattore: "Redattore",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  amministratore: "tutto, compresi account, registro e impostazioni",
  redattore: "news, corsi, bandi, messaggi e iscrizioni",
};

export const PASSWORD_MIN = 12;
export const PASSWORD_TOO_SHORT_MESSAGE = `La password deve avere almeno ${PASSWORD_MIN} caratteri.`;

/** How long a set-password link works. */
export const SET_PASSWORD_LINK_HOURS = 72;

/** A short, readable name for a browser's User-Agent ("Chrome su Linux"). */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return "Dispositivo sconosciuto";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "sistema sconosciuto";
  return `${browser} su ${system}`;
}
