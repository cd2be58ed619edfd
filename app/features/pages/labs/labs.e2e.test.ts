import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  collapsedText,
  expectCleanPage,
  expectMainTextToContain,
  expectOpensInNewTab,
  mainFigures,
  mainText,
} from "../../../../tests/support/browser";
import { siteSettings } from "~/features/settings/settings.server";
import { onSharedServer, sharedServer } from "../../../../tests/support/fixtures";
import { STANDALONE_ROUTES } from "../../../../tests/support/routes";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();
const site = siteSettings();

const it = onSharedServer();

async function mainHrefs(page: Page): Promise<string[]> {
  return page.locator("main a").evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
}

/** Waits until the element with this id is inside the viewport (smooth scrolling takes a moment). */
async function expectScrolledTo(page: Page, id: string) {
  await page.waitForFunction(
    (target) => {
      const rect = document.getElementById(target)!.getBoundingClientRect();
      return rect.top >= -2 && rect.top < window.innerHeight / 2;
    },
    id,
    { timeout: 10_000 },
  );
}

describe("standalone pages", () => {
  it.for(STANDALONE_ROUTES)(
    // As first seen on a phone and a desktop, each is also checked with axe, for
    // console errors and sideways scrolling, with every public route (tests/e2e/quality.test.ts).
    "%s: own top bar with home link, skip link, footer; one h1; axe clean after the skip link",
    async (path, { open }) => {
      const page = await open(path);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      // Not the common layout: no main navigation, no cookie banner.
      await expect(
        page.getByRole("navigation", { name: "Navigazione principale" }).count(),
      ).resolves.toBe(0);
      const topBar = page.getByRole("banner");
      await expect(
        topBar.getByRole("link", { name: "Home", exact: true }).getAttribute("href"),
      ).resolves.toBe("/");
      await expect(
        topBar.getByRole("link", { name: "Contatti" }).getAttribute("href"),
      ).resolves.toBe("/contatti");
      await expect(page.getByRole("contentinfo").innerText()).resolves.toContain(site.address.full);
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        "Vai al contenuto principale",
      );
      await page.keyboard.press("Enter");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
      await expectCleanPage(page);
    },
  );
});

describe("/ai-evolution-lab", () => {
  it("shows the stats, the programme figures, the tender deadline and the lab's own contacts", async ({
    open,
  }) => {
    const page = await open("/ai-evolution-lab");
    await expect(mainFigures(page)).resolves.toEqual([
      "20+ postazioni di lavoro",
      "50+ framework e strumenti di AI",
      "100+ dispositivi IoT",
      "24/7 supporto della community",
    ]);
    await expectMainTextToContain(page, [
      "programma di 24 mesi",
      "40 ore di formazione",
      "consulenza gratuita di 30 minuti",
      "5 luglio 2025, ore 18:00",
      "entro il 20 giugno 2025",
    ]);
    const contacts = page.locator("#contatti address");
    await expect(
      contacts.getByRole("link", { name: site.lab.email }).getAttribute("href"),
    ).resolves.toBe(`mailto:${site.lab.email}`);
    await expect(contacts.innerText()).resolves.toContain(site.lab.phone);
    expect(site.lab.email).not.toBe(site.email);
  });

  it("in-page links scroll to #caratteristiche, #metodologia and #contatti; buttons lead to the other pages", async ({
    open,
  }) => {
    const page = await open("/ai-evolution-lab");
    const sections = page.getByRole("navigation", { name: "Sezioni della pagina" });
    for (const [label, id] of [
      ["Metodologia", "metodologia"],
      ["Contatti", "contatti"],
      ["Caratteristiche", "caratteristiche"],
    ] as const) {
      await sections.getByRole("link", { name: label }).click();
      await page.waitForURL(`**/ai-evolution-lab#${id}`);
      await expectScrolledTo(page, id);
    }
    const hrefs = await mainHrefs(page);
    for (const href of ["/ai-evolution-community", "/caratteristiche-lab", "/contatti", "/"]) {
      expect(hrefs).toContain(href);
    }
    await page.getByRole("link", { name: "Scopri la AI Evolution Community" }).click();
    await page.waitForURL("**/ai-evolution-community");
    // The URL changes as the client navigation starts; the page follows.
    await expect.poll(() => page.locator("h1").innerText()).toBe("AI Evolution Community");
    expect(page.consoleErrors).toEqual([]);
  });
});

describe("/ai-evolution-community", () => {
  it("has the vision, the monthly cycle, the four phases, investment, deadline, contacts and links", async ({
    open,
  }) => {
    const page = await open("/ai-evolution-community");
    await expect(page.locator("main h2").allInnerTexts()).resolves.toEqual([
      "La nostra visione",
      "Il ciclo mensile",
      "Il percorso di 24 mesi",
      "L'investimento",
      "Scadenza del bando",
      "Contatti",
    ]);
    const cycle = await page.locator("#ciclo li p:first-child").allInnerTexts();
    expect(cycle.map((t) => t.toLowerCase())).toEqual([
      "settimana 1",
      "settimane 2-3",
      "settimana 4",
    ]);
    const phases = await page.locator("#percorso li p:first-child").allInnerTexts();
    expect(phases).toEqual([
      "Fase 1 · Mesi 1-6",
      "Fase 2 · Mesi 7-12",
      "Fase 3 · Mesi 13-18",
      "Fase 4 · Mesi 19-24",
    ]);
    await expect(mainText(page)).resolves.toContain("5 luglio 2025, ore 18:00");
    await expect(page.locator("#contatti").innerText()).resolves.toContain(site.lab.email);
    const hrefs = await mainHrefs(page);
    for (const href of ["/caratteristiche-lab", "/ai-evolution-lab", "/contatti"]) {
      expect(hrefs).toContain(href);
    }
  });
});

describe("/caratteristiche-lab tabs", () => {
  // Links carrying ?tab=, rendered on the server: the page ships no script
  // (docs/decisions/034; without JavaScript: tests/e2e/zero-script.test.ts).
  const tabs = (page: Page) => page.getByRole("navigation", { name: "Categorie di dotazioni" });
  const selectedTab = (page: Page) => tabs(page).locator("[aria-current='page']").innerText();
  const panelTitles = (page: Page) => page.locator("[id^='pannello-'] h3").allInnerTexts();

  it("starts on hardware; a tab link shows its panel and puts the tab in the URL", async ({
    open,
  }) => {
    const page = await open("/caratteristiche-lab");
    await expect(tabs(page).getByRole("link").allInnerTexts()).resolves.toEqual([
      "Hardware",
      "Robotica",
      "Software AI",
      "Creatività",
    ]);
    await expect(selectedTab(page)).resolves.toBe("Hardware");
    await expect(page.locator("[id^='pannello-']").count()).resolves.toBe(1);
    await expect(panelTitles(page)).resolves.toContain("Postazioni AI");

    await tabs(page).getByRole("link", { name: "Robotica" }).click();
    await page.waitForURL("**/caratteristiche-lab?tab=robotics#dotazioni");
    await expect(selectedTab(page)).resolves.toBe("Robotica");
    const panel = page.locator("#pannello-robotics");
    await expect(panel.getAttribute("aria-labelledby")).resolves.toBe("tab-robotics");
    const firstItem = await collapsedText(panel.locator("article").first());
    expect(firstItem).toContain("Bracci robotici didattici");
    expect(firstItem).toContain("6 assi");
    expect(firstItem).toContain("Cosa è incluso");
    expect(firstItem).toContain("Nella community:");
    // The page opens on the tabs, not at its top.
    await expectScrolledTo(page, "dotazioni");
    await expectCleanPage(page);
  });

  it("works with the keyboard: Tab reaches each tab, Enter opens it", async ({ open }) => {
    const page = await open("/caratteristiche-lab");
    await tabs(page).getByRole("link", { name: "Hardware" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("tab-ai_software");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/caratteristiche-lab?tab=ai_software#dotazioni");
    await expect(selectedTab(page)).resolves.toBe("Software AI");
    await expect(panelTitles(page)).resolves.toContain("Assistente AI locale");
  });

  it("opens the tab named in ?tab=; anything else shows hardware", async ({ open }) => {
    const page = await open("/caratteristiche-lab?tab=creative");
    await expect(selectedTab(page)).resolves.toBe("Creatività");
    await expect(panelTitles(page)).resolves.toContain("Stampanti 3D");
    const unknown = await open("/caratteristiche-lab?tab=sconosciuta");
    await expect(selectedTab(unknown)).resolves.toBe("Hardware");
    const link = await open("/caratteristiche-lab#robotics");
    await expect(selectedTab(link)).resolves.toBe("Hardware");
    expect(page.consoleErrors).toEqual([]);
  });

  it("has the infrastructure section and links to /contatti", async ({ open }) => {
    const page = await open("/caratteristiche-lab");
    await expect(page.locator("#infrastruttura h3").count()).resolves.toBe(4);
    expect(await mainHrefs(page)).toContain("/contatti");
  });
});

describe("/fondi-basilicata", () => {
  it("shows every figure of the regional call", async ({ open }) => {
    const page = await open("/fondi-basilicata");
    await expectMainTextToContain(page, [
      "1.000.000 €",
      "42.800 € per ogni laboratorio",
      "fino a un massimo di 122.800 € per istituto",
      "Domande dal 1 ottobre 2025 al 15 novembre 2025, ore 14:00",
      "anno scolastico 2025-2026",
      "Almeno 15 alunni",
      "orario extracurricolare",
      "Valutatori esterni",
      "prova finale pubblica",
      "premi in denaro fino al 25% del finanziamento complessivo",
      "con accesso tramite SPID o CNS",
      "Scuole secondarie di primo e secondo grado, statali e paritarie, della Basilicata",
    ]);
    const portal = page.locator(`main a[href="${site.external.regionalPortal}"]`);
    await expectOpensInNewTab(portal);
  });

  it("scrolls smoothly to 'finalita' and links to /contatti, /ai-evolution-lab and home", async ({
    open,
  }) => {
    const page = await open("/fondi-basilicata");
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).resolves.toBe("smooth");
    await page.getByRole("link", { name: "Scopri le finalità" }).click();
    await page.waitForURL("**/fondi-basilicata#finalita");
    await expectScrolledTo(page, "finalita");
    const hrefs = await mainHrefs(page);
    for (const href of ["/contatti", "/ai-evolution-lab", "/"]) expect(hrefs).toContain(href);
    await page.getByRole("link", { name: "Torna alla home" }).first().click();
    await page.waitForURL(server.url + "/");
  });

  it("the site navigation reaches it with a full page load", async ({ open }) => {
    const page = await open("/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator("summary", { hasText: "Opportunità" }).hover();
    await page.getByRole("link", { name: "Fondi Basilicata STEM" }).click();
    await page.waitForURL("**/fondi-basilicata");
    await page.locator("h1").waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBeUndefined();
  });
});
