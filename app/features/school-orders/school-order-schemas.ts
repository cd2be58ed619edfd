/**
 * The school's order form (/corsi/{slug}/iscrizione-scuola, decision 064):
 * the buyer's data an FPA12 invoice needs and one row per teacher. The rows
 * are flat fields (`teacherName-0`, `teacherFiscalCode-0`, `teacherEmail-0`,
 * …) so every error sits beside its own field and the page works without
 * script. Browser-safe, like every form schema.
 */
import { z } from "zod";
import {
  EmailSchema,
  emailField,
  FiscalCodeSchema,
  optionalText,
  personName,
  postalCode,
  requiredText,
} from "~/platform/forms/validation";
import { isRealDate } from "~/platform/rome-time";

/** At most this many teachers in one order: a school's department, not a whole staff list. */
export const MAX_TEACHERS = 30;

export const SCHOOL_KINDS = ["statale", "paritaria"] as const;

export function teacherFields(i: number) {
  return {
    fullName: `teacherName-${i}`,
    fiscalCode: `teacherFiscalCode-${i}`,
    email: `teacherEmail-${i}`,
  } as const;
}

/**
 * The codice fiscale of a school or company (the Partita IVA's algorithm):
 * 11 digits, the last computed from the first ten.
 */
export function isEntityFiscalCode(code: string): boolean {
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(code[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

/** Codice univoco ufficio of the IPA index (UFXYZ1). */
const IPA_CODE = /^[A-Z0-9]{6}$/;
/** A private recipient's SDI code. */
const SDI_CODE = /^[A-Z0-9]{7}$/;
/** CIG of ANAC (a smart CIG starts with Z). */
const CIG = /^[A-Z0-9]{10}$/;
const CUP = /^[A-Z0-9]{15}$/;

const upper = (v: string) => v.replace(/\s+/g, "").toUpperCase();

const ContactEmailSchema = emailField({
  missing: "Inserisci l'indirizzo email del referente.",
  invalid: "Inserisci un indirizzo email valido (es. segreteria@scuola.edu.it).",
});

const OrderFieldsSchema = z.object({
  editionId: z
    .string({ error: "Scegli l'edizione del corso." })
    .trim()
    .min(1, "Scegli l'edizione del corso."),
  schoolName: requiredText(
    "Inserisci il nome della scuola.",
    200,
    "Il nome della scuola può avere al massimo 200 caratteri.",
  ),
  schoolFiscalCode: z
    .string({ error: "Inserisci il codice fiscale della scuola." })
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Inserisci il codice fiscale della scuola.")
        .regex(/^\d{11}$/, "Il codice fiscale della scuola ha 11 cifre (es. 80003150762).")
        .refine(
          isEntityFiscalCode,
          "Codice fiscale della scuola non valido: l'ultima cifra (di controllo) non corrisponde alle altre.",
        ),
    ),
  street: requiredText(
    "Inserisci l'indirizzo della scuola (via e numero civico).",
    200,
    "L'indirizzo può avere al massimo 200 caratteri.",
  ),
  postalCode: postalCode("Il CAP ha 5 cifre (es. 85100)."),
  city: requiredText("Inserisci il comune.", 100, "Il comune può avere al massimo 100 caratteri."),
  province: z
    .string({ error: "Inserisci la sigla della provincia." })
    .transform(upper)
    .pipe(z.string().regex(/^[A-Z]{2}$/, "La provincia è una sigla di 2 lettere (es. PZ).")),
  kind: z.enum(SCHOOL_KINDS, { error: "Indica se la scuola è statale o paritaria." }),
  ipaCode: optionalText(20, "Il codice univoco ufficio ha 6 caratteri.").transform((v) =>
    v ? upper(v) : undefined,
  ),
  sdiOrPec: optionalText(254, "Il codice o la PEC possono avere al massimo 254 caratteri."),
  cig: z
    .string({ error: "Inserisci il CIG." })
    .transform(upper)
    .pipe(
      z
        .string()
        .min(1, "Inserisci il CIG dell'acquisto.")
        .regex(CIG, "Il CIG ha 10 caratteri, lettere e numeri (es. Z1A2B3C4D5)."),
    ),
  cup: optionalText(20, "Il CUP ha 15 caratteri.").transform((v) => (v ? upper(v) : undefined)),
  orderNumber: requiredText(
    "Inserisci il numero dell'ordine (o della determina) della scuola.",
    40,
    "Il numero dell'ordine può avere al massimo 40 caratteri.",
  ),
  orderDate: z
    .string({ error: "Inserisci la data dell'ordine." })
    .trim()
    .min(1, "Inserisci la data dell'ordine.")
    .refine((v) => isRealDate(v), "Inserisci una data valida (gg/mm/aaaa)."),
  contactName: personName(),
  contactEmail: ContactEmailSchema,
  privacy: z.literal("on", {
    error: "Per inviare l'ordine devi dichiarare di aver letto l'informativa sulla privacy.",
  }),
});

/** A teacher of the order, with the form row they were typed in (for errors found later). */
export type Teacher = { fullName: string; fiscalCode: string; email: string; row: number };

/** The number of teacher rows a form carries: its hidden `rows`, between 1 and MAX_TEACHERS. */
export function rowCount(values: Record<string, string | undefined>): number {
  const n = Number(values.rows);
  return Number.isInteger(n) ? Math.min(Math.max(n, 1), MAX_TEACHERS) : 1;
}

/** A row left wholly empty is not a teacher: the school added one row too many. */
function isEmptyRow(values: Record<string, unknown>, i: number): boolean {
  const f = teacherFields(i);
  return [f.fullName, f.fiscalCode, f.email].every((name) => !String(values[name] ?? "").trim());
}

/**
 * Each teacher row is checked with the person schemas every enrolment form
 * uses; a fiscal code appearing twice is marked on its second row.
 */
export const SchoolOrderFormSchema = z.record(z.string(), z.string()).transform((values, ctx) => {
  let failed = false;
  const fail = (path: string, message: string) => {
    failed = true;
    ctx.addIssue({ code: "custom", path: [path], message });
  };
  const order = OrderFieldsSchema.safeParse(values);
  if (!order.success) {
    for (const issue of order.error.issues) fail(String(issue.path[0]), issue.message);
  }
  // Checked on what was typed, so they show beside the other fields' errors.
  const ipaCode = upper(values.ipaCode ?? "");
  const sdiOrPec = (values.sdiOrPec ?? "").trim();
  const cup = upper(values.cup ?? "");
  if (values.kind === "statale") {
    if (!ipaCode)
      fail("ipaCode", "Inserisci il codice univoco ufficio (IPA) per la fattura elettronica.");
    else if (!IPA_CODE.test(ipaCode))
      fail("ipaCode", "Il codice univoco ufficio ha 6 caratteri, lettere e numeri (es. UFXYZ1).");
  }
  if (values.kind === "paritaria") {
    if (!sdiOrPec)
      fail("sdiOrPec", "Inserisci il codice destinatario (7 caratteri) o la PEC della scuola.");
    else if (!SDI_CODE.test(upper(sdiOrPec)) && !z.email().safeParse(sdiOrPec).success)
      fail(
        "sdiOrPec",
        "Inserisci un codice destinatario di 7 caratteri (es. ABC1234) o un indirizzo PEC valido.",
      );
  }
  if (cup && !CUP.test(cup))
    fail("cup", "Il CUP ha 15 caratteri, lettere e numeri (es. G51B21000010006).");

  const teachers: Teacher[] = [];
  const seen = new Map<string, number>();
  const rows = rowCount(values);
  for (let i = 0; i < rows; i++) {
    // An empty row is skipped; a form with no teacher at all is refused below.
    if (isEmptyRow(values, i)) continue;
    const f = teacherFields(i);
    const name = personName().safeParse(values[f.fullName] ?? "");
    const code = FiscalCodeSchema.safeParse(values[f.fiscalCode] ?? "");
    const email = EmailSchema.safeParse(values[f.email] ?? "");
    if (!name.success) fail(f.fullName, name.error.issues[0]!.message);
    if (!code.success) fail(f.fiscalCode, code.error.issues[0]!.message);
    if (!email.success) fail(f.email, email.error.issues[0]!.message);
    if (code.success) {
      const first = seen.get(code.data);
      if (first !== undefined)
        fail(
          f.fiscalCode,
          `Questo codice fiscale è già nella riga ${first + 1}: ogni docente compare una volta sola.`,
        );
      else seen.set(code.data, i);
    }
    if (name.success && code.success && email.success)
      teachers.push({ fullName: name.data, fiscalCode: code.data, email: email.data, row: i });
  }
  if (Array.from({ length: rows }, (_, i) => i).every((i) => isEmptyRow(values, i)))
    fail(teacherFields(0).fullName, "Inserisci almeno un docente: nome, codice fiscale ed email.");
  if (!order.success || failed) return z.NEVER;
  return { ...order.data, teachers };
});
export type SchoolOrderInput = z.output<typeof SchoolOrderFormSchema>;

/** The contact's replacement of one teacher on the order's page. */
export const ReplaceTeacherSchema = z.object({
  enrolmentId: z.string().trim().min(1),
  fullName: personName(),
  fiscalCode: FiscalCodeSchema,
  email: EmailSchema,
});
