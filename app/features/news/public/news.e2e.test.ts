import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { NEWS_SEED } from "~/features/news/news-content";
import { FIXED_PUBLIC_PATHS, publicPaths } from "~/platform/public-routes";
import { openDatabase } from "~/platform/db/client.server";
import { newsPosts } from "~/platform/db/schema";
import {
  expectCleanPage,
  expectCleanPhonePage,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  hydrated,
  PHONE,
  visit,
} from "../../../../tests/support/browser";
import { startServer, withFailingReads } from "../../../../tests/support/server";
import { onSharedServer, type OpenPage, sharedServer } from "../../../../tests/support/fixtures";

// Tests that start their own servers: a start takes several seconds on a busy machine.
const SERVER_START_TIMEOUT = 180_000;

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();
const it = onSharedServer({ cookiesAccepted: true });

const PUBLISHED = NEWS_SEED.filter((p) => p.status === "published").sort(
  (a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime(),
);
const DRAFT = NEWS_SEED.find((p) => p.status === "draft")!;

async function cardTitles(page: Page): Promise<string[]> {
  return (await page.locator("main article h2").allInnerTexts()).map((t) => t.trim());
}

/** Waits for the list to show `n` cards (the island renders a tab's posts after the click). */
async function cardCount(page: Page, n: number) {
  await page.waitForFunction(
    (count) => document.querySelectorAll("main article").length === count,
    n,
  );
}

/** Clicks the category tab `name`: the URL keeps `category`, the cards are its published posts. */
async function openTab(page: Page, name: string, category: string): Promise<string[]> {
  await page
    .getByRole("navigation", { name: "Categorie delle news" })
    .getByRole("link", { name })
    .click();
  await page.waitForURL(`**/news?categoria=${category}`);
  const titles = PUBLISHED.filter((p) => p.category === category).map((p) => p.title);
  await cardCount(page, titles.length);
  expect(await cardTitles(page)).toEqual(titles);
  return titles;
}

/** A page of the site to read `xml` in, once the browser's parser takes it as well-formed. */
async function expectWellFormed(openPage: OpenPage, xml: string): Promise<Page> {
  const page = await openPage();
  await page.goto(server.url + "/robots.txt");
  expect(await xmlError(page, xml)).toBeNull();
  return page;
}

/** Parses XML in the browser; returns the parser's error text, or null when well-formed. */
async function xmlError(page: Page, xml: string): Promise<string | null> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.querySelector("parsererror")?.textContent ?? null;
  }, xml);
}

describe("/news", () => {
  it("lists every published post newest first, with image, category, Italian date and link", async ({
    open,
  }) => {
    const page = await open("/news");
    expect(await cardTitles(page)).toEqual(PUBLISHED.map((p) => p.title));
    expect(await page.content()).not.toContain(DRAFT.title);

    const first = page.locator("main article").first();
    const newest = PUBLISHED[0]!;
    await expect(first.locator("img").getAttribute("src")).resolves.toBe(newest.image);
    await expect(first.getByText("Altro", { exact: true }).count()).resolves.toBe(1);
    await expect(first.locator("time").innerText()).resolves.toBe("5 novembre 2025");
    await expect(first.getByRole("link").getAttribute("href")).resolves.toBe(
      `/news/${newest.slug}`,
    );
    // Excerpt clamped to three lines.
    const clamp = await first
      .locator("p.line-clamp-3")
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe("3");
    await expect(
      page.getByRole("link", { name: "Tutti", exact: true }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    expect(page.consoleErrors).toEqual([]);
  });

  it("category tabs filter, are kept in the URL and survive a reload", async ({ open }) => {
    const page = await open("/news");
    const tabs = page.getByRole("navigation", { name: "Categorie delle news" });
    await expect(tabs.getByRole("link").allInnerTexts()).resolves.toEqual([
      "Tutti",
      "Formazione",
      "Eventi",
      "Bandi",
      "Altro",
    ]);
    const eventi = await openTab(page, "Eventi", "eventi");
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    expect(await cardTitles(page)).toEqual(eventi);
    await expect(
      tabs.getByRole("link", { name: "Eventi" }).getAttribute("aria-current"),
    ).resolves.toBe("page");

    await openTab(page, "Bandi", "bandi");
    await tabs.getByRole("link", { name: "Tutti" }).click();
    await page.waitForURL((url) => url.pathname === "/news" && url.search === "");
    await cardCount(page, PUBLISHED.length);
    expect(page.consoleErrors).toEqual([]);
  });

  it("tabs work without JavaScript", async ({ noJsPage: page }) => {
    await page.goto(server.url + "/news");
    await page.getByRole("link", { name: "Formazione", exact: true }).click();
    await page.waitForURL("**/news?categoria=formazione");
    expect(await cardTitles(page)).toEqual(
      PUBLISHED.filter((p) => p.category === "formazione").map((p) => p.title),
    );
  });

  it("is accessible and fits a phone", async ({ open }) => {
    await expectCleanPhonePage(await open("/news?categoria=bandi", PHONE));
    await expectCleanPage(await open("/news"));
  });
});

describe("/news/{newsId}", () => {
  it("shows image, title, date, author, category, sanitised content, tags and the back link", async ({
    open,
    visitorPage,
  }) => {
    const page = await visitorPage();
    const res = await visit(page, server.url + "/news/corso-cedils-2025");
    expect(res?.status()).toBe(200);
    const cedils = NEWS_SEED.find((p) => p.slug === "corso-cedils-2025")!;
    await expect(page.locator("h1").allInnerTexts()).resolves.toEqual([cedils.title]);
    const article = page.locator("main article");
    await expect(article.locator("time").first().innerText()).resolves.toBe("15 settembre 2025");
    // The category, capitalised.
    await expect(article.locator("header").innerText()).resolves.toContain("Formazione");
    await expect(article.getByText("Dott.ssa Maria Carlucci").count()).resolves.toBe(1);
    await expect(article.getByText("Responsabile della formazione").count()).resolves.toBe(1);
    const photo = article.getByRole("img", { name: "Foto di Dott.ssa Maria Carlucci" });
    // The photo is drawn in the page (record 037): the drawing of the public file.
    const drawing = await photo.locator("svg").evaluate((svg) => svg.getAttribute("viewBox"));
    expect(drawing).toBe(
      /viewBox="([^"]+)"/.exec(
        fs.readFileSync("public/images/people/responsabile-formazione.svg", "utf8"),
      )![1],
    );
    await expect(photo.boundingBox()).resolves.toMatchObject({ width: 56, height: 56 });
    const hero = article.getByRole("img", { name: /^Illustrazione dell'articolo/ });
    await expect(hero.getAttribute("src")).resolves.toBe(cedils.image);
    // Chromium takes the AVIF twin of our own illustration, the WebP stays the fallback.
    await expect(
      hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    ).resolves.toBe(cedils.image.replace(/\.webp$/, ".avif"));
    await expect(hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(800);
    await expect(
      article.getByRole("link", { name: "modulo di iscrizione CEDILS" }).getAttribute("href"),
    ).resolves.toBe("/iscrizione-cedils");
    await expect(article.getByText("almeno 10 partecipanti").count()).resolves.toBe(1);
    await expect(
      article.getByRole("list", { name: "Tag" }).locator("li").allInnerTexts(),
    ).resolves.toEqual(cedils.tags.map((t) => `#${t}`));
    await expect(
      article.getByRole("link", { name: "Torna alle news" }).getAttribute("href"),
    ).resolves.toBe("/news");
    await expectCleanPage(page);

    const phone = await open("/news/corso-cedils-2025", PHONE);
    await expectNoHorizontalScroll(phone);
  });

  it("has NewsArticle JSON-LD and Open Graph tags with absolute URLs", async () => {
    const html = await (await fetch(server.url + "/news/corso-cedils-2025")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const article = blocks.find((b) => b["@type"] === "NewsArticle")!;
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: "Certificazione CEDILS 2025: aperte le iscrizioni al corso di preparazione",
      datePublished: "2025-09-15T09:00:00.000Z",
      author: { "@type": "Person", name: "Dott.ssa Maria Carlucci" },
    });
    expect(String((article.image as string[])[0])).toMatch(
      /^http:\/\/localhost:\d+\/images\/news\/og\/corso-cedils-2025\.jpg$/,
    );
    expect(html).toMatch(/<meta property="og:title" content="Certificazione CEDILS 2025[^"]*"/);
    expect(html).toMatch(
      /<meta property="og:description" content="Il corso per la certificazione[^"]*"/,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/images\/news\/og\/corso-cedils-2025\.jpg"/,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it("is reachable by UUID too", async () => {
    const rss = await (await fetch(server.url + "/news/rss.xml")).text();
    const [, id] = rss.match(
      /<link>[^<]*\/news\/corso-cedils-2025<\/link>\s*<guid[^>]*>urn:uuid:([0-9a-f-]{36})</,
    )!;
    const res = await fetch(`${server.url}/news/${id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Certificazione CEDILS 2025");
  });

  it("an unknown id, an unknown UUID or a draft go back to /news, replacing history", async ({
    open,
  }) => {
    const blank = await fetch(server.url + "/news/%20", { redirect: "manual" });
    expect(blank.headers.get("location")).toBe("/news?avviso=id-non-valido");
    for (const path of [
      "/news/articolo-che-non-esiste",
      "/news/00000000-0000-4000-8000-000000000000",
      `/news/${DRAFT.slug}`,
    ]) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/news?avviso=non-trovato");
    }
    const page = await open("/chi-siamo");
    await visit(page, server.url + `/news/${DRAFT.slug}`);
    expect(new URL(page.url()).pathname).toBe("/news");
    await expect(page.getByRole("status").innerText()).resolves.toContain("Articolo non trovato");
    expect(await page.content()).not.toContain(DRAFT.title);
    // The article URL never entered the history: one step back is the previous page.
    await page.goBack({ waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe("/chi-siamo");
  });
});

describe("feeds and discovery", () => {
  it("/news/rss.xml is well-formed RSS 2.0 of the published posts with absolute links", async ({
    openPage,
  }) => {
    const res = await fetch(server.url + "/news/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    const page = await expectWellFormed(openPage, xml);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        version: doc.documentElement.getAttribute("version"),
        titles: [...doc.querySelectorAll("item > title")].map((n) => n.textContent),
        links: [...doc.querySelectorAll("item > link")].map((n) => n.textContent),
      };
    }, xml);
    expect(parsed.version).toBe("2.0");
    expect(parsed.titles).toEqual(PUBLISHED.slice(0, 20).map((p) => p.title));
    for (const link of parsed.links)
      expect(link).toMatch(/^http:\/\/localhost:\d+\/news\/[a-z0-9-]+$/);
    expect(xml).not.toContain(DRAFT.slug);
  });

  it("/sitemap.xml is well-formed and lists every public page, course and published post with lastmod", async ({
    openPage,
  }) => {
    const res = await fetch(server.url + "/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    const page = await expectWellFormed(openPage, xml);
    const urls = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return [...doc.getElementsByTagName("url")].map((u) => ({
        loc: u.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: u.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      }));
    }, xml);
    const paths = urls.map((u) => new URL(u.loc).pathname);
    for (const path of FIXED_PUBLIC_PATHS) expect(paths).toContain(path);
    for (const course of COURSE_SEED) expect(paths).toContain(`/corsi/${course.slug}`);
    for (const post of PUBLISHED) expect(paths).toContain(`/news/${post.slug}`);
    expect(paths).not.toContain(`/news/${DRAFT.slug}`);
    expect(paths.some((p) => p.startsWith("/admin"))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    for (const u of urls) {
      expect(u.loc).toMatch(/^http:\/\/localhost:\d+\//);
      expect(Number.isNaN(Date.parse(u.lastmod)), u.loc).toBe(false);
    }
    // Every public page and sample of the route table (app/platform/public-routes.ts);
    // not the staff sign-in, nor a course's enrolment form.
    for (const path of publicPaths((r) => r.kind === "page" || r.kind === "sample")) {
      expect(paths).toContain(path);
    }
    for (const path of publicPaths((r) => r.kind === "form")) expect(paths).not.toContain(path);
  });

  it("pages announce the feed to browsers and feed readers", async () => {
    for (const path of ["/", "/news", "/news/corso-cedils-2025"]) {
      const html = await (await fetch(server.url + path)).text();
      expect(html, path).toMatch(
        /<link[^>]* rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/news\/rss\.xml"\/>/,
      );
    }
  });

  it("/robots.txt points to the sitemap and keeps crawlers out of /admin", async () => {
    const body = await (await fetch(server.url + "/robots.txt")).text();
    expect(body).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(body).toMatch(/^Disallow: \/admin$/m);
  });
});

describe("when reads fail", () => {
  it(
    "/news shows the error with 'Riprova' (which reloads) and articles go back to /news",
    async ({ visitorPage }) => {
      await withFailingReads("news_posts", async (failing) => {
        const page = await visitorPage();
        const res = await visit(page, failing.url + "/news?categoria=eventi");
        expect(res?.status()).toBe(503);
        const alert = page.getByRole("alert");
        await expect(alert.innerText()).resolves.toContain(
          "Errore nel caricamento delle news. Riprova più tardi.",
        );
        const reload = page.waitForEvent("load");
        await alert.getByRole("button", { name: "Riprova" }).click();
        await reload;
        expect(new URL(page.url()).search).toBe("?categoria=eventi");
        await expect(page.getByRole("alert").count()).resolves.toBe(1);
        await expectNoAxeViolations(page);

        await visit(page, failing.url + "/news/corso-cedils-2025");
        expect(new URL(page.url()).pathname).toBe("/news");
        await expect(page.getByRole("status").innerText()).resolves.toContain(
          "Errore nel caricamento dell'articolo",
        );
      });
    },
    SERVER_START_TIMEOUT,
  );
});

describe("with no published post", () => {
  it(
    "shows the empty messages, and the home page has no banner",
    async ({ visitorPage }) => {
      const first = await startServer();
      const dataDir = first.dataDir;
      // Stopped before the database is opened here: PGlite allows one process at a time.
      await first.stop();
      // Turn every post into a draft (the seed only fills an empty table, so it will not come back).
      const database = await openDatabase({ dataDir });
      await database.db.update(newsPosts).set({ status: "draft" });
      await database.close();
      const empty = await startServer({ DATA_DIR: dataDir });
      try {
        const page = await visitorPage();
        await visit(page, empty.url + "/news");
        await expect(
          page.getByText("Non ci sono news disponibili al momento.").count(),
        ).resolves.toBe(1);
        await visit(page, empty.url + "/news?categoria=eventi");
        await expect(
          page.getByText("Non ci sono news nella categoria Eventi al momento.").count(),
        ).resolves.toBe(1);
        await visit(page, empty.url + "/");
        await expect(page.getByRole("heading", { name: "Breaking News" }).count()).resolves.toBe(0);
        await expect(
          page.getByRole("heading", { name: "Opportunità per le scuole" }).count(),
        ).resolves.toBe(1);
        const rss = await (await fetch(empty.url + "/news/rss.xml")).text();
        expect(rss).not.toContain("<item>");
        expect(page.consoleErrors).toEqual([]);
      } finally {
        await empty.stop();
      }
    },
    SERVER_START_TIMEOUT,
  );
});
