import { describe, expect, it } from "vitest";
import {
  buildTagList,
  CATALOGUE_PAGE_SIZE,
  catalogueSearch,
  firstPage,
  filterCourses,
  matchesCategory,
  matchesSearch,
  matchesTag,
  parseCatalogueState,
  toggledTag,
  type CatalogueState,
} from "~/features/courses/course-filters";

const course = (
  title: string,
  description: string,
  category: "docenti" | "studenti",
  tags: string[],
) => ({ title, description, category, tags });

const COURSES = [
  course("ChatGPT per la docenza", "Prompt e verifiche con l'IA", "docenti", ["AI", "ChatGPT"]),
  course("Canva per la didattica", "Infografiche e schede", "docenti", ["Creatività", "Didattica"]),
  course("Video con l'intelligenza artificiale", "Cortometraggi e sottotitoli", "studenti", [
    "AI",
    "Video",
  ]),
  course("Stampa 3D", "Dall'idea all'oggetto, con CHATGPT per le idee", "studenti", ["3D"]),
];

const titles = (list: { title: string }[]) => list.map((c) => c.title);

describe("search (spec §5)", () => {
  it("is case-insensitive and matches the title", () => {
    expect(matchesSearch(COURSES[0]!, "chatgpt")).toBe(true);
    expect(matchesSearch(COURSES[0]!, "DOCENZA")).toBe(true);
  });

  it("matches the description too", () => {
    expect(matchesSearch(COURSES[1]!, "infografiche")).toBe(true);
    expect(
      titles(filterCourses(COURSES, { filter: "tutti", query: "chatgpt", tag: null })),
    ).toEqual(["ChatGPT per la docenza", "Stampa 3D"]);
  });

  it("does not match other fields or absent text", () => {
    expect(matchesSearch(COURSES[1]!, "Creatività")).toBe(false);
    expect(matchesSearch(COURSES[1]!, "robotica")).toBe(false);
  });

  it("an empty or blank search matches everything; spaces around the text are ignored", () => {
    expect(matchesSearch(COURSES[2]!, "")).toBe(true);
    expect(matchesSearch(COURSES[2]!, "   ")).toBe(true);
    expect(matchesSearch(COURSES[2]!, "  sottotitoli ")).toBe(true);
  });

  it("handles accented letters in either case", () => {
    expect(matchesSearch(course("Perché l'IA", "", "docenti", []), "PERCHÉ")).toBe(true);
  });
});

describe("tag and category filters", () => {
  it("keeps the courses whose tags contain the chosen tag", () => {
    expect(matchesTag(COURSES[0]!, "AI")).toBe(true);
    expect(matchesTag(COURSES[1]!, "AI")).toBe(false);
    expect(matchesTag(COURSES[1]!, null)).toBe(true);
    // exact tag, not a substring
    expect(matchesTag(course("x", "", "docenti", ["ChatGPT"]), "Chat")).toBe(false);
  });

  it("applies the category unless it is 'tutti'", () => {
    expect(matchesCategory(COURSES[0]!, "tutti")).toBe(true);
    expect(matchesCategory(COURSES[0]!, "docenti")).toBe(true);
    expect(matchesCategory(COURSES[0]!, "studenti")).toBe(false);
  });

  it("combines search, tag and category", () => {
    expect(titles(filterCourses(COURSES, { filter: "studenti", query: "", tag: "AI" }))).toEqual([
      "Video con l'intelligenza artificiale",
    ]);
    expect(titles(filterCourses(COURSES, { filter: "docenti", query: "", tag: "AI" }))).toEqual([
      "ChatGPT per la docenza",
    ]);
    expect(
      titles(filterCourses(COURSES, { filter: "tutti", query: "chatgpt", tag: "3D" })),
    ).toEqual(["Stampa 3D"]);
    expect(
      titles(filterCourses(COURSES, { filter: "docenti", query: "chatgpt", tag: "3D" })),
    ).toEqual([]);
    expect(titles(filterCourses(COURSES, { filter: "tutti", query: "", tag: null }))).toEqual(
      titles(COURSES),
    );
  });
});

describe("tag list", () => {
  it("flattens and de-duplicates every course's tags, in first-seen order", () => {
    expect(buildTagList(COURSES)).toEqual([
      "AI",
      "ChatGPT",
      "Creatività",
      "Didattica",
      "Video",
      "3D",
    ]);
    expect(buildTagList([])).toEqual([]);
  });

  it("a second click on the active tag deselects it", () => {
    expect(toggledTag(null, "AI")).toBe("AI");
    expect(toggledTag("AI", "AI")).toBeNull();
    expect(toggledTag("AI", "Video")).toBe("Video");
  });
});

describe("catalogue state in the URL", () => {
  const defaults: CatalogueState = {
    filter: "tutti",
    query: "",
    tag: null,
    view: "griglia",
    all: false,
    open: false,
  };

  it("defaults to tutti, no search, no tag, grid view", () => {
    expect(parseCatalogueState(new URLSearchParams(""))).toEqual(defaults);
  });

  it("reads every parameter and ignores unknown values", () => {
    expect(
      parseCatalogueState(
        new URLSearchParams("filter=docenti&q=Canva&tag=Creativit%C3%A0&vista=lista&mostra=tutti"),
      ),
    ).toEqual({
      ...defaults,
      filter: "docenti",
      query: "Canva",
      tag: "Creatività",
      view: "lista",
      all: true,
    });
    expect(
      parseCatalogueState(new URLSearchParams("filter=genitori&vista=mosaico&tag=&mostra=1")),
    ).toEqual(defaults);
  });

  it("writes a short URL without defaults that reads back to the same state", () => {
    expect(catalogueSearch(defaults)).toBe("");
    expect(catalogueSearch({ ...defaults, query: "  " })).toBe("");
    const state: CatalogueState = {
      filter: "studenti",
      query: "arte e 3D",
      tag: "Creatività",
      view: "lista",
      all: true,
      open: true,
    };
    const search = catalogueSearch(state);
    expect(search).toBe(
      "?filter=studenti&q=arte+e+3D&tag=Creativit%C3%A0&vista=lista&mostra=tutti&iscrizioni=aperte",
    );
    expect(parseCatalogueState(new URLSearchParams(search))).toEqual(state);
  });
});

describe("the catalogue's filter of courses open to enrolment", () => {
  const course = (title: string, nextEdition: unknown) => ({
    title,
    description: "",
    category: "docenti",
    tags: [],
    nextEdition,
  });
  const open = course("Aperto", { startDate: "2027-02-09", endDate: null, priceCents: 19900 });
  const closed = course("Chiuso", null);

  it("keeps only courses with an edition taking enrolments when asked, every course otherwise", () => {
    const state = { filter: "tutti", query: "", tag: null } as const;
    expect(filterCourses([open, closed], { ...state, open: true })).toEqual([open]);
    expect(filterCourses([open, closed], { ...state, open: false })).toEqual([open, closed]);
  });
});

describe("the catalogue's first page", () => {
  const courses = Array.from({ length: 28 }, (_, i) => `corso-${i}`);

  it("shows the first twelve matching courses, or all of them when asked", () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(12);
    expect(firstPage(courses, false)).toEqual(courses.slice(0, 12));
    expect(firstPage(courses, true)).toEqual(courses);
    expect(firstPage(courses.slice(0, 5), false)).toEqual(courses.slice(0, 5));
    expect(firstPage([], false)).toEqual([]);
  });
});
