import { describe, expect, it } from "vitest";
import {
  decodeOmocodia,
  fiscalCodeCheckCharacter,
  fiscalCodeProblem,
} from "~/platform/forms/fiscal-code";
import { EmailSchema, FiscalCodeSchema, PhoneSchema } from "~/platform/forms/validation";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe("FiscalCodeSchema", () => {
  // Published examples (Agenzia delle Entrate and common documentation).
  it.each(["RSSMRA85T10A562S", "RSSMRA80A01H501U", "MRTMTT25D09F205Z"])("accepts %s", (code) => {
    expect(FiscalCodeSchema.parse(code)).toBe(code);
  });

  it("normalises case and spaces", () => {
    expect(FiscalCodeSchema.parse(" rssmra 85t10 a562s ")).toBe("RSSMRA85T10A562S");
  });

  it("accepts a woman's code (day + 40)", () => {
    const first15 = "BNCLRA85M41F839";
    expect(fiscalCodeCheckCharacter(first15)).toBe("B");
    expect(FiscalCodeSchema.safeParse(`${first15}B`).success).toBe(true);
  });

  it("refuses a wrong check character, naming the field", () => {
    const result = FiscalCodeSchema.safeParse("RSSMRA85T10A562T");
    expect(firstMessage(result)).toBe(
      "Codice fiscale non valido: l'ultimo carattere (di controllo) non corrisponde agli altri. Controlla di averlo scritto correttamente.",
    );
    expect(fiscalCodeProblem("RSSMRA85T10A562T")).toBe("check");
  });

  it.each([
    ["too short", "RSSMRA85T10A562"],
    ["too long", "RSSMRA85T10A562SX"],
    ["digit in the surname", "R5SMRA85T10A562S"],
    ["impossible month letter", "RSSMRA85Z10A562S"],
    ["letter not allowed by omocodia", "RSSMRA8XT10A562S"],
    ["symbols", "RSSMRA85T10A56-S"],
  ])("refuses a wrong format (%s)", (_label, code) => {
    expect(fiscalCodeProblem(code)).toBe("format");
    expect(firstMessage(FiscalCodeSchema.safeParse(code))).toMatch(
      /^Codice fiscale non valido: deve avere 16 caratteri/,
    );
  });

  it("refuses an impossible day of birth", () => {
    const first15 = "RSSMRA85T35A562";
    expect(fiscalCodeProblem(first15 + fiscalCodeCheckCharacter(first15))).toBe("date");
  });

  it("requires a value", () => {
    expect(firstMessage(FiscalCodeSchema.safeParse(""))).toBe("Inserisci il codice fiscale.");
    expect(firstMessage(FiscalCodeSchema.safeParse(undefined))).toBe(
      "Inserisci il codice fiscale.",
    );
  });

  describe("omocodia", () => {
    it("decodes the substitution letters L M N P Q R S T U V as 0–9", () => {
      expect(decodeOmocodia("RSSMRA85T10A56NH")).toBe("RSSMRA85T10A562H");
      expect(decodeOmocodia("RSSMRAURTMLARSNL")).toBe("RSSMRA85T10A562L");
    });

    it.each([
      // Last digit 2 → N: check character recomputed on the substituted code.
      "RSSMRA85T10A56NH",
      // Two substitutions (6 → S, 2 → N).
      "RSSMRA85T10A5SNT",
    ])("accepts the omocode %s", (code) => {
      expect(FiscalCodeSchema.safeParse(code).success).toBe(true);
    });

    it("still checks the check character of an omocode", () => {
      expect(fiscalCodeProblem("RSSMRA85T10A56NS")).toBe("check");
    });

    it("accepts substitution letters only in the numeric positions", () => {
      // 'U' (=8) in the year is fine; a letter outside L..V there is not.
      const first15 = "RSSMRAU5T10A562";
      expect(fiscalCodeProblem(first15 + fiscalCodeCheckCharacter(first15))).toBeNull();
      const bad = "RSSMRAA5T10A562";
      expect(fiscalCodeProblem(bad + fiscalCodeCheckCharacter(bad))).toBe("format");
    });
  });
});

describe("PhoneSchema", () => {
  it.each([
    "333 1234567",
    "3331234567",
    "+39 333 123 4567",
    "0039 333 1234567",
    "0971 274512",
    "0971/274512",
    "+39 0971-274512",
    "+44 20 7946 0958",
    "+1 (415) 555-2671",
  ])("accepts %s", (phone) => {
    expect(PhoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each([
    "12345",
    "333 12",
    "ciao",
    "+39 12345",
    "1234567890",
    "+0 123456789",
    "++39 3331234567",
  ])("refuses %s", (phone) => {
    expect(firstMessage(PhoneSchema.safeParse(phone))).toMatch(
      /^Inserisci un numero di telefono valido/,
    );
  });

  it("requires a value", () => {
    expect(firstMessage(PhoneSchema.safeParse("  "))).toBe("Inserisci il tuo numero di telefono.");
  });
});

describe("EmailSchema", () => {
  it("accepts and trims an address", () => {
    expect(EmailSchema.parse("  docente@scuola.it ")).toBe("docente@scuola.it");
  });

  it.each(["docente", "docente@", "docente@scuola", "doc ente@scuola.it", "@scuola.it"])(
    "refuses %s",
    (email) => {
      expect(firstMessage(EmailSchema.safeParse(email))).toBe(
        "Inserisci un indirizzo email valido (es. nome@esempio.it).",
      );
    },
  );

  it("requires a value", () => {
    expect(firstMessage(EmailSchema.safeParse(""))).toBe("Inserisci il tuo indirizzo email.");
  });
});
