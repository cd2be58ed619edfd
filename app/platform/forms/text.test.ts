import { describe, expect, it } from "vitest";
import { escapeHtml, excerpt } from "./text";

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

describe("escapeHtml", () => {
  it("leaves no markup and no way out of a quoted attribute", () => {
    expect(escapeHtml('<a href="x">Tom & Jerry</a>')).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, so an entity typed as text stays text", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
