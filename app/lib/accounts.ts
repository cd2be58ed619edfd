/**
 * Staff accounts (issue 16): the roles as shown, and the zod schemas shared by
 * the actions of /admin/utenti, /admin/account and the set-password page.
 */
import { z } from "zod";
import { EmailSchema, personName } from "./validation";

export const ROLES = ["amministratore", "redattore"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  amministratore: "Amministratore",
  redattore: "Redattore",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  amministratore: "tutto, compresi account, registro e impostazioni",
  redattore: "news, corsi, bandi, messaggi e iscrizioni",
};

export const PASSWORD_MIN = 12;

const RoleSchema = z.enum(ROLES, { error: "Scegli il ruolo." });

export const NewAccountSchema = z.object({
  name: personName(),
  email: EmailSchema,
  role: RoleSchema,
});

export const ChangeRoleSchema = z.object({ role: RoleSchema });

const newPassword = z
  .string({ error: "Inserisci la nuova password." })
  .min(PASSWORD_MIN, `La password deve avere almeno ${PASSWORD_MIN} caratteri.`)
  .max(200, "La password può avere al massimo 200 caratteri.");

/** The set-password page of a one-time link. */
export const SetPasswordSchema = z
  .object({
    password: newPassword,
    confirm: z.string({ error: "Ripeti la password." }).min(1, "Ripeti la password."),
  })
  .refine((v) => v.password === v.confirm, {
    message: "Le due password non coincidono.",
    path: ["confirm"],
  });

/** /admin/account: one's own password, the current one asked first. */
export const ChangePasswordSchema = z
  .object({
    current: z
      .string({ error: "Inserisci la password attuale." })
      .min(1, "Inserisci la password attuale."),
    password: newPassword,
    confirm: z.string({ error: "Ripeti la password." }).min(1, "Ripeti la password."),
  })
  .refine((v) => v.password === v.confirm, {
    message: "Le due password non coincidono.",
    path: ["confirm"],
  });

export const ProfileSchema = z.object({ name: personName() });

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
