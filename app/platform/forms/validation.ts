/**
 * Form schemas shared by the actions (authoritative) and the forms (constraints,
 * inline errors). Field schemas carry their Italian messages once and are reused.
 */
import { z } from "zod";
import { fiscalCodeProblem, normalizeFiscalCode } from "~/platform/forms/fiscal-code";
import {
  ANILS_CHOICES,
  CONTACT_SUBJECTS,
  ENROLMENT_ROLES,
  LAUREA_TYPES,
  PAYMENT_METHODS,
  SCHOOL_TYPES,
} from "~/platform/forms/form-options";

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
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
function emailField(messages: { missing: string; invalid: string }) {
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
const PrivacySchema = z.literal("on", {
  error: "Per inviare il modulo devi dichiarare di aver letto l'informativa sulla privacy.",
});

// --- Contact form (spec §2 /contatti, §5) ---

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

// --- Enrolments: CEDILS (spec §3, §5) and every course edition (issue 25) ---

/** The person enrolling, asked the same way by every enrolment form. */
const ENROLLING_PERSON = {
  fullName: personName(),
  fiscalCode: FiscalCodeSchema,
  email: EmailSchema,
  phone: PhoneSchema,
};

export const RegistrationFormSchema = z.object({
  ...ENROLLING_PERSON,
  address: requiredText(
    "Inserisci l'indirizzo (via, numero civico, CAP).",
    200,
    "L'indirizzo può avere al massimo 200 caratteri.",
  ),
  city: requiredText("Inserisci la città.", 100, "La città può avere al massimo 100 caratteri."),
  subject: z
    .string()
    .trim()
    .max(120, "La materia può avere al massimo 120 caratteri.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  schoolType: z.enum(SCHOOL_TYPES, { error: "Seleziona il tipo di scuola." }),
  laureaType: z.enum(LAUREA_TYPES, { error: "Seleziona il tipo di laurea." }),
  laureaIn: requiredText(
    "Indica in che cosa sei laureato (o il titolo posseduto).",
    150,
    "Il campo può avere al massimo 150 caratteri.",
  ),
  isAnilsMember: z.enum(ANILS_CHOICES, { error: "Indica se sei socio ANILS." }),
  privacy: PrivacySchema,
});
export type RegistrationInput = z.infer<typeof RegistrationFormSchema>;

/** Optional text: trimmed, at most `max` characters; empty becomes undefined. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** Codice meccanografico of an Italian school: 10 characters, the province first (PZIC83000L). */
const SCHOOL_CODE = /^[A-Z]{2}[A-Z0-9]{8}$/;
/** Codice univoco ufficio for the e-invoice of a school (6 characters) or of a company (7). */
const INVOICE_CODE = /^[A-Z0-9]{6,7}$/;

/**
 * The enrolment form of a course edition (/corsi/{slug}/iscrizione, issue 25).
 * `paymentFile` is "present" when a file came with the form (the reader of
 * the action says so): the voucher and the transfer need one, the school's
 * order does not.
 */
export const EnrolmentFormSchema = z
  .object({
    editionId: z
      .string({ error: "Scegli l'edizione del corso." })
      .trim()
      .min(1, "Scegli l'edizione del corso."),
    ...ENROLLING_PERSON,
    school: requiredText(
      "Indica la scuola o l'ente in cui lavori.",
      200,
      "Il nome della scuola può avere al massimo 200 caratteri.",
    ),
    role: z.enum(ENROLMENT_ROLES, { error: "Indica il tuo ruolo." }),
    paymentMethod: z.enum(PAYMENT_METHODS, {
      error: "Scegli come pagare.",
    }),
    voucherCode: optionalText(40, "Il codice del buono può avere al massimo 40 caratteri."),
    orderSchoolName: optionalText(200, "Il nome della scuola può avere al massimo 200 caratteri."),
    orderSchoolCode: optionalText(20, "Il codice meccanografico ha 10 caratteri."),
    orderInvoiceAddress: optionalText(
      254,
      "Il codice o la PEC possono avere al massimo 254 caratteri.",
    ),
    paymentFile: z.string().optional(),
    privacy: PrivacySchema,
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (v.paymentMethod === "carta_docente") {
      if (!v.voucherCode)
        fail("voucherCode", "Inserisci il codice del buono della Carta del Docente.");
      else if (!/^[A-Za-z0-9]{6,20}$/.test(v.voucherCode))
        fail(
          "voucherCode",
          "Il codice del buono contiene solo lettere e numeri (di solito 8 caratteri, es. aB3dE5fG).",
        );
      if (v.paymentFile !== "present")
        fail(
          "paymentFile",
          "Allega il buono della Carta del Docente (il PDF scaricato dal portale).",
        );
    }
    if (v.paymentMethod === "bonifico" && v.paymentFile !== "present")
      fail("paymentFile", "Allega la ricevuta del bonifico (PDF, JPG, PNG, HEIC o HEIF).");
    if (v.paymentMethod === "ordine_scuola") {
      if (!v.orderSchoolName) fail("orderSchoolName", "Indica la scuola che paga l'iscrizione.");
      if (!v.orderSchoolCode)
        fail("orderSchoolCode", "Inserisci il codice meccanografico della scuola.");
      else if (!SCHOOL_CODE.test(v.orderSchoolCode.toUpperCase()))
        fail("orderSchoolCode", "Codice meccanografico non valido: 10 caratteri, es. PZIC83000L.");
      const address = v.orderInvoiceAddress;
      if (!address)
        fail(
          "orderInvoiceAddress",
          "Inserisci il codice univoco per la fattura elettronica o la PEC della scuola.",
        );
      else if (!INVOICE_CODE.test(address.toUpperCase()) && !z.email().safeParse(address).success)
        fail(
          "orderInvoiceAddress",
          "Inserisci un codice univoco di 6 caratteri (es. UFXYZ1) o un indirizzo PEC valido.",
        );
    }
  });
export type EnrolmentInput = z.infer<typeof EnrolmentFormSchema>;

// --- Staff sign-in (spec §5: e-mail and password both required) ---

export const LoginSchema = z.object({
  email: emailField({
    missing: "Inserisci l'indirizzo e-mail.",
    invalid: "Inserisci un indirizzo e-mail valido.",
  }),
  password: z.string({ error: "Inserisci la password." }).min(1, "Inserisci la password."),
  redirectTo: z.string().optional(),
});
