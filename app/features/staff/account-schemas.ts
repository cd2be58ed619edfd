/** The zod schemas of /admin/utenti, /admin/account and the set-password page. */
import { z } from "zod";
import { PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE } from "~/features/staff/accounts";
import { ROLES } from "~/platform/db/staff-roles";
import { EmailSchema, personName } from "~/platform/forms/validation";

const RoleSchema = z.enum(ROLES, { error: "Scegli il ruolo." });

export const NewAccountSchema = z.object({
  name: personName(),
  email: EmailSchema,
  role: RoleSchema,
});

export const ChangeRoleSchema = z.object({ role: RoleSchema });

const newPassword = z
  .string({ error: "Inserisci la nuova password." })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE)
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
