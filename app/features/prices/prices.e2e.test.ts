import type { Locator } from "playwright-core";
import { describe, expect } from "vitest";
import {
  collapsedText,
  expectCleanPage,
  expectCleanPhonePage,
  PHONE,
  type TrackedPage,
  visit,
  visitPublicPage,
} from "../../../tests/support/browser";
import { it, sharedServer, type OpenPage } from "../../../tests/support/fixtures";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();

const card = (page: TrackedPage, title: string) =>
  page.getByRole("article", { name: title, exact: true });

async function expectContactLink(cardLocator: Locator) {
  const links = await cardLocator
    .getByRole("link")
    .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  expect(links).toEqual(["/contatti"]);
}

/**
 * Expects the page's offer cards to be these, as many as listed: each card's
 * text holds every one of its phrases, and its only link goes to /contatti.
 */
async function expectOffers(page: TrackedPage, offers: [title: string, phrases: string[]][]) {
  await expect(page.getByRole("article").count()).resolves.toBe(offers.length);
  for (const [title, phrases] of offers) {
    const text = await collapsedText(card(page, title));
    for (const phrase of phrases) expect(text, title).toContain(phrase);
    await expectContactLink(card(page, title));
  }
}

type PriceList = {
  path: string;
  head: Parameters<typeof visitPublicPage>[2];
  offers: [title: string, phrases: string[]][];
};

const TEACHER_PRICES: PriceList = {
  path: "/prezzi",
  head: {
    title: "Prezzi per docenti e scuole",
    description: /Carta del Docente/,
    h1: "Prezzi per docenti e scuole",
  },
  offers: [
    ["Scuole: formazione online sincrona", ["€ 156 all'ora", "A partire da 10 ore"]],
    ["E-learning", ["€ 99 a docente", "10 ore di formazione", "Accetta la Carta del Docente"]],
    [
      "Piattaforma SOFIA",
      [
        "€ 199 a docente",
        "25 ore di formazione",
        "Webinar di 2 ore",
        "1 credito formativo",
        "Accetta la Carta del Docente",
      ],
    ],
    ["Lezioni individuali", ["€ 100 all'ora", "Accetta la Carta del Docente"]],
  ],
};

const STUDENT_PRICES: PriceList = {
  path: "/prezzi-studenti",
  head: { title: "Prezzi per studenti", h1: "Prezzi per studenti" },
  offers: [
    ["Erasmus+", ["Incluso nel pacchetto di mobilità"]],
    ["PCTO online asincrono", ["€ 25 a studente", "Massimo 40 ore"]],
    ["PCTO online sincrono", ["€ 112 all'ora", "Massimo 25 studenti per gruppo"]],
    ["PCTO in presenza", ["€ 150 all'ora", "Massimo 25 studenti per gruppo"]],
  ],
};

/** Opens a price list as a visitor: checks its head (visitPublicPage) and its offers (expectOffers). */
async function openPriceList(visitorPage: OpenPage, list: PriceList): Promise<TrackedPage> {
  const page = await visitorPage();
  await visitPublicPage(page, server.url + list.path, list.head);
  await expectOffers(page, list.offers);
  return page;
}

/**
 * Opens the course `slug` on a phone and follows its 'Scopri prezzo e modalità'
 * to the price list at `path`: its 'Torna al Corso' leads back to the course,
 * and the page is clean on a phone (expectCleanPhonePage).
 */
async function followPriceLink(
  visitorPage: OpenPage,
  slug: string,
  path: string,
): Promise<TrackedPage> {
  const page = await visitorPage(PHONE);
  await visit(page, `${server.url}/corsi/${slug}`);
  await page.getByRole("link", { name: "Scopri prezzo e modalità" }).click();
  await page.waitForURL((url) => url.pathname === path && url.search === `?from=${slug}`);
  const back = page.getByRole("link", { name: "Torna al Corso" });
  await expect(back.getAttribute("href")).resolves.toBe(`/corsi/${slug}`);
  await expectCleanPhonePage(page);
  return page;
}

describe("/prezzi (spec §9, teachers and schools)", () => {
  it("shows the four offers with their exact figures, Carta del Docente and contact links", async ({
    visitorPage,
  }) => {
    const page = await openPriceList(visitorPage, TEACHER_PRICES);
    // The offer to schools is the one that does not take the Carta del Docente.
    const schools = await collapsedText(card(page, "Scuole: formazione online sincrona"));
    expect(schools).not.toContain("Accetta la Carta del Docente");
    // No course given: no back link.
    await expect(page.getByRole("link", { name: "Torna al Corso" }).count()).resolves.toBe(0);
    await expectCleanPage(page);
  });

  it("shows 'Torna al Corso' only for an existing course", async ({ visitorPage }) => {
    const page = await visitorPage();
    await visit(page, server.url + "/prezzi?from=chatgpt-docenza-docenti");
    const back = page.getByRole("link", { name: "Torna al Corso" });
    await expect(back.getAttribute("href")).resolves.toBe("/corsi/chatgpt-docenza-docenti");
    await back.click();
    await page.waitForURL(/\/corsi\/chatgpt-docenza-docenti$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("ChatGPT per la docenza");

    for (const from of ["corso-inesistente", "", "00000000-0000-4000-8000-000000000000"]) {
      await visit(page, `${server.url}/prezzi?from=${from}`);
      await expect(page.getByRole("link", { name: "Torna al Corso" }).count()).resolves.toBe(0);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it("is reached from a teacher course's 'Scopri prezzo e modalità' and fits a phone", async ({
    visitorPage,
  }) => {
    await followPriceLink(visitorPage, "canva-docenza-docenti", "/prezzi");
  });
});

describe("/prezzi-studenti (spec §9, students)", () => {
  it("shows the four offers with their exact figures, contact links and the FAQ", async ({
    visitorPage,
  }) => {
    const page = await openPriceList(visitorPage, STUDENT_PRICES);
    // Erasmus+ names no price.
    expect(await collapsedText(card(page, "Erasmus+"))).not.toMatch(/€/);

    // FAQ: questions as disclosure widgets that open with the keyboard
    await expect(
      page.getByRole("heading", { name: "Domande frequenti", level: 2 }).count(),
    ).resolves.toBe(1);
    const questions = page.locator("main details summary");
    await expect(questions.count()).resolves.toBeGreaterThanOrEqual(4);
    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("main details").first().getAttribute("open")).resolves.toBe("");
    await expect(
      page
        .getByText("Prepariamo il preventivo intestato all'istituto", { exact: false })
        .isVisible(),
    ).resolves.toBe(true);

    await expectCleanPage(page);
  });

  it("is reached from a student course with 'Torna al Corso' back to it, also on a phone", async ({
    visitorPage,
  }) => {
    const page = await followPriceLink(visitorPage, "arduino-ai", "/prezzi-studenti");

    await visit(page, server.url + "/prezzi-studenti?from=corso-inesistente");
    await expect(page.getByRole("link", { name: "Torna al Corso" }).count()).resolves.toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });
});
