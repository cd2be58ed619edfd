import { describe, expect } from "vitest";
import { NEWS_SEED } from "~/features/news/news-content";
import {
  expectCleanPage,
  expectCleanPhonePage,
  expectOpensInNewTab,
  PHONE,
  type TrackedPage,
  visit,
} from "../../../../tests/support/browser";
import { startServer, type TestServer, withFailingReads } from "../../../../tests/support/server";
import { ownServer } from "../../../../tests/support/fixtures";

// Between the two deadlines: MOVE 2025 (9 October) closed, Basilicata (15 November) open.
const BETWEEN_DEADLINES = "2025-10-20T10:00:00+02:00";

// Tests that start their own servers: a start takes several seconds on a busy machine.
const SERVER_START_TIMEOUT = 180_000;

const { it, server } = ownServer({ TEST_NOW: BETWEEN_DEADLINES });

// The latest post visible at the server's time: a post dated later is still
// scheduled then, invisible to visitors.
const LATEST = NEWS_SEED.filter(
  (p) => p.status === "published" && p.publishedAt! <= new Date(BETWEEN_DEADLINES),
).sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())[0]!;

/** The home page's sections (spec §2), by their headings, in order. */
const SECTIONS = [
  "Breaking News",
  "Opportunità per le scuole",
  "Perché sceglierci",
  "AI Evolution Lab: l'intelligenza artificiale entra in laboratorio",
  "Corsi in evidenza per i docenti",
  "Dicono di noi",
  "Costruiamo insieme il prossimo progetto della tua scuola",
];

/** The page's section headings (h2 in main), in order. */
async function sectionHeadings(page: TrackedPage): Promise<string[]> {
  return (await page.locator("main h2").allTextContents()).map((t) => t.trim());
}

describe("home page", () => {
  it("shows every section of spec §2 in order", async ({ visitorPage }) => {
    const page = await visitorPage();
    const res = await visit(page, server.url + "/");
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    expect(await sectionHeadings(page)).toEqual(SECTIONS);
    expect(page.consoleErrors).toEqual([]);
  });

  it("links the hero to /corsi and the banner to the latest post and to all news", async ({
    visitorAt,
  }) => {
    const page = await visitorAt("/");
    const hero = page.locator("main section").first();
    await expect(
      hero.getByRole("link", { name: "Scopri i corsi" }).getAttribute("href"),
    ).resolves.toBe("/corsi");
    const banner = page.getByRole("region", { name: "Breaking News" });
    await expect(
      banner.getByRole("link", { name: LATEST.title }).getAttribute("href"),
    ).resolves.toBe(`/news/${LATEST.slug}`);
    await expect(
      banner.getByRole("link", { name: "Tutte le news" }).getAttribute("href"),
    ).resolves.toBe("/news");
    await banner.getByRole("link", { name: LATEST.title }).click();
    await page.waitForURL(`**/news/${LATEST.slug}`);
    await page.locator("h1", { hasText: LATEST.title }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it("has the four opportunity cards with their links, figures and deadline states", async ({
    visitorAt,
  }) => {
    const page = await visitorAt("/");
    const section = page.getByRole("region", { name: "Opportunità per le scuole" });
    const cards = section.locator("article");
    await expect(cards.count()).resolves.toBe(4);

    const basilicata = cards.nth(0);
    await expect(basilicata.innerText()).resolves.toContain("Scadenza: 15 novembre 2025");
    await expect(basilicata.innerText()).resolves.toContain("122.800 €");
    const basilicataLink = basilicata.getByRole("link", { name: "Scopri il bando" });
    await expect(basilicataLink.getAttribute("href")).resolves.toBe("/fondi-basilicata");
    await expect(basilicataLink.getAttribute("target")).resolves.toBeNull();

    // MOVE 2025 closed on 9 October: no invitation to apply any more.
    const move = cards.nth(1);
    await expect(move.innerText()).resolves.toContain("Bando chiuso: scaduto il 9 ottobre 2025");
    await expect(move.innerText()).resolves.toContain("6 milioni di €");
    await expect(move.getByRole("link", { name: /Candidati/ }).count()).resolves.toBe(0);
    const moveLink = move.getByRole("link", { name: /Vai al sito del bando/ });
    await expect(moveLink.getAttribute("href")).resolves.toMatch(/^https:\/\//);
    await expectOpensInNewTab(moveLink);

    await expect(
      cards.nth(2).getByRole("link", { name: "Scopri il laboratorio" }).getAttribute("href"),
    ).resolves.toBe("/ai-evolution-lab");
    const pcto = cards.nth(3).getByRole("link", { name: /Leggi il decreto/ });
    await expect(pcto.getAttribute("href")).resolves.toMatch(/^https:\/\//);
    await expectOpensInNewTab(pcto);
  });

  it("has six strengths, the AI lab promo, three featured teacher courses, three testimonials and the closing call", async ({
    visitorAt,
  }) => {
    const page = await visitorAt("/");
    await expect(
      page.getByRole("region", { name: "Perché sceglierci" }).locator("li").count(),
    ).resolves.toBe(6);
    await expect(
      page
        .getByRole("region", { name: /AI Evolution Lab/ })
        .getByRole("link", { name: /Scopri l'AI Evolution Lab/ })
        .getAttribute("href"),
    ).resolves.toBe("/ai-evolution-lab");

    const courses = page.getByRole("region", { name: "Corsi in evidenza per i docenti" });
    const courseLinks = await courses
      .getByRole("link", { name: /Scopri di più/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(courseLinks).toEqual([
      "/corsi/chatgpt-docenza-docenti",
      "/corsi/ai-podcasting-docenza-docenti",
      "/corsi/canva-docenza-docenti",
    ]);
    await expect(
      courses.getByRole("link", { name: /Tutti i corsi per docenti/ }).getAttribute("href"),
    ).resolves.toBe("/corsi?filter=docenti");

    const testimonials = page.getByRole("region", { name: "Dicono di noi" }).locator("figure");
    await expect(testimonials.count()).resolves.toBe(3);
    for (let i = 0; i < 3; i++) {
      const figure = testimonials.nth(i);
      await expect(figure.locator("blockquote").innerText()).resolves.not.toBe("");
      const img = figure.locator("img");
      await img.scrollIntoViewIfNeeded();
      await expect(img.getAttribute("alt")).resolves.toMatch(/^Foto di /);
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
    }

    const cta = page.getByRole("region", { name: /Costruiamo insieme/ });
    await expect(cta.getByRole("link", { name: "Contattaci" }).getAttribute("href")).resolves.toBe(
      "/contatti",
    );
    await expect(
      cta.getByRole("link", { name: "Esplora i corsi" }).getAttribute("href"),
    ).resolves.toBe("/corsi");
  });

  it("says EducationalOrganization in JSON-LD", async () => {
    const html = await (await fetch(server.url + "/")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const org = blocks.find((b) => b["@type"] === "EducationalOrganization");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      name: "Polo Formativo Lucano",
      address: { "@type": "PostalAddress", addressLocality: "Potenza" },
    });
  });

  it("is accessible and fits a phone", async ({ visitorAt }) => {
    await expectCleanPhonePage(await visitorAt("/", PHONE));
    await expectCleanPage(await visitorAt("/"));
  });
});

describe("home page deadlines", () => {
  it(
    "before 9 October both calls invite to apply; after 15 November both say they are closed",
    async () => {
      const early = await startServer({ TEST_NOW: "2025-09-20T10:00:00+02:00" });
      let late: TestServer | undefined;
      try {
        late = await startServer({ TEST_NOW: "2025-11-15T14:00:00+01:00" });
        const earlyHtml = await (await fetch(early.url + "/")).text();
        expect(earlyHtml).toContain("Scadenza: 15 novembre 2025");
        expect(earlyHtml).toContain("Scadenza: 9 ottobre 2025");
        expect(earlyHtml).toContain("Candidati con noi");
        expect(earlyHtml).not.toContain("Bando chiuso");
        // The deadline instant itself already counts as closed.
        const lateHtml = await (await fetch(late.url + "/")).text();
        expect(lateHtml).toContain("Bando chiuso: scaduto il 15 novembre 2025");
        expect(lateHtml).toContain("Bando chiuso: scaduto il 9 ottobre 2025");
        expect(lateHtml).not.toContain("Candidati con noi");
        expect(lateHtml).not.toContain("Scopri il bando");
      } finally {
        await Promise.all([early.stop(), late?.stop()]);
      }
    },
    SERVER_START_TIMEOUT,
  );
});

describe("home page with failing reads", () => {
  it(
    "leaves out the news banner and the featured courses and renders the rest",
    async ({ visitorPage }) => {
      await withFailingReads("news_posts,courses", async (failing) => {
        const page = await visitorPage();
        const res = await visit(page, failing.url + "/");
        expect(res?.status()).toBe(200);
        expect(await sectionHeadings(page)).toEqual(
          SECTIONS.filter((h) => h !== "Breaking News" && h !== "Corsi in evidenza per i docenti"),
        );
        await expect(page.getByRole("link", { name: "Scopri i corsi" }).count()).resolves.toBe(1);
        expect(page.consoleErrors).toEqual([]);
        // The failure is logged (spec §8), not shown.
        expect(failing.output()).toContain("home: section left out after a failed read");
      });
    },
    SERVER_START_TIMEOUT,
  );
});
