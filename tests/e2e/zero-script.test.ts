import { describe, expect } from "vitest";
import { LAYOUT_SCRIPT } from "~/ui/layout/layout-script";
import { PUBLIC_ROUTES } from "~/platform/public-routes";
import {
  DESKTOP,
  expectNoAxeViolations,
  hydrated,
  isShown,
  PHONE,
  type TrackedPage,
  visit,
} from "../support/browser";
import { it, sharedServer } from "../support/fixtures";

// docs/decisions/034: which public pages ship the framework's
// scripts. This table is the decision's, written out again on purpose: the app
// decides in app/platform/islands/hydration.ts, and this test fails when the two disagree.

/** Pages sent as plain HTML: no module script, no modulepreload, no route data. */
const ZERO_SCRIPT = [
  "/",
  "/chi-siamo",
  "/erasmus",
  "/etn-world",
  "/smart-lab",
  "/docenti",
  "/studenti",
  "/prezzi",
  "/prezzi-studenti",
  "/privacy-policy",
  "/cookie-policy",
  "/accessibilita",
  "/attestati",
  "/move-2025",
  "/news",
  "/news/corso-cedils-2025",
  "/corsi/chatgpt-docenza-docenti",
  "/corsi/chatgpt-docenza-docenti/iscrizione-scuola",
  "/ai-evolution-lab",
  "/ai-evolution-community",
  "/caratteristiche-lab",
  "/fondi-basilicata",
];
const NOT_FOUND = "/pagina-che-non-esiste";
/** Pages whose interactivity is real: they hydrate, the public ones as islands (docs/decisions/036). */
const ISLANDS = [
  "/corsi",
  "/contatti",
  "/iscrizione-cedils",
  "/corsi/chatgpt-docenza-docenti/iscrizione",
];
const HYDRATING = [...ISLANDS, "/admin/login"];

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();

type PageScripts = {
  status: number;
  /** `<script>` elements other than JSON-LD data. */
  scripts: { attributes: string; body: string }[];
  modulepreloads: number;
  zeroScriptMark: boolean;
};

async function pageScripts(path: string): Promise<PageScripts> {
  const res = await fetch(server.url + path);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
    .map((m) => ({ attributes: m[1]!, body: m[2]! }));
  return {
    status: res.status,
    scripts,
    modulepreloads: html.match(/rel="modulepreload"/g)?.length ?? 0,
    zeroScriptMark: /<html[^>]*\bdata-zero-script=""/.test(html),
  };
}

/** The scripts (files) a browser fetches to show `path`, until the network is idle. */
async function scriptRequests(page: TrackedPage, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  await visit(page, server.url + path);
  return urls;
}

describe("which pages ship scripts (docs/decisions/034)", () => {
  it("classifies every public route of app/platform/public-routes.ts exactly once", () => {
    for (const route of PUBLIC_ROUTES) {
      const inZero = ZERO_SCRIPT.includes(route.path);
      const inHydrating = HYDRATING.includes(route.path);
      expect(inZero !== inHydrating, `${route.path} must be in exactly one list`).toBe(true);
    }
    expect([...ZERO_SCRIPT, ...HYDRATING].sort()).toEqual(
      PUBLIC_ROUTES.map((route) => route.path).sort(),
    );
  });

  it("zero-script pages have no framework script: at most the layout's inline script, ≤ 1 KB", async () => {
    const standalone = new Set(PUBLIC_ROUTES.filter((r) => !r.layout).map((r) => r.path));
    for (const path of [...ZERO_SCRIPT, NOT_FOUND]) {
      const page = await pageScripts(path);
      expect(page.status, path).toBe(path === NOT_FOUND ? 404 : 200);
      expect(page.modulepreloads, `${path}: modulepreload`).toBe(0);
      expect(page.zeroScriptMark, `${path}: html[data-zero-script]`).toBe(true);
      for (const script of page.scripts) {
        expect(script.attributes, `${path}: a script file or module`).not.toMatch(
          /\bsrc=|type="module"/,
        );
        expect(script.body, `${path}: route data`).not.toContain("__reactRouter");
      }
      // The layout's one inline script, and nothing else; standalone pages none.
      expect(
        page.scripts.map((s) => s.body),
        path,
      ).toEqual(standalone.has(path) ? [] : [LAYOUT_SCRIPT]);
    }
    expect(Buffer.byteLength(LAYOUT_SCRIPT)).toBeLessThanOrEqual(1024);
  });

  it("a browser fetches no script file for a zero-script page, and runs none but the layout's", async ({
    page,
  }) => {
    for (const path of ["/", "/news/corso-cedils-2025", "/caratteristiche-lab"]) {
      await expect(scriptRequests(page, path), path).resolves.toEqual([]);
      await expect(page.locator("html[data-hydrated]").count()).resolves.toBe(0);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it("a first visit asks for no logo, favicon or author photo (nor data: images), and gets the article's picture as AVIF (record 037)", async ({
    openPage,
  }) => {
    const page = await openPage(PHONE);
    const requested: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // A data: image is a request too, sharing the connection's bandwidth in
      // Lighthouse's model (the catalogue's CSS icon masks are such images too,
      // but they wait for the stylesheet).
      if (url.protocol === "data:" && request.resourceType() === "image")
        requested.push(request.url().slice(0, 40));
      if (url.origin === server.url) requested.push(url.pathname);
    });
    for (const path of ["/docenti", "/news/corso-cedils-2025", "/ai-evolution-lab", "/corsi"]) {
      requested.length = 0;
      await visit(page, server.url + path);
      expect(requested[0], path).toBe(path);
      expect(
        requested.filter((p) =>
          (path === "/corsi" ? /logo|favicon/ : /logo|favicon|\/images\/people\/|^data:/).test(p),
        ),
        path,
      ).toEqual([]);
      if (path.startsWith("/news/")) {
        expect(requested.filter((p) => p.startsWith("/images/news/"))).toEqual([
          "/images/news/corso-cedils-2025.avif",
        ]);
        // The header's logo and the author's photo are drawn all the same, in the page.
        const drawn = page.locator(
          'a[aria-label$=", home"] svg, [aria-label="Foto di Dott.ssa Maria Carlucci"] svg',
        );
        await expect(drawn.count()).resolves.toBe(2);
        for (const svg of await drawn.all())
          await expect(svg.boundingBox().then((box) => box?.width)).resolves.toBeGreaterThan(30);
      }
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it("hydrating pages ship their scripts and hydrate: islands without the router, the staff area with it", async ({
    page,
  }) => {
    for (const path of HYDRATING) {
      const island = ISLANDS.includes(path);
      const html = await pageScripts(path);
      expect(html.zeroScriptMark, path).toBe(false);
      expect(
        html.scripts.some((s) => s.body.includes("__reactRouterRouteModules")),
        `${path}: React Router's module script`,
      ).toBe(!island);
      if (island) {
        // One inline module that imports the page's island entry after the first paint.
        const modules = html.scripts.filter((s) => /type="module"/.test(s.attributes));
        expect(
          modules.map((s) => s.body.match(/island-\w+-[\w-]+\.js/)?.[0]),
          path,
        ).toEqual([expect.stringMatching(/^island-/)]);
        expect(html.modulepreloads, `${path}: modulepreload`).toBe(0);
        expect(
          html.scripts.some((s) => s.body.includes("__reactRouter")),
          path,
        ).toBe(false);
      }
      const files = await scriptRequests(page, path);
      expect(files.length, `${path}: script files`).toBeGreaterThan(0);
      expect(
        files.some((url) => /\/framework-/.test(url)),
        `${path}: the framework chunk`,
      ).toBe(!island);
      await expect(page.locator("html[data-hydrated]").count(), path).resolves.toBe(1);
      if (island) {
        // The island's scripts were asked for only once the page was painted and
        // loaded (record 037): they never compete with what the visitor waits for.
        const timing = await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
          load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
            .loadEventStart,
          scripts: performance
            .getEntriesByType("resource")
            .filter((e) => /\/assets\/.*\.js$/.test(e.name))
            .map((e) => e.startTime),
        }));
        expect(timing.scripts.length, path).toBeGreaterThan(0);
        expect(Math.min(...timing.scripts), path).toBeGreaterThan(timing.fcp);
        expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.load);
      }
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it("/corsi keeps searching as you type, with no form submission", async ({ page }) => {
    await visit(page, server.url + "/corsi");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const cards = page.getByRole("list", { name: "Corsi" }).locator(":scope > li");
    const before = await cards.count();
    await page.getByRole("searchbox", { name: "Cerca corsi" }).fill("podcast");
    await expect.poll(() => cards.count()).toBe(2);
    expect(before).toBeGreaterThan(2);
    await expect.poll(() => new URL(page.url()).search).toBe("?q=podcast");
    expect(documents).toEqual([]);
  });

  it("/contatti keeps its map, loaded by its script", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    await visit(page, server.url + "/contatti");
    await page.getByTestId("office-map").scrollIntoViewIfNeeded();
    await page.mouse.move(20, 20);
    await page.locator(".leaflet-marker-icon").waitFor();
  });
});

describe("header without JavaScript", () => {
  it("'Utenti' and 'Opportunità' open on hover, click and keyboard, and lead to their pages", async ({
    noJsPage: page,
  }) => {
    await page.goto(server.url + "/chi-siamo");
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    const utenti = nav.locator("details", { has: page.locator("summary", { hasText: "Utenti" }) });
    const docenti = utenti.locator("a", { hasText: "Docenti" });
    await expect(isShown(docenti)).resolves.toBe(false);
    // Hover shows the list; leaving hides it.
    await utenti.locator("summary").hover();
    await expect.poll(() => isShown(docenti)).toBe(true);
    await page.mouse.move(5, 800);
    await expect.poll(() => isShown(docenti)).toBe(false);
    // Click: a disclosure, open for screen readers too.
    await utenti.locator("summary").click();
    await expect(utenti.getAttribute("open")).resolves.toBe("");
    await page.mouse.move(5, 800);
    await expect(isShown(docenti)).resolves.toBe(true);
    await utenti.locator("summary").click();
    await expect(utenti.getAttribute("open")).resolves.toBeNull();
    // Keyboard: Enter opens, Tab walks into the list, Enter follows a link.
    const opportunita = nav.locator("details", {
      has: page.locator("summary", { hasText: "Opportunità" }),
    });
    await opportunita.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(opportunita.getAttribute("open")).resolves.toBe("");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Fondi Basilicata STEM",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL("**/fondi-basilicata");
  });

  it("the phone menu opens, closes and leads to its pages", async ({ openPage }) => {
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(server.url + "/erasmus");
    const burger = page.locator("details[data-menu] > summary");
    const menu = page.locator("#menu-mobile");
    await expect(isShown(menu)).resolves.toBe(false);
    await expect(burger.getByText("Apri il menu").isVisible()).resolves.toBe(true);
    await burger.tap();
    await expect.poll(() => isShown(menu)).toBe(true);
    await expect(burger.getByText("Chiudi il menu").isVisible()).resolves.toBe(true);
    await expect(burger.getByText("Apri il menu").isVisible()).resolves.toBe(false);
    await burger.tap();
    await expect.poll(() => isShown(menu)).toBe(false);
    await burger.tap();
    await menu.getByRole("link", { name: "News", exact: true }).tap();
    await page.waitForURL("**/news");
    await expect(isShown(menu)).resolves.toBe(false);
  });
});

describe("before the scripts arrive", () => {
  it("a tap on the phone menu of a hydrating page works while its scripts are held back", async ({
    openPage,
  }) => {
    const page = await openPage(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + "/corsi", { waitUntil: "domcontentloaded" });
    const burger = page.locator("details[data-menu] > summary");
    await burger.tap();
    const menu = page.locator("#menu-mobile");
    await expect.poll(() => isShown(menu)).toBe(true);
    await expect(page.locator("html[data-hydrated]").count()).resolves.toBe(0);
    await expect(
      menu.getByRole("link", { name: "Chi siamo", exact: true }).isVisible(),
    ).resolves.toBe(true);
    // Once the scripts arrive the page hydrates around the open menu, which still works.
    release();
    await hydrated(page);
    await expect(isShown(menu)).resolves.toBe(true);
    await menu.getByRole("link", { name: "Chi siamo", exact: true }).tap();
    await page.waitForURL("**/chi-siamo");
    await expect(isShown(menu)).resolves.toBe(false);
    expect(page.consoleErrors).toEqual([]);
  });
});

describe("cookie banner without the framework (spec §4)", () => {
  const banner = "section[aria-label='Informativa sui cookie']";

  it("shows on a first visit; 'Accetta' remembers the choice across pages", async ({ page }) => {
    await visit(page, server.url + "/chi-siamo");
    await page.locator(banner).waitFor({ state: "visible" });
    await page.locator(banner).getByRole("button", { name: "Accetta" }).click();
    await page.locator(banner).waitFor({ state: "hidden" });
    await expect(page.evaluate(() => localStorage.getItem("cookieConsent"))).resolves.toBe(
      "accepted",
    );
    await visit(page, server.url + "/erasmus");
    await expect(page.locator(banner).isVisible()).resolves.toBe(false);
    expect(page.consoleErrors).toEqual([]);
  });

  it("closing hides it for this view only and stores nothing", async ({ page }) => {
    await visit(page, server.url + "/prezzi");
    await page.locator(banner).getByRole("button", { name: "Chiudi" }).click();
    await page.locator(banner).waitFor({ state: "hidden" });
    await expect(page.evaluate(() => localStorage.getItem("cookieConsent"))).resolves.toBeNull();
    await visit(page, server.url + "/news");
    await page.locator(banner).waitFor({ state: "visible" });
  });

  it("with JavaScript off nothing can be stored, so it stays out of the way", async ({
    noJsPage: page,
  }) => {
    await page.goto(server.url + "/");
    await expect(page.locator(banner).count()).resolves.toBe(1);
    await expect(page.locator(banner).isVisible()).resolves.toBe(false);
  });
});

describe("other controls without JavaScript", () => {
  it("/caratteristiche-lab: every tab is a link, the default tab unchanged", async ({
    noJsPage: page,
  }) => {
    await page.goto(server.url + "/caratteristiche-lab");
    const tabs = page.getByRole("navigation", { name: "Categorie di dotazioni" });
    await expect(tabs.getByRole("link").allInnerTexts()).resolves.toEqual([
      "Hardware",
      "Robotica",
      "Software AI",
      "Creatività",
    ]);
    const current = tabs.locator("[aria-current='page']");
    await expect(current.innerText()).resolves.toBe("Hardware");
    await expect(page.locator("#pannello-hardware h3").allInnerTexts()).resolves.toContain(
      "Postazioni AI",
    );
    await tabs.getByRole("link", { name: "Robotica" }).click();
    await page.waitForURL("**/caratteristiche-lab?tab=robotics#dotazioni");
    await expect(current.innerText()).resolves.toBe("Robotica");
    await expect(page.locator("#pannello-robotics h3").allInnerTexts()).resolves.toContain(
      "Bracci robotici didattici",
    );
    await expect(page.locator("[id^='pannello-']").count()).resolves.toBe(1);
    await page.goto(server.url + "/caratteristiche-lab?tab=sconosciuta");
    await expect(current.innerText()).resolves.toBe("Hardware");
  });

  it("the FAQ of /contatti and /prezzi-studenti opens and closes", async ({ noJsPage: page }) => {
    for (const path of ["/contatti", "/prezzi-studenti"]) {
      await page.goto(server.url + path);
      const first = page.locator("main details").first();
      const answer = first.locator("summary + *");
      await expect(isShown(answer), path).resolves.toBe(false);
      await first.locator("summary").click();
      await expect(isShown(answer), path).resolves.toBe(true);
      await first.locator("summary").click();
      await expect(isShown(answer), path).resolves.toBe(false);
    }
  });

  it("the news category tabs, the catalogue filters and 'Mostra altri' are links and GET forms", async ({
    noJsPage: page,
  }) => {
    await page.goto(server.url + "/news");
    await page.getByRole("link", { name: "Bandi", exact: true }).click();
    await page.waitForURL("**/news?categoria=bandi");
    await page.goto(server.url + "/corsi");
    await page.getByRole("link", { name: /^Mostra altri \d+ corsi$/ }).click();
    await page.waitForURL(/\/corsi\?.+/);
    await page.getByRole("searchbox", { name: "Cerca corsi" }).fill("podcast");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await page.waitForURL(/q=podcast/);
    await expect(
      page.getByRole("list", { name: "Corsi" }).locator(":scope > li").count(),
    ).resolves.toBe(2);
  });
});

describe("accessibility of the script-free controls", () => {
  it("axe finds nothing with the dropdown and the phone menu open, on a zero-script page", async ({
    openPage,
  }) => {
    const desktop = await openPage({ ...DESKTOP, cookiesAccepted: true });
    await visit(desktop, server.url + "/docenti");
    await desktop.locator("summary", { hasText: "Opportunità" }).click();
    await expectNoAxeViolations(desktop);
    const phone = await openPage(PHONE);
    await visit(phone, server.url + "/docenti");
    await phone.locator("details[data-menu] > summary").tap();
    await expectNoAxeViolations(phone);
  });
});
