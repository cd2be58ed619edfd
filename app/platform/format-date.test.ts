import { describe, expect, it } from "vitest";
import { formatDateIt, formatDateTimeIt, isoDateInRome } from "~/platform/format-date";

describe("formatDateIt (spec §1: day, long month, year)", () => {
  it("writes Italian dates with the long month name", () => {
    expect(formatDateIt(new Date("2025-09-15T09:00:00Z"))).toBe("15 settembre 2025");
    expect(formatDateIt(new Date("2025-01-03T12:00:00Z"))).toBe("3 gennaio 2025");
    expect(formatDateIt("2025-08-01T10:00:00Z")).toBe("1 agosto 2025");
  });

  it("names every month in Italian", () => {
    const months = Array.from(
      { length: 12 },
      (_, m) => formatDateIt(new Date(Date.UTC(2025, m, 10, 12))).split(" ")[1],
    );
    expect(months).toEqual([
      "gennaio",
      "febbraio",
      "marzo",
      "aprile",
      "maggio",
      "giugno",
      "luglio",
      "agosto",
      "settembre",
      "ottobre",
      "novembre",
      "dicembre",
    ]);
  });

  it("uses Rome time, not the machine's: late evening UTC is already the next day", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Rome (CET, +01:00).
    expect(formatDateIt(new Date("2024-12-31T23:30:00Z"))).toBe("1 gennaio 2025");
    // Summer time (CEST, +02:00): 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(formatDateIt(new Date("2025-06-30T22:30:00Z"))).toBe("1 luglio 2025");
    expect(isoDateInRome(new Date("2025-06-30T22:30:00Z"))).toBe("2025-07-01");
  });

  it("formats date and time in Rome with a comma", () => {
    expect(formatDateTimeIt("2025-11-15T14:00:00+01:00")).toBe("15 novembre 2025, 14:00");
    expect(formatDateTimeIt(new Date("2025-10-09T11:00:00Z"))).toBe("9 ottobre 2025, 13:00");
  });
});
