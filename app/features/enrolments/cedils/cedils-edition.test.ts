import { describe, expect, it } from "vitest";
import { ibanChecksumHolds } from "~/features/settings/settings-schema";
import {
  cedilsEditionLabel,
  cedilsPaymentReason,
  editionYearOfReference,
} from "~/features/enrolments/cedils/cedils-edition";

describe("the CEDILS edition's texts (issue 26)", () => {
  it("name the edition's year, never a fixed one", () => {
    expect(cedilsEditionLabel(2026)).toBe("CEDILS 2026");
    expect(cedilsPaymentReason(2026)).toBe("Iscrizione CEDILS 2026 – Nome e Cognome");
    expect(cedilsPaymentReason(2025, "CED-2025-0042")).toBe(
      "Iscrizione CEDILS 2025 – CED-2025-0042 – Nome e Cognome",
    );
    expect(editionYearOfReference("CED-2027-0001")).toBe(2027);
    expect(editionYearOfReference("ALTRO-1")).toBeNull();
  });
});

describe("IBAN check digits", () => {
  it("accept real IBANs and refuse one with a changed digit", () => {
    expect(ibanChecksumHolds("IT60X0542811101000000123456")).toBe(true);
    expect(ibanChecksumHolds("IT13L0306909606100000012345")).toBe(true);
    expect(ibanChecksumHolds("IT60X0542811101000000123457")).toBe(false);
    expect(ibanChecksumHolds("IT61X0542811101000000123456")).toBe(false);
  });
});
