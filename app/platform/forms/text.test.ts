import { describe, expect, it } from "vitest";
import { excerpt } from "./text";

describe("excerpt", () => {
  it("keeps a text that fits", () => {
    expect(excerpt("Sì, i corsi sono riconosciuti.", 140)).toBe("Sì, i corsi sono riconosciuti.");
  });

  it("cuts at a word's end and says so with an ellipsis", () => {
    const text =
      "Compila il modulo di contatto in questa pagina scegliendo «Iscrizione» come oggetto";
    const short = excerpt(text, 40);
    expect(short).toBe("Compila il modulo di contatto in questa…");
    expect(short.length).toBeLessThanOrEqual(40);
  });

  it("cuts a single long word where it must", () => {
    expect(excerpt("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
