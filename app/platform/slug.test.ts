import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from "~/platform/slug";
import { eachCase } from "../../tests/support/cases";

describe("slugify (spec §5)", () => {
  eachCase("lower-cases and turns runs of other characters into one hyphen", slugify, [
    ["Corso CEDILS 2025", "corso-cedils-2025"],
    ["AI  &  Didattica: il nuovo corso!", "ai-didattica-il-nuovo-corso"],
    ["Erasmus+ / Bandi -- Scadenze", "erasmus-bandi-scadenze"],
  ]);

  eachCase("trims hyphens at both ends", slugify, [
    ["  ¿Chi siamo?  ", "chi-siamo"],
    ["---titolo---", "titolo"],
  ]);

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
