// The catalogue /corsi: its cards, search, tags, categories and views, with
// and without JavaScript. Its read failure, the course pages, /docenti and
// /studenti: course-pages.e2e.test.ts.
import { describe, expect } from "vitest";
import { CATALOGUE_PAGE_SIZE, filterCourses } from "~/features/courses/course-filters";
import {
  DESKTOP,
  expectCleanPage,
  expectCleanPhonePage,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PHONE,
  type TrackedPage,
  visit,
  visitPublicPage,
} from "../../../../tests/support/browser";
import {
  catalogueOnSharedServer,
  CATALOGUE,
  cardTitles,
  expectTitles,
  titlesFor,
} from "../../../../tests/support/catalogue";
import { expectUnchanged } from "../../../../tests/support/timing";

const { server, it } = catalogueOnSharedServer();

const PAGE = CATALOGUE_PAGE_SIZE;

const control = (page: TrackedPage, name: string) =>
  page.getByRole("button", { name, exact: true });

describe("/corsi", () => {
  it("lists every course newest first, each card with its details and link", async ({
    visitorPage,
  }) => {
    const page = await visitorPage();
    await visitPublicPage(page, server.url + "/corsi", {
      title: "Catalogo dei corsi",
      description: /^Corsi di formazione per docenti e studenti/,
      h1: "Catalogo dei corsi",
    });
    // The first twelve, newest first; the count is of every course.
    expect(await cardTitles(page)).toEqual(CATALOGUE.slice(0, PAGE).map((c) => c.title));
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      `${CATALOGUE.length} corsi trovati`,
    );
    await page.getByRole("link", { name: `Mostra altri ${CATALOGUE.length - PAGE} corsi` }).click();
    await expectTitles(
      page,
      CATALOGUE.map((c) => c.title),
    );
    await page.waitForURL(/\/corsi\?mostra=tutti$/);
    await expect(page.getByRole("link", { name: /^Mostra / }).count()).resolves.toBe(0);
    // The focus moves to the first card the link revealed.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest("article")?.querySelector("h2")?.textContent,
        ),
      )
      .toBe(CATALOGUE[PAGE]!.title);

    const seed = CATALOGUE.find((c) => c.slug === "ai-video")!;
    const card = page.getByRole("article", { name: seed.title });
    // Cards below the first row are rendered only near the viewport
    // (content-visibility), so read it where a visitor would: scrolled to.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.innerText()).toContain(seed.description);
    const text = await card.innerText();
    expect(text).toContain("A partire da 10 ore");
    expect(text).toContain(`${seed.students} studenti`);
    expect(text).toContain(`Livello: ${seed.level}`);
    for (const tag of seed.tags) expect(text).toContain(tag);
    const img = card.locator("img");
    await expect(img.getAttribute("alt")).resolves.toBe(`Illustrazione del corso ${seed.title}`);
    await expect(img.getAttribute("width")).resolves.toBe("960");
    await expect(img.getAttribute("height")).resolves.toBe("540");
    await expect(img.getAttribute("src")).resolves.toBe("/images/courses/ai-video-card.webp");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(960);
    const more = card.getByRole("link", { name: "Scopri di più" });
    await expect(more.getAttribute("href")).resolves.toBe("/corsi/ai-video");

    // The tag buttons: every course's tags, flattened and de-duplicated.
    const tagButtons = page.getByRole("group", { name: "Argomenti" }).getByRole("button");
    expect((await tagButtons.allTextContents()).map((t) => t.trim())).toEqual([
      ...new Set(CATALOGUE.flatMap((c) => c.tags)),
    ]);
    await expectCleanPage(page);
  });

  it("renders the first row at once and the other cards only near the viewport, with CSS icons", async ({
    open,
  }) => {
    const page = await open("/corsi", PHONE);
    const items = page.getByRole("list", { name: "Corsi" }).locator(":scope > li");
    const rendering = await items.evaluateAll((lis) =>
      lis.map((li) => ({
        visibility: getComputedStyle(li).contentVisibility,
        loading: li.querySelector("img")!.getAttribute("loading"),
      })),
    );
    expect(rendering).toHaveLength(PAGE);
    // The first picture loads at once; the rest of the first row lazily (below
    // the fold on a phone, it would only slow the first one down: record 037).
    expect(rendering.slice(0, 3)).toEqual([
      { visibility: "visible", loading: "eager" },
      { visibility: "visible", loading: "lazy" },
      { visibility: "visible", loading: "lazy" },
    ]);
    expect(rendering.slice(3)).toEqual(
      Array(PAGE - 3).fill({ visibility: "auto", loading: "lazy" }),
    );
    // The card's details carry their icons as CSS masks: no inline SVG per card.
    const first = items.first();
    await expect(first.locator("svg").count()).resolves.toBe(0);
    const icon = await first.getByText(/^Livello: /).evaluate((li) => {
      const before = getComputedStyle(li, "::before");
      return { width: before.width, height: before.height, mask: before.maskImage };
    });
    expect(icon).toMatchObject({ width: "16px", height: "16px" });
    expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml,/);
    // A card far down the list still reads in full once scrolled to.
    const last = page.getByRole("article", { name: CATALOGUE[PAGE - 1]!.title });
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.innerText()).toContain(CATALOGUE[PAGE - 1]!.description);
    await expectCleanPhonePage(page);
  });

  it("shows the other matches on request, keeps that choice across filters, and says how many", async ({
    open,
  }) => {
    const page = await open("/corsi?filter=studenti");
    await expectTitles(page, titlesFor("studenti", "", null));
    // Keyboard: the link is reached and followed like any other.
    const more = page.getByRole("link", { name: "Mostra altri 6 corsi" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\?filter=studenti&mostra=tutti$/);
    await expectTitles(page, titlesFor("studenti", "", null, true));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("href")))
      .toBe(
        `/corsi/${filterCourses(CATALOGUE, { filter: "studenti", query: "", tag: null })[PAGE]!.slug}`,
      );
    // A category chosen afterwards keeps showing every match.
    await control(page, "Tutti i corsi").click();
    await page.waitForURL(/\/corsi\?mostra=tutti$/);
    await expectTitles(page, titlesFor("tutti", "", null, true));
    // Twelve matches or fewer: no link at all.
    await control(page, "Per docenti").click();
    await expectTitles(page, titlesFor("docenti", "", null));
    await expect(page.getByRole("link", { name: /^Mostra / }).count()).resolves.toBe(0);
    // The label counts what is left of any match (singular for one).
    await visit(page, server.url + "/corsi?filter=studenti&tag=AI");
    const ai = filterCourses(CATALOGUE, { filter: "studenti", query: "", tag: "AI" });
    const label =
      ai.length - PAGE === 1 ? "Mostra un altro corso" : `Mostra altri ${ai.length - PAGE} corsi`;
    await expect(page.getByRole("link", { name: /^Mostra / }).allTextContents()).resolves.toEqual(
      ai.length > PAGE ? [label] : [],
    );
    await expectCleanPage(page);
  });

  it("searches title and description, case-insensitively, and keeps the text in the URL", async ({
    open,
  }) => {
    const page = await open("/corsi");
    const search = page.getByRole("searchbox", { name: "Cerca corsi" });
    await expect(search.getAttribute("placeholder")).resolves.toBe("Cerca corsi...");
    await search.fill("PODCAST");
    await expectTitles(page, titlesFor("tutti", "podcast", null));
    expect(await cardTitles(page)).toHaveLength(2);
    await expect.poll(() => new URL(page.url()).search).toBe("?q=PODCAST");
    // A word found only in a description
    await search.fill("sottotitoli");
    await expectTitles(page, titlesFor("tutti", "sottotitoli", null));
    expect(titlesFor("tutti", "sottotitoli", null).length).toBeGreaterThan(0);
    await search.fill("zzz nessun corso");
    await expect(
      page.getByText("Nessun corso trovato con i criteri di ricerca selezionati.").count(),
    ).resolves.toBe(1);
    await expect(page.getByRole("list", { name: "Corsi" }).count()).resolves.toBe(0);
    await search.fill("");
    await expectTitles(page, titlesFor("tutti", "", null));
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(page.consoleErrors).toEqual([]);
  });

  it("filters by tag, and a second click on the active tag deselects it", async ({ open }) => {
    const page = await open("/corsi");
    const robotica = control(page, "Robotica");
    await robotica.click();
    await expect.poll(() => robotica.getAttribute("aria-pressed")).toBe("true");
    await expectTitles(page, titlesFor("tutti", "", "Robotica"));
    await expect.poll(() => new URL(page.url()).searchParams.get("tag")).toBe("Robotica");
    // Another tag replaces it
    await control(page, "3D").click();
    await expectTitles(page, titlesFor("tutti", "", "3D"));
    await expect.poll(() => robotica.getAttribute("aria-pressed")).toBe("false");
    // Second click on the active tag: no tag
    await control(page, "3D").click();
    await expectTitles(page, titlesFor("tutti", "", null));
    await expect(control(page, "3D").getAttribute("aria-pressed")).resolves.toBe("false");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(page.consoleErrors).toEqual([]);
  });

  it("toggles categories and views, combined with search and tag", async ({ open }) => {
    const page = await open("/corsi");
    await expect(control(page, "Tutti i corsi").getAttribute("aria-pressed")).resolves.toBe("true");
    await control(page, "Per docenti").click();
    await expectTitles(page, titlesFor("docenti", "", null));
    expect(await cardTitles(page)).toHaveLength(10);
    await control(page, "Per studenti").click();
    await expectTitles(page, titlesFor("studenti", "", null));
    expect(await cardTitles(page)).toHaveLength(PAGE);
    await expect(page.getByRole("status").textContent()).resolves.toBe("18 corsi trovati");
    await expect(
      page.getByRole("link", { name: "Mostra altri 6 corsi" }).getAttribute("href"),
    ).resolves.toBe("/corsi?filter=studenti&mostra=tutti");
    await expect.poll(() => new URL(page.url()).searchParams.get("filter")).toBe("studenti");

    await control(page, "AI").click();
    await page.getByRole("searchbox", { name: "Cerca corsi" }).fill("intelligenza");
    await expectTitles(page, titlesFor("studenti", "intelligenza", "AI"));

    await control(page, "Vista lista").click();
    await expect.poll(() => control(page, "Vista lista").getAttribute("aria-pressed")).toBe("true");
    await expect(control(page, "Vista griglia").getAttribute("aria-pressed")).resolves.toBe(
      "false",
    );
    const firstImage = page.getByRole("list", { name: "Corsi" }).locator("img").first();
    await expect(firstImage.getAttribute("src")).resolves.toMatch(/-list\.webp$/);
    await expect(firstImage.getAttribute("width")).resolves.toBe("400");
    // The filters survive the view change
    await expectTitles(page, titlesFor("studenti", "intelligenza", "AI"));
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?filter=studenti&q=intelligenza&tag=AI&vista=lista");
    await expectNoAxeViolations(page);

    await control(page, "Vista griglia").click();
    await expect.poll(() => firstImage.getAttribute("src")).toMatch(/-card\.webp$/);
    await control(page, "Tutti i corsi").click();
    await expectTitles(page, titlesFor("tutti", "intelligenza", "AI"));
    expect(page.consoleErrors).toEqual([]);
  });

  it("restores the whole state from a shared URL, and back/forward walk the states", async ({
    open,
  }) => {
    const page = await open("/corsi?filter=docenti&q=chatgpt&tag=ChatGPT&vista=lista");
    await expect(page.getByRole("searchbox", { name: "Cerca corsi" }).inputValue()).resolves.toBe(
      "chatgpt",
    );
    for (const pressed of ["Per docenti", "ChatGPT", "Vista lista"]) {
      await expect(control(page, pressed).getAttribute("aria-pressed")).resolves.toBe("true");
    }
    const expected = titlesFor("docenti", "chatgpt", "ChatGPT");
    expect(expected).toEqual(["ChatGPT per la docenza", "ChatGPT in classe: laboratorio avanzato"]);
    await expectTitles(page, expected);

    await control(page, "Per studenti").click();
    const students = titlesFor("studenti", "chatgpt", "ChatGPT");
    expect(students).toEqual(["AI Revolution: capire e usare l'intelligenza artificiale"]);
    await expectTitles(page, students);
    await expect.poll(() => new URL(page.url()).searchParams.get("filter")).toBe("studenti");
    await page.goBack();
    await expectTitles(page, expected);
    await expect.poll(() => control(page, "Per docenti").getAttribute("aria-pressed")).toBe("true");
    expect(page.consoleErrors).toEqual([]);
  });

  it("keeps a tag chosen right after typing, before the search reaches the URL", async ({
    open,
  }) => {
    const page = await open("/corsi");
    await page.getByRole("searchbox", { name: "Cerca corsi" }).fill("intelligenza");
    await control(page, "Coding").click();
    await expectTitles(page, titlesFor("tutti", "intelligenza", "Coding"));
    await expect.poll(() => new URL(page.url()).search).toBe("?q=intelligenza&tag=Coding");
    // Still there once the delayed search update (250 ms after typing, in
    // course-catalogue.tsx) has had its chance: it must not undo the tag.
    await expectUnchanged(() => new URL(page.url()).search, "?q=intelligenza&tag=Coding", 600);
    await expect(control(page, "Coding").getAttribute("aria-pressed")).resolves.toBe("true");
    expect(page.consoleErrors).toEqual([]);
  });

  it("works without JavaScript through GET forms, with short shareable URLs", async ({
    visitorPage,
  }) => {
    const page = await visitorPage({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto(server.url + "/corsi");
    await page.getByRole("searchbox", { name: "Cerca corsi" }).fill("Robot");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await page.waitForURL(/\?q=Robot$/);
    await expectTitles(page, titlesFor("tutti", "Robot", null));
    // 'Mostra altri' is a plain link, and the forms keep its choice.
    await page.goto(server.url + "/corsi");
    await expectTitles(page, titlesFor("tutti", "", null));
    await page.getByRole("link", { name: /^Mostra altri \d+ corsi$/ }).click();
    await page.waitForURL(/\/corsi\?mostra=tutti$/);
    await expectTitles(page, titlesFor("tutti", "", null, true));
    await control(page, "Per docenti").click();
    await page.waitForURL(/\?filter=docenti&mostra=tutti$/);
    await expectTitles(page, titlesFor("docenti", "", null, true));
    await page.goto(server.url + "/corsi?q=Robot");
    await control(page, "Per studenti").click();
    await page.waitForURL(/\?filter=studenti&q=Robot$/);
    await expectTitles(page, titlesFor("studenti", "Robot", null));
    await control(page, "STEM").click();
    await page.waitForURL(/\?filter=studenti&q=Robot&tag=STEM$/);
    await expectTitles(page, titlesFor("studenti", "Robot", "STEM"));
    await control(page, "Vista lista").click();
    await page.waitForURL(/vista=lista$/);
    await expect(
      page.getByRole("list", { name: "Corsi" }).locator("img").first().getAttribute("src"),
    ).resolves.toMatch(/-list\.webp$/);
    // Second click on the active tag removes it
    await control(page, "STEM").click();
    await page.waitForURL(/\?filter=studenti&q=Robot&vista=lista$/);
    await expectTitles(page, titlesFor("studenti", "Robot", null));
    // Only the courses taking enrolments: the seeded editions of three teacher courses.
    await page.goto(server.url + "/corsi");
    await control(page, "Iscrizioni aperte").click();
    await page.waitForURL(/\/corsi\?iscrizioni=aperte$/);
    const open = page.getByRole("list", { name: "Corsi" }).getByRole("article");
    const notes = await open.evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
    expect(notes).toHaveLength(3);
    for (const note of notes) expect(note).toMatch(/Iscrizioni aperte: prossima edizione dal /);
    expect(notes.join(" ")).toContain("€ 199,00");
    await expect(control(page, "Iscrizioni aperte").getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
  });

  it("filters in place with JavaScript: no page load and no request, the list follows at once", async ({
    open,
  }) => {
    // An island (docs/decisions/036): the page holds every published course, so
    // a filter is applied at once, without asking the server ('Caricamento
    // corsi...' has nothing left to wait for).
    const page = await open("/corsi");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await control(page, "Per docenti").click();
    await expectTitles(page, titlesFor("docenti", "", null));
    await expect(page.getByText("10 corsi trovati").count()).resolves.toBe(1);
    await page.getByRole("searchbox", { name: "Cerca corsi" }).fill("robot");
    await expectTitles(page, titlesFor("docenti", "robot", null));
    await expect.poll(() => new URL(page.url()).search).toBe("?filter=docenti&q=robot");
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
    expect(requests.filter((url) => !/\.(?:webp|avif|png|jpe?g|svg)$/.test(url))).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("fits a phone screen in both views", async ({ open }) => {
    const page = await open("/corsi", PHONE);
    await expectNoHorizontalScroll(page);
    await visit(page, server.url + "/corsi?vista=lista");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
