/** The contact form's schema (spec §2 /contatti, §5): the action's and the form's. */
import { z } from "zod";
import { CONTACT_SUBJECTS } from "~/platform/forms/form-options";
import { EmailSchema, personName, PrivacySchema } from "~/platform/forms/validation";

export const ContactFormSchema = z.object({
  name: personName(),
  email: EmailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: "Seleziona l'oggetto del messaggio." }),
  message: z
    .string({ error: "Scrivi il tuo messaggio." })
    .trim()
    .min(1, "Scrivi il tuo messaggio.")
    .min(10, "Il messaggio deve contenere almeno 10 caratteri.")
    .max(5000, "Il messaggio può contenere al massimo 5000 caratteri."),
  privacy: PrivacySchema,
});
export type ContactInput = z.infer<typeof ContactFormSchema>;
