import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectOpensInNewTab,
  isShown,
  PHONE,
  visit,
} from "../../../tests/support/browser";
import { it, sharedServer } from "../../../tests/support/fixtures";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();

/** Waits until the focused element's text is `text` (focus may move a frame later). */
async function expectFocused(page: Page, text: string) {
  await page.waitForFunction((t) => document.activeElement?.textContent?.trim() === t, text, {
    timeout: 5_000,
  });
}

const banner = "section[aria-label='Informativa sui cookie']";

/** A dropdown of the top bar: a `<details>` disclosure whose summary reads `label`. */
function dropdown(page: Page, label: string) {
  return page
    .getByRole("navigation", { name: "Navigazione principale" })
    .locator("details", { has: page.locator(`summary:text-is("${label}")`) });
}

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
    await expect(page.locator(banner).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => localStorage.getItem("cookieConsent"))).resolves.toBe(
      "accepted",
    );
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(banner).isVisible()).resolves.toBe(false);
    expect(page.consoleErrors).toEqual([]);
  });

  it("the close button hides it for this view only and stores nothing", async ({ page }) => {
    await page.goto(server.url + "/chi-siamo");
    await page.locator(banner).getByRole("button", { name: "Chiudi" }).click();
    await expect(page.locator(banner).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => localStorage.getItem("cookieConsent"))).resolves.toBeNull();
    await page.reload();
    await page.locator(banner).waitFor({ state: "visible" });
  });

  it("is hidden in the server HTML, so it never flashes for visitors who accepted", async ({
    openPage,
  }) => {
    const html = await (await fetch(server.url + "/")).text();
    expect(html).toMatch(/<section id="cookie-banner" hidden=""/);
    for (const path of ["/", "/corsi"]) {
      const page = await openPage();
      await page.addInitScript(() => {
        localStorage.setItem("cookieConsent", "accepted");
        // Records whether the banner is ever shown, from the first parse on.
        new MutationObserver(() => {
          const banner = document.getElementById("cookie-banner");
          if (banner && !banner.hidden) (window as { shown?: boolean }).shown = true;
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await visit(page, server.url + path);
      await expect(page.locator(banner).isVisible()).resolves.toBe(false);
      await expect(
        page.evaluate(() => (window as { shown?: boolean }).shown),
      ).resolves.toBeUndefined();
    }
  });
});

describe("desktop navigation", () => {
  it("lists the top bar in the spec's order with 'Contatti' last", async ({ page }) => {
    await page.goto(server.url + "/");
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    const labels = (
      await nav
        .locator(":scope > ul > li > a, :scope > ul > li > details > summary")
        .allInnerTexts()
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
    const utenti = dropdown(page, "Utenti");
    const docenti = utenti.locator("a", { hasText: "Docenti" });
    await expect(utenti.getAttribute("open")).resolves.toBeNull();
    await expect(isShown(docenti)).resolves.toBe(false);
    await utenti.locator("summary").hover();
    await expect.poll(() => isShown(docenti)).toBe(true);
    await page.mouse.move(5, 800);
    await expect.poll(() => isShown(docenti)).toBe(false);
    // Opened with a click, it closes when the mouse leaves it, or on a click elsewhere.
    await utenti.locator("summary").click();
    await expect(utenti.getAttribute("open")).resolves.toBe("");
    await page.mouse.move(5, 800);
    await expect(utenti.getAttribute("open")).resolves.toBeNull();
    await utenti.locator("summary").click();
    await page.mouse.click(5, 800);
    await expect(utenti.getAttribute("open")).resolves.toBeNull();

    const opp = dropdown(page, "Opportunità");
    await opp.locator("summary").hover();
    const move = page.getByRole("link", { name: /MOVE 2025/ });
    await expectOpensInNewTab(move);
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

  it("dropdowns work with the keyboard: Enter opens, arrows move, Escape closes", async ({
    page,
  }) => {
    for (const path of ["/", "/corsi"]) {
      // A zero-script page and a hydrating one behave the same.
      await visit(page, server.url + path);
      const utenti = dropdown(page, "Utenti");
      await utenti.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(utenti.getAttribute("open")).resolves.toBe("");
      await page.keyboard.press("ArrowDown");
      await expectFocused(page, "Docenti");
      await page.keyboard.press("ArrowDown");
      await expectFocused(page, "Studenti");
      await page.keyboard.press("ArrowDown");
      await expectFocused(page, "Docenti");
      await page.keyboard.press("ArrowUp");
      await expectFocused(page, "Studenti");
      await page.keyboard.press("Escape");
      await expect(utenti.getAttribute("open")).resolves.toBeNull();
      await expectFocused(page, "Utenti");
      // ArrowDown on the closed summary opens it on the first link.
      await page.keyboard.press("ArrowDown");
      await expectFocused(page, "Docenti");
      await page.keyboard.press("Escape");
      // Focus leaving the list closes it.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expectFocused(page, "News");
      await expect(utenti.getAttribute("open")).resolves.toBeNull();
    }
    // Tab into the open list and follow a link with Enter.
    await dropdown(page, "Utenti").locator("summary").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expectFocused(page, "Studenti");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/studenti");
    expect(page.consoleErrors).toEqual([]);
  });
});

describe("phone navigation", () => {
  it("the hamburger opens the full menu and any link closes it", async ({ phonePage: page }) => {
    for (const path of ["/", "/corsi"]) {
      await visit(page, server.url + path);
      const menuToggle = page.locator("details[data-menu]");
      const burger = menuToggle.locator("summary");
      await expect(menuToggle.getAttribute("open")).resolves.toBeNull();
      await expect(burger.getByText("Apri il menu").isVisible()).resolves.toBe(true);
      await burger.click();
      await expect(menuToggle.getAttribute("open")).resolves.toBe("");
      await expect(burger.getByText("Chiudi il menu").isVisible()).resolves.toBe(true);
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
        await expect(menu.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
      }
      // Escape closes it and leaves focus on the toggle.
      await page.keyboard.press("Escape");
      await expect(menuToggle.getAttribute("open")).resolves.toBeNull();
      await burger.click();
      await menu.getByRole("link", { name: "Chi siamo", exact: true }).click();
      await page.waitForURL("**/chi-siamo");
      await expect(isShown(menu)).resolves.toBe(false);
      await expect(menuToggle.getAttribute("open")).resolves.toBeNull();
    }
    expect(page.consoleErrors).toEqual([]);
  });
});

describe("accessibility of the layout", () => {
  it("axe finds no violation in header, footer, banner and open menus (desktop and phone)", async ({
    page,
    openPage,
  }) => {
    await visit(page, server.url + "/");
    await page.locator(banner).waitFor();
    await dropdown(page, "Opportunità").locator("summary").click();
    await expectNoAxeViolations(page);

    const phone = await openPage(PHONE);
    await visit(phone, server.url + "/");
    // The banner, shown to a visitor who has not chosen yet, fits a 390 px screen.
    await phone.locator(banner).waitFor();
    await expectNoHorizontalScroll(phone);
    await phone.locator("details[data-menu] > summary").click();
    await expectNoAxeViolations(phone);
  });

  it("has a skip link to the main content", async ({ page }) => {
    await visit(page, server.url + "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Vai al contenuto principale" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});
