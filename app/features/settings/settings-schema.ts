/** The form of /admin/impostazioni, validated on the server. */
import { z } from "zod";
import type { SettingsValues } from "~/features/settings/settings";
import { postalCode, requiredText } from "~/platform/forms/validation";

/**
 * The IBAN check digits (ISO 13616, mod 97): the first four characters moved
 * to the end, letters as 10–35, the number's remainder by 97 is 1.
 */
export function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const code = char >= "A" && char <= "Z" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Decimal degrees within ±`limit` (a comma is read as the decimal point); kept as typed, with a point. */
function coordinate(limit: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(",", "."))
    .refine((v) => /^-?\d{1,3}(\.\d{1,8})?$/.test(v) && Math.abs(Number(v)) <= limit, message);
}
/** An e-mail address the site shows (the school's, the lab's), kept in lower case. */
function siteEmail(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Inserisci un indirizzo e-mail valido." }));
}

/** A phone number the site shows: digits and spaces, maybe a leading +; `example` in the error. */
function sitePhone(missing: string, example: string) {
  return z
    .string({ error: missing })
    .trim()
    .regex(/^\+?[\d ]{6,20}$/, `Inserisci un numero di telefono valido, ad esempio ${example}.`);
}

/** Whole months, 1 to 120 (ten years), kept as text like every setting. */
const retentionMonths = z
  .string({ error: "Indica per quanti mesi conservare questi dati." })
  .trim()
  .regex(/^\d{1,3}$/, "Indica un numero intero di mesi, da 1 a 120.")
  .refine((v) => Number(v) >= 1 && Number(v) <= 120, "Indica un numero intero di mesi, da 1 a 120.")
  .transform((v) => String(Number(v)));

export const SettingsSchema = z
  .object({
    name: requiredText("Inserisci il nome della scuola.", 120, "Al massimo 120 caratteri."),
    legalName: requiredText("Inserisci la ragione sociale.", 160, "Al massimo 160 caratteri."),
    vatNumber: z
      .string({ error: "Inserisci la partita IVA." })
      .trim()
      .regex(/^\d{11}$/, "La partita IVA è fatta di 11 cifre."),
    street: requiredText("Inserisci via e numero civico.", 160, "Al massimo 160 caratteri."),
    postalCode: postalCode("Il CAP è fatto di 5 cifre."),
    city: requiredText("Inserisci la città.", 80, "Al massimo 80 caratteri."),
    province: z
      .string({ error: "Inserisci la sigla della provincia." })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "La provincia è una sigla di 2 lettere, ad esempio PZ."),
    phone: sitePhone("Inserisci il telefono.", "0971 274512"),
    email: siteEmail("Inserisci l'indirizzo e-mail."),
    iban: z
      .string({ error: "Inserisci l'IBAN." })
      .trim()
      .toUpperCase()
      .transform((v) => v.replace(/\s+/g, ""))
      .refine(
        (v) => /^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(v),
        "Inserisci un IBAN italiano valido (27 caratteri, inizia con IT).",
      )
      .refine(
        (v) => !/^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(v) || ibanChecksumHolds(v),
        "IBAN non valido: le cifre di controllo non corrispondono. Controlla di averlo copiato senza errori.",
      )
      // Shown in groups of four, as on a bank statement.
      .transform((v) => v.replace(/(.{4})/g, "$1 ").trim()),
    bankName: requiredText("Inserisci il nome della banca.", 160, "Al massimo 160 caratteri."),
    accountHolder: requiredText(
      "Inserisci l'intestatario del conto.",
      160,
      "Al massimo 160 caratteri.",
    ),
    latitude: coordinate(90, "La latitudine è un numero tra -90 e 90, per esempio 40.63917."),
    longitude: coordinate(180, "La longitudine è un numero tra -180 e 180, per esempio 15.80444."),
    vatTreatment: requiredText("Indica il regime IVA dei corsi.", 200, "Al massimo 200 caratteri."),
    fiscalCode: z
      .string({ error: "Inserisci il codice fiscale della scuola." })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{11,16}$/, "Il codice fiscale è fatto di 11 cifre (o 16 caratteri)."),
    taxRegime: z
      .string({ error: "Indica il regime fiscale." })
      .trim()
      .toUpperCase()
      .regex(/^RF(0[1-9]|1[0-9])$/, "Il regime fiscale è un codice da RF01 a RF19."),
    vatRate: z
      .string({ error: "Indica l'aliquota IVA." })
      .trim()
      .transform((v) => v.replace(",", "."))
      .refine(
        (v) => /^\d{1,2}(\.\d{1,2})?$/.test(v),
        "Indica l'aliquota in percentuale, per esempio 0 o 22.",
      )
      .transform((v) => String(Number(v))),
    vatNature: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => v === "" || /^N(1|2(\.[12])?|3(\.[1-6])?|4|5|6(\.[1-9])?|7)$/.test(v),
        "Indica una natura della fattura elettronica, per esempio N4.",
      ),
    labEmail: siteEmail("Inserisci l'e-mail del laboratorio."),
    labPhone: sitePhone("Inserisci il telefono del laboratorio.", "0971 274518"),
    retentionMessagesMonths: retentionMonths,
    retentionRegistrationsMonths: retentionMonths,
    retentionRegisterMonths: retentionMonths,
    retentionQuestionnaireMonths: retentionMonths,
    retentionBankLinesMonths: retentionMonths,
    retentionMailsMonths: retentionMonths,
    unpaidReleaseDays: z
      .string({ error: "Indica dopo quanti giorni liberare un posto non pagato." })
      .trim()
      .regex(/^\d{1,2}$/, "Indica un numero intero di giorni, da 1 a 60.")
      .refine(
        (v) => Number(v) >= 1 && Number(v) <= 60,
        "Indica un numero intero di giorni, da 1 a 60.",
      )
      .transform((v) => String(Number(v))),
  })
  .refine((v) => v.vatRate !== "0" || v.vatNature !== "", {
    message: "Con aliquota 0 indica la natura dell'esenzione, per esempio N4.",
    path: ["vatNature"],
  }) satisfies z.ZodType<SettingsValues>;
