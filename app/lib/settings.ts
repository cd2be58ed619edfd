/** The school's public details edited in /admin/impostazioni (issue 16, decision 033). */
import { z } from "zod";
import { requiredText } from "./validation";

export const SettingsSchema = z.object({
  name: requiredText("Inserisci il nome della scuola.", 120, "Al massimo 120 caratteri."),
  legalName: requiredText("Inserisci la ragione sociale.", 160, "Al massimo 160 caratteri."),
  vatNumber: z
    .string({ error: "Inserisci la partita IVA." })
    .trim()
    .regex(/^\d{11}$/, "La partita IVA è fatta di 11 cifre."),
  street: requiredText("Inserisci via e numero civico.", 160, "Al massimo 160 caratteri."),
  postalCode: z
    .string({ error: "Inserisci il CAP." })
    .trim()
    .regex(/^\d{5}$/, "Il CAP è fatto di 5 cifre."),
  city: requiredText("Inserisci la città.", 80, "Al massimo 80 caratteri."),
  province: z
    .string({ error: "Inserisci la sigla della provincia." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "La provincia è una sigla di 2 lettere, ad esempio PZ."),
  phone: z
    .string({ error: "Inserisci il telefono." })
    .trim()
    .regex(/^\+?[\d ]{6,20}$/, "Inserisci un numero di telefono valido, ad esempio 0971 274512."),
  email: z
    .string({ error: "Inserisci l'indirizzo e-mail." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Inserisci un indirizzo e-mail valido." })),
  iban: z
    .string({ error: "Inserisci l'IBAN." })
    .trim()
    .toUpperCase()
    .transform((v) => v.replace(/\s+/g, ""))
    .refine(
      (v) => /^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(v),
      "Inserisci un IBAN italiano valido (27 caratteri, inizia con IT).",
    )
    // Shown in groups of four, as on a bank statement.
    .transform((v) => v.replace(/(.{4})/g, "$1 ").trim()),
});

export type SettingsValues = z.output<typeof SettingsSchema>;

export const SETTINGS_FIELDS: Array<{
  name: keyof SettingsValues;
  label: string;
  autoComplete?: string;
}> = [
  { name: "name", label: "Nome della scuola", autoComplete: "organization" },
  { name: "legalName", label: "Ragione sociale" },
  { name: "vatNumber", label: "Partita IVA" },
  { name: "street", label: "Indirizzo (via e numero)", autoComplete: "street-address" },
  { name: "postalCode", label: "CAP", autoComplete: "postal-code" },
  { name: "city", label: "Città", autoComplete: "address-level2" },
  { name: "province", label: "Provincia (sigla)", autoComplete: "address-level1" },
  { name: "phone", label: "Telefono", autoComplete: "tel" },
  { name: "email", label: "E-mail pubblica", autoComplete: "email" },
  { name: "iban", label: "IBAN per i bonifici" },
];
