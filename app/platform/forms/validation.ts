/**
 * Field schemas shared by every feature's form schemas: each carries its
 * Italian messages once. A form's own schema lives in its feature.
 */
import { z } from "zod";
import { fiscalCodeProblem, normalizeFiscalCode } from "~/platform/forms/fiscal-code";

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/** Optional text: trimmed, at most `max` characters; empty becomes undefined. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** An Italian postal code (CAP): five digits; `invalid` in the form's own words. */
export function postalCode(invalid: string) {
  return z
    .string({ error: "Inserisci il CAP." })
    .trim()
    .regex(/^\d{5}$/, invalid);
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A person's name: one line of text (it ends up in e-mail headers). */
export function personName() {
  return requiredText(
    "Inserisci nome e cognome.",
    120,
    "Nome e cognome possono avere al massimo 120 caratteri.",
  ).refine((v) => !CONTROL_CHARACTERS.test(v), "Nome e cognome contengono caratteri non ammessi.");
}

/** An e-mail address, trimmed, at most 254 characters (RFC 5321), with the form's own wording. */
export function emailField(messages: { missing: string; invalid: string }) {
  return z
    .string({ error: messages.missing })
    .trim()
    .min(1, messages.missing)
    .max(254, "L'indirizzo email è troppo lungo.")
    .pipe(z.email({ error: messages.invalid }));
}

export const EmailSchema = emailField({
  missing: "Inserisci il tuo indirizzo email.",
  invalid: "Inserisci un indirizzo email valido (es. nome@esempio.it).",
});

/** Digits only, with a leading + for an international prefix (00 becomes +). */
function compactPhone(value: string): string {
  const compact = value.replace(/[\s./()-]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

/**
 * An Italian number (mobile 3xx or landline 0xx, with or without +39) or an
 * international one in E.164 form (+ country code, 8–15 digits in all).
 */
function isValidPhone(value: string): boolean {
  const phone = compactPhone(value);
  const italian = phone.startsWith("+39") ? phone.slice(3) : phone.startsWith("+") ? null : phone;
  if (italian !== null) return /^(3\d{8,9}|0\d{5,10})$/.test(italian);
  return /^\+[1-9]\d{7,14}$/.test(phone);
}

export const PhoneSchema = z
  .string({ error: "Inserisci il tuo numero di telefono." })
  .trim()
  .min(1, "Inserisci il tuo numero di telefono.")
  .max(30, "Il numero di telefono è troppo lungo.")
  .refine(
    isValidPhone,
    "Inserisci un numero di telefono valido, italiano (es. 333 1234567 o 0971 274512) o internazionale con prefisso (es. +44 20 7946 0958).",
  );

const FISCAL_CODE_MESSAGES = {
  format:
    "Codice fiscale non valido: deve avere 16 caratteri, lettere e numeri (es. RSSMRA85T10A562S).",
  date: "Codice fiscale non valido: la data di nascita che contiene non esiste.",
  check:
    "Codice fiscale non valido: l'ultimo carattere (di controllo) non corrisponde agli altri. Controlla di averlo scritto correttamente.",
} as const;

export const FiscalCodeSchema = z
  .string({ error: "Inserisci il codice fiscale." })
  .transform(normalizeFiscalCode)
  .pipe(z.string().min(1, "Inserisci il codice fiscale."))
  .superRefine((code, ctx) => {
    const problem = fiscalCodeProblem(code);
    if (problem) ctx.addIssue({ code: "custom", message: FISCAL_CODE_MESSAGES[problem] });
  });

/** A checkbox that must be ticked (the privacy acknowledgement). */
export const PrivacySchema = z.literal("on", {
  error: "Per inviare il modulo devi dichiarare di aver letto l'informativa sulla privacy.",
});
