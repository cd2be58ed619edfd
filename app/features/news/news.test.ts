import { describe, expect, it } from "vitest";
import {
  articleNoticeMessage,
  capitalize,
  emptyNewsMessage,
  formatTag,
  NEWS_TABS,
  newsCategoryLabel,
  newsHref,
  newsTabHref,
  parseNewsTab,
} from "~/features/news/news";
import { isUuid } from "~/platform/uuid";
import { eachCase } from "../../../tests/support/cases";

describe("category capitalisation", () => {
  eachCase("capitalises the first letter and keeps the rest", capitalize, [
    ["formazione", "Formazione"],
    ["eventi", "Eventi"],
    ["bandi", "Bandi"],
    ["altro", "Altro"],
    ["  ai evolution lab", "Ai evolution lab"],
    ["èra", "Èra"],
    ["", ""],
  ]);

  it("labels the five tabs in the spec's order", () => {
    expect(NEWS_TABS.map(newsCategoryLabel)).toEqual([
      "Tutti",
      "Formazione",
      "Eventi",
      "Bandi",
      "Altro",
    ]);
  });
});

describe("news tabs in the URL", () => {
  eachCase("reads ?categoria=, defaulting to tutti for missing or unknown values", parseNewsTab, [
    [null, "tutti"],
    ["", "tutti"],
    ["eventi", "eventi"],
    [" BANDI ", "bandi"],
    ["sport", "tutti"],
  ]);

  eachCase("links the default tab without a query string", newsTabHref, [
    ["tutti", "/news"],
    ["altro", "/news?categoria=altro"],
  ]);
});

describe("card and article helpers", () => {
  it("links a post by slug, or by id when it has no slug", () => {
    expect(
      newsHref({ id: "8f1f6a7e-0000-4000-8000-000000000001", slug: "corso-cedils-2025" }),
    ).toBe("/news/corso-cedils-2025");
    expect(newsHref({ id: "8f1f6a7e-0000-4000-8000-000000000001", slug: "" })).toBe(
      "/news/8f1f6a7e-0000-4000-8000-000000000001",
    );
  });

  it("prefixes tags with a single #", () => {
    expect(formatTag("erasmus+")).toBe("#erasmus+");
    expect(formatTag("#cedils")).toBe("#cedils");
  });

  it("tells an id from a slug", () => {
    expect(isUuid("8f1f6a7e-1234-4abc-8def-0123456789ab")).toBe(true);
    expect(isUuid("corso-cedils-2025")).toBe(false);
    expect(isUuid("8f1f6a7e-1234-4abc-8def-0123456789ab-x")).toBe(false);
  });

  it("has the empty messages of spec §8, one naming the category", () => {
    expect(emptyNewsMessage("tutti")).toBe("Non ci sono news disponibili al momento.");
    expect(emptyNewsMessage("eventi")).toBe("Non ci sono news nella categoria Eventi al momento.");
  });

  eachCase(
    "maps the article notices to the spec's messages and ignores anything else",
    articleNoticeMessage,
    [
      ["id-non-valido", "ID articolo non valido"],
      ["non-trovato", "Articolo non trovato"],
      ["errore", "Errore nel caricamento dell'articolo"],
      ["<script>", null],
      ["toString", null],
      [null, null],
    ],
  );
});
