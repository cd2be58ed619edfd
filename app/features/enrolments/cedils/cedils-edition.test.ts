import { describe, expect, it } from "vitest";
import { ibanChecksumHolds } from "~/features/settings/settings-schema";
import {
  cedilsEditionLabel,
  cedilsPaymentReason,
  editionYearOfReference,
} from "~/features/enrolments/cedils/cedils-edition";
import { eachCase } from "../../../../tests/support/cases";

describe("the CEDILS edition's texts", () => {
  eachCase("a reference gives back the year of its edition", editionYearOfReference, [
    ["CED-2027-0001", 2027],
    ["ALTRO-1", null],
  ]);

  it("name the edition's year, never a fixed one", () => {
    expect(cedilsEditionLabel(2026)).toBe("CEDILS 2026");
    expect(cedilsPaymentReason(2026)).toBe("Iscrizione CEDILS 2026 – Nome e Cognome");
    expect(cedilsPaymentReason(2025, "CED-2025-0042")).toBe(
      "Iscrizione CEDILS 2025 – CED-2025-0042 – Nome e Cognome",
    );
  });
});

describe("IBAN check digits", () => {
  eachCase("accept real IBANs and refuse one with a changed digit", ibanChecksumHolds, [
    ["IT60X0542811101000000123456", true],
    ["IT13L0306909606100000012345", true],
    ["IT60X0542811101000000123457", false],
    ["IT61X0542811101000000123456", false],
  ]);
});
