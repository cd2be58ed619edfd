import { describe, expect, it } from "vitest";
import {
  addTag,
  dashboardEmptyMessage,
  dashboardFilterStatus,
  normalizeTags,
  parseDashboardFilter,
  parseNewsEditor,
  publicationDates,
  readNewsEditorForm,
  type NewsEditorInput,
} from "~/features/news/admin/news-editor";
import { isImageUrl } from "~/platform/records/record-image";
import { eachCase } from "../../../../tests/support/cases";

const VALID: NewsEditorInput = {
  title: "  Al via il corso CEDILS 2025  ",
  excerpt: "Le iscrizioni sono aperte fino al 30 novembre.",
  content: "<p>Il corso si svolge online.</p>",
  image: "https://www.esempio.it/immagini/cedils.jpg",
  category: "formazione",
  tags: ["CEDILS", " Italiano L2 ", "cedils", ""],
  status: "draft",
};

describe("tags (spec §2, §5)", () => {
  it("are trimmed, lower-cased, unique, and empty ones ignored", () => {
    expect(normalizeTags([" AI ", "ai", "", "   ", "Erasmus+", "ERASMUS+", "Coding"])).toEqual([
      "ai",
      "erasmus+",
      "coding",
    ]);
  });

  it("Enter adds the typed tag only when new and not empty", () => {
    expect(addTag(["ai"], "  STEM ")).toEqual(["ai", "stem"]);
    const same = ["ai"];
    expect(addTag(same, " AI ")).toBe(same);
    expect(addTag(same, "   ")).toBe(same);
  });
});

describe("editor schema", () => {
  it("accepts a complete post and normalises it", () => {
    const result = parseNewsEditor(VALID);
    expect(result).toEqual({
      ok: true,
      values: {
        title: "Al via il corso CEDILS 2025",
        excerpt: "Le iscrizioni sono aperte fino al 30 novembre.",
        content: "<p>Il corso si svolge online.</p>",
        image: "https://www.esempio.it/immagini/cedils.jpg",
        category: "formazione",
        tags: ["cedils", "italiano l2"],
        status: "draft",
      },
    });
  });

  it("requires title, excerpt, content and image, with Italian messages", () => {
    const result = parseNewsEditor({
      ...VALID,
      title: "   ",
      excerpt: "",
      content: "<p> </p><p>&nbsp;</p>",
      image: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "Il titolo è obbligatorio.",
        excerpt: "Il riassunto è obbligatorio.",
        content: "Il contenuto è obbligatorio.",
        image: "L'immagine è obbligatoria: inserisci un URL o carica un file.",
      },
    });
  });

  it("wants the image as a URL and the category from the list", () => {
    const result = parseNewsEditor({
      ...VALID,
      image: "javascript:alert(1)",
      category: "sport" as "altro",
      status: "archived" as "draft",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.image).toMatch(/URL valido/);
    expect(result.errors.category).toBe("Scegli una categoria tra quelle proposte.");
    expect(result.errors.status).toBeDefined();
  });

  eachCase("accepts an image uploaded here (site path) or an http(s) URL only", isImageUrl, [
    ["/media/3f1c.webp", true],
    ["https://esempio.it/a.png", true],
    ["http://esempio.it/a.png", true],
    ["//evil.example/a.png", false],
    ["data:image/png;base64,AAAA", false],
    ["immagine.png", false],
  ]);

  it("counts an image alone as content", () => {
    expect(parseNewsEditor({ ...VALID, content: '<p><img src="/media/a.png"></p>' }).ok).toBe(true);
  });

  it("reads chips, the text left in the tags input and the pressed button", () => {
    const form = new FormData();
    form.set("title", "Titolo");
    form.append("tags", "ai");
    form.append("tags", "stem");
    form.set("tagInput", " Robotica, AI ,");
    form.set("intent", "published");
    const input = readNewsEditorForm(form);
    expect(input.tags).toEqual(["ai", "stem", " Robotica", " AI ", ""]);
    expect(input.status).toBe("published");
    expect(input.excerpt).toBe("");
  });
});

describe("publication dates (spec §4)", () => {
  const now = new Date("2025-11-20T10:00:00Z");
  const created = new Date("2025-10-01T08:00:00Z");
  const firstPublished = new Date("2025-10-02T09:00:00Z");

  const draft = { status: "draft" as const, publishedAt: null, createdAt: created };
  const published = {
    status: "published" as const,
    publishedAt: firstPublished,
    createdAt: created,
  };
  it.each([
    ["a new draft: no published_at, created and updated now", "draft", null, null, now],
    ["a new post published: published_at now", "published", null, now, now],
    ["publishing a draft: published_at now, created_at kept", "published", draft, now, created],
    [
      "saving a published post again as published keeps its date",
      "published",
      published,
      firstPublished,
      created,
    ],
    ["back to draft: published_at cleared", "draft", published, null, created],
  ] as const)("%s", (_name, status, existing, publishedAt, createdAt) => {
    expect(publicationDates(status, existing, now)).toEqual({
      publishedAt,
      createdAt,
      updatedAt: now,
    });
  });
});

describe("dashboard filter", () => {
  eachCase("is kept in the URL", parseDashboardFilter, [
    ["bozze", "bozze"],
    ["qualcosa", "tutti"],
    [null, "tutti"],
  ]);

  eachCase("maps to a status", dashboardFilterStatus, [
    ["bozze", "draft"],
    ["pubblicati", "published"],
    ["tutti", undefined],
  ]);

  it("has the spec's empty states", () => {
    expect(dashboardEmptyMessage("bozze")).toBe("Non ci sono bozze salvate.");
    expect(dashboardEmptyMessage("pubblicati")).toBe("Non ci sono articoli pubblicati.");
    expect(dashboardEmptyMessage("tutti")).toMatch(/^Non ci sono ancora articoli/);
  });
});
