/**
 * The enrolment forms' schemas: CEDILS (spec §3, §5) and every course edition,
 * used by the actions (authoritative) and the forms (constraints, inline errors).
 */
import { z } from "zod";
import {
  ANILS_CHOICES,
  ENROLMENT_ROLES,
  LAUREA_TYPES,
  PAYMENT_METHODS,
  SCHOOL_TYPES,
} from "~/platform/forms/form-options";
import {
  EmailSchema,
  FiscalCodeSchema,
  optionalText,
  personName,
  PhoneSchema,
  PrivacySchema,
  requiredText,
} from "~/platform/forms/validation";
import { isPec } from "~/features/enrolments/invoice-details";

/** The person enrolling, asked the same way by every enrolment form. */
const ENROLLING_PERSON = {
  fullName: personName(),
  fiscalCode: FiscalCodeSchema,
  email: EmailSchema,
  phone: PhoneSchema,
};

export const RegistrationFormSchema = z.object({
  ...ENROLLING_PERSON,
  // The label asks for the CAP too: the invoice's address needs it (invoice-details.ts reads it).
  address: requiredText(
    "Inserisci l'indirizzo (via, numero civico, CAP).",
    200,
    "L'indirizzo può avere al massimo 200 caratteri.",
  ).refine(
    (v) => /(^|\D)\d{5}(\D|$)/.test(v),
    "Scrivi anche il CAP (5 cifre), ad esempio Via Roma 10, 85100.",
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

/** Codice meccanografico of an Italian school: 10 characters, the province first (PZIC83000L). */
const SCHOOL_CODE = /^[A-Z]{2}[A-Z0-9]{8}$/;
/** Codice univoco ufficio for the e-invoice of a school (6 characters) or of a company (7). */
const INVOICE_CODE = /^[A-Z0-9]{6,7}$/;
/** A person's own SDI channel: the 7-character CodiceDestinatario of an FPR12. */
const PERSON_SDI_CODE = /^[A-Z0-9]{7}$/;

/** Optional text that the schema writes in capitals (codes, a province's letters). */
function optionalCode(max: number, tooLong: string) {
  return optionalText(max, tooLong).transform((v) => v?.toUpperCase());
}

/**
 * The participant's residence for their invoice (decision 063): the
 * CessionarioCommittente's Sede. Required when the person pays; a school's
 * order is invoiced to the school. The limits are FatturaPA's: 60 characters
 * for Indirizzo and Comune, five digits for the CAP, two letters for Provincia.
 */
const INVOICE_FIELDS = {
  invoiceStreet: optionalText(60, "L'indirizzo può avere al massimo 60 caratteri."),
  invoicePostalCode: optionalText(5, "Il CAP ha 5 cifre, ad esempio 85100."),
  invoiceCity: optionalText(60, "Il comune può avere al massimo 60 caratteri."),
  invoiceProvince: optionalCode(2, "Scrivi la sigla della provincia: 2 lettere, ad esempio PZ."),
  /** A 7-character SDI code or a PEC; absent: CodiceDestinatario 0000000. */
  invoiceRecipient: optionalText(
    254,
    "Il codice destinatario o la PEC possono avere al massimo 254 caratteri.",
  ),
};

type InvoiceFieldValues = {
  [K in keyof typeof INVOICE_FIELDS]?: string;
};

/** The invoice fields' checks, when the person pays (`fail` adds a message beside a field). */
function checkInvoiceFields(
  v: InvoiceFieldValues,
  fail: (path: keyof typeof INVOICE_FIELDS, message: string) => void,
) {
  if (!v.invoiceStreet)
    fail("invoiceStreet", "Inserisci l'indirizzo di residenza (via e numero civico).");
  if (!v.invoicePostalCode) fail("invoicePostalCode", "Inserisci il CAP.");
  else if (!/^\d{5}$/.test(v.invoicePostalCode))
    fail("invoicePostalCode", "Il CAP ha 5 cifre, ad esempio 85100.");
  if (!v.invoiceCity) fail("invoiceCity", "Inserisci il comune di residenza.");
  if (!v.invoiceProvince) fail("invoiceProvince", "Inserisci la sigla della provincia.");
  else if (!/^[A-Z]{2}$/.test(v.invoiceProvince))
    fail("invoiceProvince", "Scrivi la sigla della provincia: 2 lettere, ad esempio PZ.");
  const recipient = v.invoiceRecipient;
  if (recipient && isPec(recipient) && !z.email().safeParse(recipient).success)
    fail("invoiceRecipient", "La PEC non è un indirizzo valido (es. nome.cognome@pec.it).");
  else if (recipient && !isPec(recipient) && !PERSON_SDI_CODE.test(recipient.toUpperCase()))
    fail(
      "invoiceRecipient",
      "Il codice destinatario ha 7 caratteri, lettere e numeri (es. M5UXCR1); se non lo hai, scrivi la tua PEC o lascia vuoto.",
    );
}

/** What the payment's checks read: they run whenever these parsed, whatever else is wrong. */
const PAYMENT_FIELDS = {
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
  ...INVOICE_FIELDS,
  paymentFile: z.string().optional(),
  /** Set by the server, never by the visitor: "1" when buoni are checked online (no PDF). */
  voucherOnline: z.string().optional(),
};
const PaymentFields = z.object(PAYMENT_FIELDS);

/**
 * The enrolment form of a course edition (/corsi/{slug}/iscrizione).
 * `paymentFile` is "present" when a file came with the form (the reader of
 * the action says so): the voucher needs one; a transfer's receipt is
 * optional (the seat is taken first, the money follows, decision 061) and the
 * school's order needs none.
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
    ...PAYMENT_FIELDS,
    privacy: PrivacySchema,
  })
  .superRefine(
    (v, ctx) => {
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
        if (v.paymentFile !== "present" && v.voucherOnline !== "1")
          fail(
            "paymentFile",
            "Allega il buono della Carta del Docente (il PDF scaricato dal portale).",
          );
      }
      if (v.paymentMethod === "ordine_scuola") {
        if (!v.orderSchoolName) fail("orderSchoolName", "Indica la scuola che paga l'iscrizione.");
        if (!v.orderSchoolCode)
          fail("orderSchoolCode", "Inserisci il codice meccanografico della scuola.");
        else if (!SCHOOL_CODE.test(v.orderSchoolCode.toUpperCase()))
          fail(
            "orderSchoolCode",
            "Codice meccanografico non valido: 10 caratteri, es. PZIC83000L.",
          );
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
      } else {
        // The person pays, so the invoice is theirs: it needs where they live.
        checkInvoiceFields(v, fail);
      }
    },
    {
      // By default Zod skips this when any field failed: a missing edition would hide
      // the payment's messages until the next try. They need only the payment's fields.
      when: (payload) => PaymentFields.safeParse(payload.value).success,
    },
  );
export type EnrolmentInput = z.infer<typeof EnrolmentFormSchema>;
