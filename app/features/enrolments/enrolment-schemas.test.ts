import { describe, expect, it } from "vitest";
import {
  EnrolmentFormSchema,
  RegistrationFormSchema,
} from "~/features/enrolments/enrolment-schemas";
import { anEnrolmentForm, aRegistration } from "../../../tests/support/builders";

describe("RegistrationFormSchema", () => {
  it("registration: spec options only; ANILS sent as 'Sì' or 'No'; subject optional", () => {
    const registration = aRegistration({
      subject: "",
      schoolType: "CPIA",
      laureaType: "Nessuna Laurea (Docente di ruolo)",
      laureaIn: "Diploma magistrale",
    });
    const parsed = RegistrationFormSchema.parse(registration);
    expect(parsed.subject).toBeUndefined();
    expect(
      RegistrationFormSchema.safeParse({ ...registration, isAnilsMember: "Forse" }).success,
    ).toBe(false);
    expect(
      RegistrationFormSchema.safeParse({ ...registration, laureaType: "Dottorato" }).success,
    ).toBe(false);
  });

  it("the address carries its CAP, which the invoice's address needs", () => {
    const withoutCap = RegistrationFormSchema.safeParse(aRegistration({ address: "Via Roma 10" }));
    expect(withoutCap.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["address", "Scrivi anche il CAP (5 cifre), ad esempio Via Roma 10, 85100."],
    ]);
    // Six digits are not a CAP; five anywhere in the line are.
    expect(
      RegistrationFormSchema.safeParse(aRegistration({ address: "Via Roma 123456" })).success,
    ).toBe(false);
    expect(
      RegistrationFormSchema.safeParse(aRegistration({ address: "85100 Potenza, Via Roma 10" }))
        .success,
    ).toBe(true);
  });
});

describe("EnrolmentFormSchema: «Dati per la fattura» (decision 063)", () => {
  /** The form as sent with a file, changed by `overrides`. */
  const form = (overrides: Record<string, string> = {}) => ({
    ...anEnrolmentForm("edizione-1", overrides),
    paymentFile: "present",
  });
  /** Each field's first message, as the form shows it beside the field. */
  function errorsOf(overrides: Record<string, string>): Record<string, string> {
    const result = EnrolmentFormSchema.safeParse(form(overrides));
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  }
  const BLANK = {
    invoiceStreet: "",
    invoicePostalCode: "",
    invoiceCity: "",
    invoiceProvince: "",
    invoiceRecipient: "",
  };

  it("asks each part of the residence of a person who pays, by buono or by transfer", () => {
    for (const paymentMethod of ["carta_docente", "bonifico"]) {
      expect(errorsOf({ ...BLANK, paymentMethod }), paymentMethod).toEqual({
        invoiceStreet: "Inserisci l'indirizzo di residenza (via e numero civico).",
        invoicePostalCode: "Inserisci il CAP.",
        invoiceCity: "Inserisci il comune di residenza.",
        invoiceProvince: "Inserisci la sigla della provincia.",
      });
    }
  });

  it("asks them in the same answer as a missing edition or name, not one round later", () => {
    expect(errorsOf({ ...BLANK, paymentMethod: "bonifico", editionId: "", fullName: "" })).toEqual({
      editionId: "Scegli l'edizione del corso.",
      fullName: "Inserisci nome e cognome.",
      invoiceStreet: "Inserisci l'indirizzo di residenza (via e numero civico).",
      invoicePostalCode: "Inserisci il CAP.",
      invoiceCity: "Inserisci il comune di residenza.",
      invoiceProvince: "Inserisci la sigla della provincia.",
    });
  });

  it("says what is wrong with each bad value, beside its field", () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ invoicePostalCode: "8510" }, "invoicePostalCode", "Il CAP ha 5 cifre, ad esempio 85100."],
      [{ invoicePostalCode: "85l00" }, "invoicePostalCode", "Il CAP ha 5 cifre, ad esempio 85100."],
      [
        { invoicePostalCode: "851000" },
        "invoicePostalCode",
        "Il CAP ha 5 cifre, ad esempio 85100.",
      ],
      [
        { invoiceProvince: "Potenza" },
        "invoiceProvince",
        "Scrivi la sigla della provincia: 2 lettere, ad esempio PZ.",
      ],
      [
        { invoiceProvince: "P1" },
        "invoiceProvince",
        "Scrivi la sigla della provincia: 2 lettere, ad esempio PZ.",
      ],
      [
        { invoiceStreet: `Via ${"lunga ".repeat(12)}1` },
        "invoiceStreet",
        "L'indirizzo può avere al massimo 60 caratteri.",
      ],
      [
        { invoiceCity: "M".repeat(61) },
        "invoiceCity",
        "Il comune può avere al massimo 60 caratteri.",
      ],
      [
        { invoiceRecipient: "ABC12" },
        "invoiceRecipient",
        "Il codice destinatario ha 7 caratteri, lettere e numeri (es. M5UXCR1); se non lo hai, scrivi la tua PEC o lascia vuoto.",
      ],
      [
        { invoiceRecipient: "M5UX-R1" },
        "invoiceRecipient",
        "Il codice destinatario ha 7 caratteri, lettere e numeri (es. M5UXCR1); se non lo hai, scrivi la tua PEC o lascia vuoto.",
      ],
      [
        { invoiceRecipient: "marco.rossi@pec" },
        "invoiceRecipient",
        "La PEC non è un indirizzo valido (es. nome.cognome@pec.it).",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      expect(errorsOf(overrides), JSON.stringify(overrides)).toEqual({ [field]: message });
    }
  });

  it("takes a 7-character code or a PEC, and writes the province in capitals", () => {
    const parsed = EnrolmentFormSchema.parse(
      form({ invoiceProvince: "pz", invoiceRecipient: " m5uxcr1 " }),
    );
    expect(parsed).toMatchObject({
      invoiceStreet: "Via Vittorio Emanuele 12",
      invoicePostalCode: "85025",
      invoiceCity: "Melfi",
      invoiceProvince: "PZ",
      invoiceRecipient: "m5uxcr1",
    });
    const pec = EnrolmentFormSchema.parse(form({ invoiceRecipient: "marco.rossi@pec.it" }));
    expect(pec.invoiceRecipient).toBe("marco.rossi@pec.it");
    // Empty: no channel of their own (CodiceDestinatario 0000000).
    expect(EnrolmentFormSchema.parse(form()).invoiceRecipient).toBeUndefined();
  });

  it("asks nothing of the kind when the school's order pays: its invoice goes to the school", () => {
    const order = form({
      ...BLANK,
      paymentMethod: "ordine_scuola",
      voucherCode: "",
      orderSchoolName: "IC «Leonardo Sinisgalli», Potenza",
      orderSchoolCode: "PZIC83000L",
      orderInvoiceAddress: "UFABC1",
    });
    expect(EnrolmentFormSchema.safeParse(order).success).toBe(true);
  });
});
