/** The sign-in form's schema (spec §5: e-mail and password both required). */
import { z } from "zod";
import { emailField } from "~/platform/forms/validation";

export const LoginSchema = z.object({
  email: emailField({
    missing: "Inserisci l'indirizzo e-mail.",
    invalid: "Inserisci un indirizzo e-mail valido.",
  }),
  password: z.string({ error: "Inserisci la password." }).min(1, "Inserisci la password."),
  redirectTo: z.string().optional(),
});
