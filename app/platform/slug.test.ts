import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from "~/platform/slug";

describe("slugify (spec §5)", () => {
  it("lower-cases and turns runs of other characters into one hyphen", () => {
    expect(slugify("Corso CEDILS 2025")).toBe("corso-cedils-2025");
    expect(slugify("AI  &  Didattica: il nuovo corso!")).toBe("ai-didattica-il-nuovo-corso");
    expect(slugify("Erasmus+ / Bandi -- Scadenze")).toBe("erasmus-bandi-scadenze");
  });

  it("trims hyphens at both ends", () => {
    expect(slugify("  ¿Chi siamo?  ")).toBe("chi-siamo");
    expect(slugify("---titolo---")).toBe("titolo");
  });

  it("drops accents instead of cutting the letter", () => {
    expect(slugify("Novità per l'anno scolastico: perché iscriversi")).toBe(
      "novita-per-l-anno-scolastico-perche-iscriversi",
    );
  });

  it("gives a usable slug for a title without letters or digits", () => {
    expect(slugify("!!! ???")).toBe("articolo");
  });

  it("cuts very long titles at a hyphen", () => {
    const slug = slugify("parola ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^parola(-parola)+$/);
  });
});

describe("uniqueSlug", () => {
  it("keeps the base when free, otherwise appends -2, -3…", () => {
    expect(uniqueSlug("news", [])).toBe("news");
    expect(uniqueSlug("news", ["news"])).toBe("news-2");
    expect(uniqueSlug("news", ["news", "news-2", "news-3"])).toBe("news-4");
    expect(uniqueSlug("news", ["news", "news-3"])).toBe("news-2");
    expect(uniqueSlug("news", ["news-2"])).toBe("news");
  });
});
