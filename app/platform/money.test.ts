import { describe, expect, it } from "vitest";
import { EURO_FORMAT_MESSAGE, formatEuro, parseEuro } from "~/platform/money";

describe("formatEuro", () => {
  it.each([
    [0, "€ 0,00"],
    [1, "€ 0,01"],
    [9900, "€ 99,00"],
    [19900, "€ 199,00"],
    [125050, "€ 1.250,50"],
    [123456789, "€ 1.234.567,89"],
  ])("writes %i cents as %s", (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });
});

describe("parseEuro", () => {
  it.each([
    ["0", 0],
    ["0,01", 1],
    ["199", 19900],
    ["199,00", 19900],
    ["199,5", 19950],
    ["99.50", 9950],
    ["1.250,50", 125050],
    ["1250,50", 125050],
    ["€ 199", 19900],
    ["€199,00", 19900],
    ["199 €", 19900],
    ["  € 1.250,50  ", 125050],
    ["100.000", 100_000_00],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseEuro(text)).toEqual({ cents });
  });

  it.each(["-5", "€ -5", "-0,01"])("refuses the negative amount %j", (text) => {
    expect(parseEuro(text)).toEqual({ error: "L'importo non può essere negativo." });
  });

  it.each(["199,001", "1,999", "12.34.5", "", "dieci", "199 euro", "1 99", "12,", "€"])(
    "refuses %j with the format message",
    (text) => {
      expect(parseEuro(text)).toEqual({ error: EURO_FORMAT_MESSAGE });
    },
  );

  it("refuses an amount above € 100.000,00", () => {
    expect(parseEuro("100.000,01")).toEqual({
      error: "L'importo non può superare € 100.000,00.",
    });
  });

  it("reads back every amount it writes", () => {
    for (const cents of [0, 1, 99, 19900, 125050, 99_999_99]) {
      expect(parseEuro(formatEuro(cents))).toEqual({ cents });
    }
  });
});
