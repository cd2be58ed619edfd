import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  expectH1,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  hydrated,
  openDialog,
} from "../../../../tests/support/browser";
import { ADMIN, staffServer } from "../../../../tests/support/fixtures";
import { articleText, publicHtml } from "../../../../tests/support/http";
import { signInWithForm } from "../../../../tests/support/staff";

/**
 * Funding calls as records (docs/decisions/031): staff change a call at /admin/bandi and
 * every public page that shows it follows on the next request (page cache
 * included). The server's clock is pinned: 20 September 2025, MOVE 2025 open.
 */
const TODAY = "2025-09-20T10:00:00+02:00";

const { it, server } = staffServer({ TEST_NOW: TODAY });

function callStatuses(html: string): string[] {
  return [...html.matchAll(/data-call-status="(\w+)"/g)].map((m) => m[1]!);
}

/** The text of the home card titled `title` (the article element), tags removed. */
const homeCard = (html: string, title: string) => articleText(html, title);

/** Presses Tab until the focused element is the link or button named `name`, which must show its focus. */
async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      return {
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " "),
        visible: el.matches(":focus-visible"),
      };
    });
    if (focused?.name === name) {
      expect(focused.visible, `focus not visible on «${name}»`).toBe(true);
      return;
    }
  }
  throw new Error(`«${name}» not reached with Tab`);
}

describe("calls at /admin/bandi", () => {
  it(
    "by keyboard: moving MOVE 2025's deadline to yesterday closes it on the home card and its page at the next request",
    // Long journeys with axe at each step: on the shared 2-core machine they can pass a minute.
    { timeout: 180_000 },
    async ({ page }) => {
      // Before: open, and both pages are in the page cache.
      for (let i = 0; i < 2; i++) {
        expect(homeCard(await publicHtml(server, "/"), "MOVE 2025")).toContain(
          "Scadenza: 9 ottobre 2025",
        );
        expect(callStatuses(await publicHtml(server, "/move-2025"))).toEqual(["open"]);
      }

      await signInWithForm(page, server.url, ADMIN, "/admin/bandi");
      await expectH1(page, "Bandi");
      const list = await page.locator("main").innerText();
      for (const title of [
        "Fondi Basilicata STEM",
        "MOVE 2025",
        "Bando per i laboratori innovativi",
      ])
        expect(list).toContain(title);
      await expectNoAxeViolations(page);

      await tabTo(page, "Modifica: MOVE 2025");
      await Promise.all([
        page.waitForURL(/\/admin\/bandi\/[0-9a-f-]{36}$/),
        page.keyboard.press("Enter"),
      ]);
      await expectH1(page, "Modifica bando");
      await expect(page.getByLabel("Data di scadenza").inputValue()).resolves.toBe("2025-10-09");
      await expect(page.getByLabel("Ora di scadenza (ora italiana)").inputValue()).resolves.toBe(
        "13:00",
      );

      // Yesterday, with the advised contact date still after it: refused, next to the field.
      await page.getByLabel("Data di scadenza").fill("2025-09-19");
      await tabTo(page, "Salva le modifiche");
      await page.keyboard.press("Enter");
      const contactError = page.locator("#campo-contactBy-errore");
      await expect(
        contactError.filter({ hasText: "non può venire dopo la scadenza" }).waitFor(),
      ).resolves.toBeUndefined();
      await expect(page.getByLabel("Data di scadenza").inputValue()).resolves.toBe("2025-09-19");
      await expect(
        page.getByLabel("Contattaci entro (facoltativa)").getAttribute("aria-invalid"),
      ).resolves.toBe("true");
      await expectNoAxeViolations(page);
      // Nothing was saved.
      expect(callStatuses(await publicHtml(server, "/move-2025"))).toEqual(["open"]);

      await page.getByLabel("Contattaci entro (facoltativa)").fill("");
      await tabTo(page, "Salva le modifiche");
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: "Bando salvato" }).waitFor();
      await expectNoAxeViolations(page);

      // The next request: closed on the home card and on the call's page.
      const card = homeCard(await publicHtml(server, "/"), "MOVE 2025")!;
      expect(card).toContain("Bando chiuso: scaduto il 19 settembre 2025");
      expect(card).not.toMatch(/Candidati/);
      const move = await publicHtml(server, "/move-2025");
      expect(callStatuses(move)).toEqual(["closed"]);
      expect(move.replace(/<[^>]+>/g, "")).toContain(
        "Il bando MOVE 2025 si è chiuso il 19 settembre 2025, ore 13:00",
      );
      // The new-call form at desktop size, empty.
      await page.goto(server.url + "/admin/bandi/nuovo");
      await hydrated(page);
      await expectH1(page, "Nuovo bando");
      await expectNoAxeViolations(page);

      // The only console line: the browser noting the 400 of the refused submission.
      expect(page.consoleErrors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    },
  );

  it(
    "on a 390 px phone: a new call appears in the list and on the home page, and can be deleted after confirming",
    // Long journeys with axe at each step: on the shared 2-core machine they can pass a minute.
    { timeout: 180_000 },
    async ({ phonePage: page }) => {
      await signInWithForm(page, server.url, ADMIN, "/admin/bandi/nuovo");
      await expectH1(page, "Nuovo bando");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.getByLabel("Titolo", { exact: true }).fill("Erasmus+ KA2 2026 – Partenariati");
      await page.getByLabel("Data di scadenza").fill("2025-10-30");
      await page.getByLabel("Ora di scadenza (ora italiana)").fill("12:00");
      await page.getByLabel("Link ufficiale (facoltativo)").fill("https://www.erasmusplus.it/ka2");
      await page
        .getByLabel("Mostra il bando tra le «Opportunità per le scuole» della home")
        .check();
      await page.getByLabel("Titolo della scheda").fill("Erasmus+ KA2 2026");
      await page
        .getByLabel("Testo della scheda")
        .fill(
          "Partenariati tra scuole europee: scriviamo insieme il progetto e seguiamo la gestione.",
        );
      await page.getByLabel("Dove porta il pulsante").fill("/erasmus");
      await Promise.all([
        page.waitForURL(/\/admin\/bandi\/[0-9a-f-]{36}\?avviso=creato$/),
        page.getByRole("button", { name: "Crea il bando" }).click(),
      ]);
      await page.getByRole("status").filter({ hasText: "Bando creato" }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      const card = homeCard(await publicHtml(server, "/"), "Erasmus+ KA2 2026")!;
      expect(card).toContain("Scadenza: 30 ottobre 2025");
      expect(card).toContain("Partenariati tra scuole europee");

      await page.goto(server.url + "/admin/bandi");
      await hydrated(page);
      await expect(page.locator("main").innerText()).resolves.toContain(
        "Erasmus+ KA2 2026 – Partenariati",
      );
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      const dialog = await openDialog(
        page,
        "Elimina: Erasmus+ KA2 2026 – Partenariati",
        "Elimina bando",
      );
      await expectNoAxeViolations(page);
      await Promise.all([
        page.waitForURL("**/admin/bandi?avviso=eliminato"),
        dialog.getByRole("button", { name: "Sì, elimina" }).click(),
      ]);
      await page.getByRole("status").filter({ hasText: "Bando eliminato." }).waitFor();
      expect(homeCard(await publicHtml(server, "/"), "Erasmus+ KA2 2026")).toBeNull();

      // A call a page is built on: the same step refuses, and says why.
      const refusal = await openDialog(page, "Elimina: MOVE 2025", "Bando non eliminabile");
      await expect(refusal.innerText()).resolves.toContain(
        "la pagina /move-2025 è costruita su questo bando",
      );
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await refusal.waitFor({ state: "detached" });
      expect(page.consoleErrors).toEqual([]);
    },
  );

  it("without JavaScript: a call is saved with plain date and time fields, and a page's call cannot be deleted", async ({
    noJsPage: page,
  }) => {
    await signInWithForm(page, server.url, ADMIN, "/admin/bandi");
    await page.getByRole("link", { name: "Modifica: Fondi Basilicata STEM" }).click();
    await expectH1(page, "Modifica bando");
    await page.getByLabel("Ora di scadenza (ora italiana)").fill("16:30");
    await page.getByRole("button", { name: "Salva le modifiche" }).click();
    await page.getByRole("status").filter({ hasText: "Bando salvato" }).waitFor();
    await expect(page.getByLabel("Ora di scadenza (ora italiana)").inputValue()).resolves.toBe(
      "16:30",
    );
    const basilicata = await publicHtml(server, "/fondi-basilicata");
    expect(basilicata.replace(/<[^>]+>/g, "")).toContain("15 novembre 2025, ore 16:30");

    await page.goto(server.url + "/admin/bandi");
    await page.getByRole("link", { name: "Elimina: Fondi Basilicata STEM" }).click();
    const refusal = page.getByRole("region", { name: "Bando non eliminabile" });
    await expect(refusal.innerText()).resolves.toContain(
      "non si può eliminare: la pagina /fondi-basilicata è costruita su questo bando",
    );
    await expect(refusal.getByRole("button", { name: "Sì, elimina" }).count()).resolves.toBe(0);

    // Posting the deletion anyway is refused by the server too.
    const id = new URL(page.url()).searchParams.get("elimina")!;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await fetch(server.url + "/admin/bandi", {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "delete", id }),
    });
    expect(res.status).toBe(409);

    // Without a session the same request is refused (the staff area's guard), and changes nothing.
    const anonymous = await fetch(server.url + "/admin/bandi", {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", id }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe("User not authenticated");
    expect(callStatuses(await publicHtml(server, "/fondi-basilicata"))).toEqual(["upcoming"]);
  });
});
