import { describe, expect, it } from "vitest";
import {
  invoiceDetailRows,
  invoiceDetailsOf,
  participantInvoiceAddress,
  participantInvoiceRecipient,
} from "~/features/enrolments/invoice-details";

const FORM = {
  invoiceStreet: "Via Vittorio Emanuele 12",
  invoicePostalCode: "85025",
  invoiceCity: "Melfi",
  invoiceProvince: "pz",
};

describe("the participant's invoice data (decision 063)", () => {
  it("keeps what the form checked, the province and an SDI code in capitals, a PEC as typed", () => {
    expect(invoiceDetailsOf(FORM)).toEqual({ ...FORM, invoiceProvince: "PZ" });
    expect(invoiceDetailsOf({ ...FORM, invoiceRecipient: "m5uxcr1" }).invoiceRecipient).toBe(
      "M5UXCR1",
    );
    expect(
      invoiceDetailsOf({ ...FORM, invoiceRecipient: "Marco.Rossi@pec.it" }).invoiceRecipient,
    ).toBe("Marco.Rossi@pec.it");
  });

  it("gives the invoice the form's address, or null for an enrolment made before the form asked", () => {
    expect(participantInvoiceAddress(invoiceDetailsOf(FORM))).toEqual({
      street: "Via Vittorio Emanuele 12",
      postalCode: "85025",
      city: "Melfi",
      province: "PZ",
    });
    expect(participantInvoiceAddress({})).toBeNull();
    expect(participantInvoiceAddress({ school: "IIS Einstein" })).toBeNull();
    // Half an address is never completed with a guess.
    expect(() => participantInvoiceAddress({ ...FORM, invoicePostalCode: "" })).toThrow(
      /incomplete/,
    );
  });

  it("reads the CEDILS form's address line when it has a CAP", () => {
    expect(participantInvoiceAddress({ address: "Via Roma 1, 85100", city: "Potenza" })).toEqual({
      street: "Via Roma 1",
      postalCode: "85100",
      city: "Potenza",
    });
    expect(
      participantInvoiceAddress({ address: "Corso Garibaldi 12 - 75100", city: "Matera (mt)" }),
    ).toEqual({
      street: "Corso Garibaldi 12",
      postalCode: "75100",
      city: "Matera",
      province: "MT",
    });
    expect(participantInvoiceAddress({ address: "85100 Via Roma 1", city: "Potenza" })).toEqual({
      street: "Via Roma 1",
      postalCode: "85100",
      city: "Potenza",
    });
    // No CAP (or a six-digit number is not one): nothing to build a Sede with.
    expect(participantInvoiceAddress({ address: "Via Roma 1", city: "Potenza" })).toBeNull();
    expect(participantInvoiceAddress({ address: "Via Roma 851000", city: "Potenza" })).toBeNull();
  });

  it("sends to the SDI code, to 0000000 with the PEC, or to 0000000 alone", () => {
    expect(participantInvoiceRecipient({ ...FORM, invoiceRecipient: "M5UXCR1" })).toEqual({
      code: "M5UXCR1",
    });
    expect(participantInvoiceRecipient({ ...FORM, invoiceRecipient: "marco@pec.it" })).toEqual({
      code: "0000000",
      pec: "marco@pec.it",
    });
    expect(participantInvoiceRecipient(FORM)).toEqual({ code: "0000000" });
    expect(participantInvoiceRecipient({})).toEqual({ code: "0000000" });
  });

  it("shows staff the residence and the channel, nothing when the form did not ask", () => {
    expect(invoiceDetailRows(invoiceDetailsOf({ ...FORM, invoiceRecipient: "M5UXCR1" }))).toEqual([
      ["Residenza (fattura)", "Via Vittorio Emanuele 12, 85025 Melfi (PZ)"],
      ["Codice destinatario SDI o PEC", "M5UXCR1"],
    ]);
    expect(invoiceDetailRows(invoiceDetailsOf(FORM))[1]).toEqual([
      "Codice destinatario SDI o PEC",
      "Nessuno: la fattura arriva nell'area riservata dell'Agenzia delle Entrate",
    ]);
    expect(invoiceDetailRows({ address: "Via Roma 1, 85100", city: "Potenza" })).toEqual([]);
  });
});
