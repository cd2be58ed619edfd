import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { expectNoAxeViolations, PHONE, visit } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { it } from "../support/fixtures";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Waits until the focused element's text is `text` (focus may move a frame later). */
async function expectFocused(page: Page, text: string) {
  await page.waitForFunction((t) => document.activeElement?.textContent?.trim() === t, text, {
    timeout: 5_000,
  });
}

const banner = "section[aria-label='Informativa sui cookie']";

describe("cookie banner (spec §4)", () => {
  it("shows without consent; 'Accetta' stores cookieConsent=accepted and hides it for good", async ({
    page,
  }) => {
    await page.goto(server.url + "/");
    await page.locator(banner).waitFor();
    await expect(
      page.locator(banner).getByRole("link", { name: "cookie policy" }).getAttribute("href"),
    ).resolves.toBe("/cookie-policy");
    await page.getByRole("button", { name: "Accetta" }).click();
    await expect(page.locator(banner).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem("cookieConsent"))).resolves.toBe(
      "accepted",
    );
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(banner).count()).resolves.toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it("the close button hides it for this view only and stores nothing", async ({ page }) => {
    await page.goto(server.url + "/chi-siamo");
    await page.locator(banner).getByRole("button", { name: "Chiudi" }).click();
    await expect(page.locator(banner).count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem("cookieConsent"))).resolves.toBeNull();
    await page.reload();
    await page.locator(banner).waitFor();
  });

  it("is not in the server HTML, so it never flashes for visitors who accepted", async ({
    openPage,
  }) => {
    const html = await (await fetch(server.url + "/")).text();
    expect(html).not.toContain("Informativa sui cookie");
    const page = await openPage();
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    await visit(page, server.url + "/");
    await expect(page.locator(banner).count()).resolves.toBe(0);
  });
});

describe("desktop navigation", () => {
  it("lists the top bar in the spec's order with 'Contatti' last", async ({ page }) => {
    await page.goto(server.url + "/");
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    const labels = (
      await nav.locator(":scope > ul > li > a, :scope > ul > li > div > button").allInnerTexts()
    ).map((t) => t.trim());
    expect(labels).toEqual([
      "Home",
      "Corsi",
      "Utenti",
      "News",
      "Opportunità",
      "AI Lab",
      "Erasmus+",
      "ETN World",
      "Chi siamo",
      "Contatti",
    ]);
    await expect(
      page
        .getByRole("link", { name: /Polo Formativo Lucano/ })
        .first()
        .getAttribute("href"),
    ).resolves.toBe("/");
  });

  it("dropdowns open on hover and close on leaving", async ({ page }) => {
    await visit(page, server.url + "/");
    const utenti = page.getByRole("button", { name: "Utenti" });
    await expect(utenti.getAttribute("aria-expanded")).resolves.toBe("false");
    await utenti.hover();
    await expect(utenti.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByRole("link", { name: "Docenti" }).first().isVisible()).resolves.toBe(
      true,
    );
    await page.mouse.move(5, 800);
    await expect(utenti.getAttribute("aria-expanded")).resolves.toBe("false");

    const opp = page.getByRole("button", { name: "Opportunità" });
    await opp.hover();
    const move = page.getByRole("link", { name: /MOVE 2025/ });
    await expect(move.getAttribute("target")).resolves.toBe("_blank");
    await expect(move.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    const dm88 = page.getByRole("link", { name: /DM 88/ });
    await expect(dm88.getAttribute("target")).resolves.toBe("_blank");
    await expect(
      page.getByRole("link", { name: "Fondi Basilicata STEM" }).getAttribute("href"),
    ).resolves.toBe("/fondi-basilicata");
    await page
      .getByRole("navigation", { name: "Navigazione principale" })
      .getByRole("link", { name: "AI Evolution Lab" })
      .click();
    await page.waitForURL("**/ai-evolution-lab");
    expect(page.consoleErrors).toEqual([]);
  });

  it("dropdowns work with the keyboard: focus/Enter opens, arrows move, Escape closes", async ({
    page,
  }) => {
    await visit(page, server.url + "/");
    const utenti = page.getByRole("button", { name: "Utenti" });
    await utenti.focus();
    await page.keyboard.press("Enter");
    await expect(utenti.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("ArrowDown");
    await expectFocused(page, "Docenti");
    await page.keyboard.press("ArrowDown");
    await expectFocused(page, "Studenti");
    await page.keyboard.press("Escape");
    await expect(utenti.getAttribute("aria-expanded")).resolves.toBe("false");
    await expectFocused(page, "Utenti");
    // Tab into the open list and follow a link with Enter.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expectFocused(page, "Studenti");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/studenti");
  });
});

describe("phone navigation", () => {
  it("the hamburger opens the full menu and any link closes it", async ({ phonePage: page }) => {
    await visit(page, server.url + "/");
    const burger = page.getByRole("button", { name: /menu/i });
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");
    await burger.click();
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("true");
    const menu = page.locator("#menu-mobile");
    for (const name of [
      "Home",
      "Corsi",
      "Docenti",
      "Studenti",
      "News",
      "AI Lab",
      "Erasmus+",
      "ETN World",
      "Chi siamo",
      "Contatti",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true }).count()).resolves.toBe(1);
    }
    await menu.getByRole("link", { name: "Chi siamo", exact: true }).click();
    await page.waitForURL("**/chi-siamo");
    await expect(menu.count()).resolves.toBe(0);
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");
  });
});

describe("accessibility of the layout", () => {
  it("axe finds no violation in header, footer, banner and open menus (desktop and phone)", async ({
    page,
    openPage,
  }) => {
    await visit(page, server.url + "/");
    await page.locator(banner).waitFor();
    await page.getByRole("button", { name: "Opportunità" }).hover();
    await expectNoAxeViolations(page);

    const phone = await openPage(PHONE);
    await visit(phone, server.url + "/");
    await phone.getByRole("button", { name: /menu/i }).click();
    await expectNoAxeViolations(phone);
  });

  it("has a skip link to the main content", async ({ page }) => {
    await visit(page, server.url + "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Vai al contenuto principale" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});
