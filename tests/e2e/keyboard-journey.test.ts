import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { hydrated, visit } from "../support/browser";
import { it, sharedServer } from "../support/fixtures";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();

type Focused = { tag: string; text: string; label: string; visibleFocus: boolean };

/** What has focus, and whether it shows a focus indicator (outline or ring). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: "body", text: "", label: "", visibleFocus: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const labelled = el.id
      ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? "")
      : "";
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? "").trim().replace(/\s+/g, " "),
      label: (
        el.getAttribute("aria-label") ??
        labelled ??
        el.getAttribute("placeholder") ??
        ""
      ).trim(),
      visibleFocus: outline || ring,
    };
  });
}

/** Presses Tab until `match` holds, checking every stop shows its focus. */
async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  what: string,
  max = 80,
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    expect(
      f.visibleFocus,
      `focus not visible on ${f.tag} «${f.text || f.label}» while looking for ${what}`,
    ).toBe(true);
    if (match(f)) return f;
  }
  throw new Error(`${what} not reached with Tab`);
}

describe("keyboard-only journey", () => {
  it("skip link, menus, catalogue search, a course, the contact form: without a mouse, focus always visible", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    await visit(page, server.url + "/");

    // Skip link first, and it moves focus into the main content.
    const skip = await tabTo(page, (f) => f.text === "Vai al contenuto principale", "skip link", 1);
    expect(skip.tag).toBe("a");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");

    // Menus: open 'Utenti' with the keyboard and move inside it.
    await visit(page, server.url + "/");
    await tabTo(page, (f) => f.tag === "summary" && f.text === "Utenti", "menu Utenti");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.textContent === "Docenti");
    await page.keyboard.press("Escape");
    await expect(focused(page)).resolves.toMatchObject({ tag: "summary", text: "Utenti" });
    await page.keyboard.press("Shift+Tab");
    const corsi = await focused(page);
    expect(corsi.visibleFocus).toBe(true);
    expect(corsi.text).toBe("Corsi");
    // The home ships no script (docs/decisions/034): a full page load, which
    // starts from the top of the catalogue.
    await Promise.all([page.waitForURL("**/corsi"), page.keyboard.press("Enter")]);

    // Catalogue: search with the keyboard, then open a course.
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    await tabTo(page, (f) => f.tag === "input" && /Cerca corsi/i.test(f.label), "search box");
    await page.keyboard.type("podcast");
    await Promise.all([page.waitForURL(/q=podcast/), page.keyboard.press("Enter")]);
    await page.waitForLoadState("networkidle");
    await tabTo(page, (f) => f.tag === "a" && /Scopri di più/.test(f.text), "first course link");
    // The catalogue is an island (docs/decisions/036): its course links are plain
    // links, and the course page a full page load, read from the top.
    await Promise.all([page.waitForURL(/\/corsi\/[^?]+$/), page.keyboard.press("Enter")]);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1").innerText()).resolves.toMatch(/podcast/i);

    // Course page → contact form.
    await tabTo(
      page,
      (f) => f.tag === "a" && f.text === "Richiedi informazioni",
      "Richiedi informazioni",
    );
    // The course page ships no script: /contatti is a page load; its form is an
    // island, hydrated before it is used.
    await Promise.all([page.waitForURL("**/contatti"), page.keyboard.press("Enter")]);
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    await tabTo(
      page,
      (f) => f.tag === "input" && f.label.startsWith("Nome e Cognome"),
      "name field",
    );
    await page.keyboard.type("Giulia Santoro");
    await tabTo(page, (f) => f.tag === "input" && f.label.startsWith("Email"), "email field", 3);
    await page.keyboard.type("giulia.santoro@example.org");
    await tabTo(page, (f) => f.tag === "select", "subject select", 3);
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("select").first().inputValue()).resolves.not.toBe("");
    await tabTo(page, (f) => f.tag === "textarea", "message", 3);
    await page.keyboard.type(
      "Vorrei sapere quando parte il prossimo corso sul podcasting per docenti.",
    );
    await tabTo(
      page,
      (f) => f.tag === "input" && /privacy/i.test(f.label + f.text),
      "privacy checkbox",
      4,
    );
    await page.keyboard.press("Space");
    await tabTo(page, (f) => f.tag === "button" && /Invia/.test(f.text), "submit button", 4);
    await page.keyboard.press("Enter");
    await page.getByText("Grazie per averci contattato! Ti risponderemo al più presto.").waitFor();
    expect(page.consoleErrors).toEqual([]);
  });
});
