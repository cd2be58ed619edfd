import { describe, expect, it } from "vitest";
import { coursesCount, italianNumber } from "~/features/pages/texts/count-words";

describe("counts in words", () => {
  it("writes the numbers up to 99 as Italian does", () => {
    expect([0, 1, 9, 11, 17, 18, 19, 20].map(italianNumber)).toEqual([
      "zero",
      "uno",
      "nove",
      "undici",
      "diciassette",
      "diciotto",
      "diciannove",
      "venti",
    ]);
    expect([21, 23, 28, 30, 31, 38, 42, 99].map(italianNumber)).toEqual([
      "ventuno",
      "ventitré",
      "ventotto",
      "trenta",
      "trentuno",
      "trentotto",
      "quarantadue",
      "novantanove",
    ]);
    expect(italianNumber(120)).toBe("120");
  });

  it("opens a sentence with the count of courses", () => {
    expect(coursesCount(18)).toBe("Diciotto corsi");
    expect(coursesCount(17)).toBe("Diciassette corsi");
    expect(coursesCount(1)).toBe("Un corso");
    expect(coursesCount(0)).toBe("Nessun corso");
  });
});
