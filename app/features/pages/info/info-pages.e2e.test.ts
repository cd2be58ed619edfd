import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  collapsedText,
  expectMainTextToContain,
  expectNoAxeViolations,
  expectOpensInNewTab,
  linkHrefs,
  mainFigures,
  mainText,
  visit,
} from "../../../../tests/support/browser";
import { PARTNER_AGENCIES } from "~/features/pages/info/partners-content";
import { siteSettings } from "~/features/settings/settings.server";
import { onSharedServer, sharedServer } from "../../../../tests/support/fixtures";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();
const site = siteSettings();

const INFO_PAGES = [
  "/chi-siamo",
  "/erasmus",
  "/etn-world",
  "/smart-lab",
  "/move-2025",
  "/accessibilita",
  "/privacy-policy",
  "/cookie-policy",
];

const it = onSharedServer({ cookiesAccepted: true });

async function expectNewTab(page: Page, href: string) {
  const link = page.locator(`main a[href="${href}"]`).first();
  await expectOpensInNewTab(link);
  await expect(link.innerText()).resolves.toContain("(si apre in una nuova scheda)");
}

describe("every informational page", () => {
  it.for(INFO_PAGES)(
    // As first seen, each is also checked with axe, for console errors and, on a
    // phone, for sideways scrolling, with every public route (tests/e2e/quality.test.ts).
    "%s: one h1, a page title, a description",
    async (path, { open }) => {
      const page = await open(path);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.title()).resolves.toMatch(/ · Polo Formativo Lucano$/);
      await expect(
        page.locator('meta[name="description"]').getAttribute("content"),
      ).resolves.toBeTruthy();
    },
  );
});

describe("/chi-siamo", () => {
  it("shows the accreditation, the group figures, the marketing figures, the values and a contact link", async ({
    open,
  }) => {
    const page = await open("/chi-siamo");
    await expectMainTextToContain(page, [
      "Formazione accreditata dal Ministero dell'Istruzione e del Merito",
      "Direttiva 170/2016",
      "5000 studenti attraverso 7 agenzie in 7 Paesi",
      "8 agenzie partner in Europa",
    ]);
    await expect(mainFigures(page)).resolves.toEqual([
      "25+ anni di esperienza",
      "98% candidature approvate",
      "500+ progetti realizzati",
      "8 agenzie in Europa",
    ]);
    const values = await page.locator("#valori h3").allInnerTexts();
    expect(values).toEqual(["Innovazione", "Inclusione", "Qualità", "Concretezza"]);
    await expect(linkHrefs(page, "Contattaci")).resolves.toEqual(["/contatti"]);
  });
});

describe("/erasmus", () => {
  it("has three opportunity cards and two current projects, each linking to /contatti", async ({
    open,
  }) => {
    const page = await open("/erasmus");
    const cards = page.locator("#opportunita li article");
    await expect(cards.count()).resolves.toBe(3);
    await expect(cards.locator("h3").allInnerTexts()).resolves.toEqual([
      "Mobilità dei docenti",
      "Scambi giovanili",
      "Progetti strategici",
    ]);
    await expect(linkHrefs(page, /^Chiedi informazioni/)).resolves.toEqual([
      "/contatti",
      "/contatti",
      "/contatti",
    ]);
    const projects = page.locator("#progetti li > article");
    await expect(projects.count()).resolves.toBe(2);
    const first = await collapsedText(projects.nth(0));
    const second = await collapsedText(projects.nth(1));
    expect(first).toContain("KA1");
    expect(first).toContain("2024-2026");
    expect(second).toContain("KA2");
    expect(second).toContain("2024-2025");
    await expect(linkHrefs(page, /^Richiedi informazioni/)).resolves.toEqual([
      "/contatti",
      "/contatti",
    ]);
    await expect(linkHrefs(page, "Contattaci")).resolves.toEqual(["/contatti"]);
  });

  it("carries the EU emblem (drawn by us, loaded) and the co-funding disclaimer", async ({
    open,
  }) => {
    const page = await open("/erasmus");
    const emblem = page.getByRole("img", { name: "Emblema dell'Unione europea" });
    await expect(emblem.getAttribute("src")).resolves.toBe("/images/erasmus/eu-emblem.svg");
    await expect(
      emblem.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBeGreaterThan(0);
    await expect(mainText(page)).resolves.toContain(
      "Finanziato dall'Unione europea. I punti di vista e le opinioni espressi sono tuttavia esclusivamente quelli degli autori e non riflettono necessariamente quelli dell'Unione europea o dell'Agenzia esecutiva europea per l'istruzione e la cultura (EACEA). Né l'Unione europea né l'EACEA possono esserne ritenute responsabili.",
    );
    const svg = await (await fetch(server.url + "/images/erasmus/eu-emblem.svg")).text();
    // 12 five-pointed stars (10 points each) in one path, gold on blue.
    expect(svg.match(/Z/g)).toHaveLength(12);
    expect(svg).toContain('fill="#039"');
    expect(svg).toContain('fill="#fc0"');
  });
});

describe("/etn-world", () => {
  it("lists the 8 agencies with logo, city and country, and a website link in a new tab", async ({
    open,
  }) => {
    const page = await open("/etn-world");
    const cards = page.locator("#agenzie li > article");
    await expect(cards.count()).resolves.toBe(8);
    // The agencies of partners-content.ts (their spec list is pinned by info-content.test.ts).
    for (const [index, agency] of PARTNER_AGENCIES.entries()) {
      const card = cards.nth(index);
      await expect(card.innerText()).resolves.toContain(`${agency.location}, ${agency.country}`);
      const logo = card.locator("img[data-fallback]");
      await expect(logo.getAttribute("alt")).resolves.toMatch(/^Logo di /);
      await expect(card.locator("[data-logo-fallback]").isVisible()).resolves.toBe(false);
      await expect(
        logo.evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).resolves.toBeGreaterThan(0);
      const link = card.getByRole("link");
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^https:\/\//);
      expect(href).toBe(agency.website);
      await expectNewTab(page, href);
    }
  });

  it("shows the three service columns and the free 30-minute consultation call to action", async ({
    open,
  }) => {
    const page = await open("/etn-world");
    await expect(page.locator("#servizi h3").allInnerTexts()).resolves.toEqual([
      "1.Prima della partenza",
      "2.Durante la mobilità",
      "3.Dopo il rientro",
    ]);
    await expect(mainText(page)).resolves.toContain("consulenza gratuita di 30 minuti");
    await expect(linkHrefs(page, "Prenota la consulenza")).resolves.toEqual(["/contatti"]);
  });

  it("a logo that fails to load falls back to the placeholder with the agency's name", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    await page.route("**/images/partners/balkan-horizon-training.svg", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await visit(page, server.url + "/etn-world");
    const card = page.locator("#agenzie li > article").nth(5);
    // On a page without framework script (docs/decisions/034): the layout's inline script swaps them.
    await expect(page.locator("html[data-zero-script]").count()).resolves.toBe(1);
    const fallback = card.locator("[data-logo-fallback]");
    await fallback.waitFor({ state: "visible" });
    await expect(card.locator("img[data-fallback]").isVisible()).resolves.toBe(false);
    await expect(fallback.innerText()).resolves.toBe("Balkan Horizon Training");
    const placeholder = fallback.locator("img");
    await expect(placeholder.getAttribute("src")).resolves.toBe("/images/partners/placeholder.svg");
    await expect
      .poll(() => placeholder.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The other seven logos are untouched.
    await expect(page.locator("[data-logo-fallback]:visible").count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    // The only console error is the browser's own report of the 404.
    expect(page.consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
  });
});

describe("/smart-lab", () => {
  it("describes the no-code lab, its features, two example projects and links to /contatti", async ({
    open,
  }) => {
    const page = await open("/smart-lab");
    await expect(mainText(page)).resolves.toContain("no-code");
    await expect(page.locator("#laboratorio li h3").count()).resolves.toBe(6);
    await expect(page.locator("#progetti li h3").allInnerTexts()).resolves.toEqual([
      "Biblioteca in tasca",
      "Sentinella dell'aria",
    ]);
    await expect(linkHrefs(page, "Contattaci")).resolves.toEqual(["/contatti"]);
  });
});

describe("/move-2025", () => {
  it("shows every figure of the call and links to its platform (new tab) and to /contatti", async ({
    open,
  }) => {
    const page = await open("/move-2025");
    await expectMainTextToContain(page, [
      "9 ottobre 2025, ore 13:00",
      "30 settembre 2025",
      "6 milioni di euro",
      "500+",
      "2 settimane",
      "60 ore",
      "fino a 2 progetti",
      "Progetti singoli da 15–30 studenti",
      "progetti in rete tra più scuole da 15–60 studenti",
    ]);
    await expectNewTab(page, site.external.move2025);
    await expect(linkHrefs(page, "Contattaci per il progetto")).resolves.toEqual(["/contatti"]);
  });
});

describe("/accessibilita", () => {
  it("states the WCAG 2.2 AA target, how it is tested, known limits and how to report, and the footer links it", async ({
    open,
  }) => {
    const page = await open("/accessibilita");
    await expectMainTextToContain(page, ["WCAG) 2.2 al livello AA", "axe-core"]);
    await expect(page.locator("main h2").allInnerTexts()).resolves.toEqual([
      "Obiettivo di conformità",
      "Cosa facciamo",
      "Come lo verifichiamo",
      "Limiti noti",
      "Segnala un problema",
    ]);
    await expect(linkHrefs(page, "Segnala un problema")).resolves.toEqual(["/contatti"]);
    await expect(
      page.locator("footer").getByRole("link", { name: "Accessibilità" }).getAttribute("href"),
    ).resolves.toBe("/accessibilita");
  });
});

describe("policies", () => {
  it("the privacy policy has every section of spec §2, names GDPR articles and links home", async ({
    open,
  }) => {
    const page = await open("/privacy-policy");
    await expect(page.locator("main h2").allInnerTexts()).resolves.toEqual([
      "Titolare del trattamento",
      "Tipi di dati trattati",
      "Finalità del trattamento",
      "Base giuridica",
      "Modalità del trattamento e conservazione",
      "Diritti dell'interessato",
      "Modifiche a questa informativa",
    ]);
    await expectMainTextToContain(page, [
      `${site.legalName}, con sede a Potenza`,
      "Dati di navigazione",
      "Dati forniti volontariamente",
      "statistiche anonime e aggregate",
      "art. 6, par. 1, lett. b GDPR",
      "(art. 15 GDPR)",
      "(artt. 16 e 17 GDPR)",
      "(art. 18 GDPR)",
      "(art. 21 GDPR)",
      "(art. 20 GDPR)",
      "art. 77 GDPR",
    ]);
    await expect(linkHrefs(page, "Torna alla home")).resolves.toEqual(["/"]);
  });

  it("the cookie policy lists what the site stores: the staff session cookie, cookieConsent, map tiles", async ({
    open,
  }) => {
    const page = await open("/cookie-policy");
    await expect(page.locator("main h2").allInnerTexts()).resolves.toEqual([
      "Cosa sono i cookie",
      "Cookie tecnici",
      "Cookie analitici",
      "Contenuti di terze parti",
      "Come gestire i cookie dal browser",
      "Durata: cookie di sessione e persistenti",
      "Aggiornamenti",
    ]);
    const rows = await page.locator("main table tbody tr").allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain("Cookie di sessione dell'area riservata");
    expect(rows[0]).toContain("staff_session");
    expect(rows[0]).toContain("7 giorni");
    expect(rows[1]).toContain("cookieConsent");
    expect(rows[1]).toContain("accepted");
    const text = await mainText(page);
    expect(text).toContain("OpenStreetMap");
    await expect(linkHrefs(page, "Contatti")).resolves.toEqual(["/contatti"]);
  });
});
