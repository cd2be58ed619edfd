import { describe, expect } from "vitest";
import {
  expectCleanPage,
  expectH1,
  expectNoAxeViolations,
} from "../../../../../tests/support/browser";
import { onOwnServer } from "../../../../../tests/support/fixtures";
import { validateHtml } from "../../../../../tests/support/html-validator";
import { publicHtml } from "../../../../../tests/support/http";
import type { TestServer } from "../../../../../tests/support/server";

// Issue 26 item 3 (decision 047): staff edit the texts of /studenti at
// /admin/pagine, with pending edits, preview and versions; its count of courses
// and its thematic lists come from the course records.

const ADMIN = { email: "segreteria@poloformativo.test", password: "una-password-davvero-lunga" };
const it = onOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
let server: TestServer;
it.beforeAll(({ server: started }) => {
  server = started;
});

const NEW_TITLE = "Percorsi per studenti e PCTO";

describe("page texts (issue 26)", () => {
  it(
    "/studenti: its count and its areas follow an archived course",
    { timeout: 120_000 },
    async ({ staffPage: page }) => {
      const before = await publicHtml(server, "/studenti");
      expect(before).toContain("Diciotto corsi per studenti delle scuole secondarie");
      expect(before).toContain(">Robotica con LEGO Education SPIKE</a>");

      // More than one page of courses: find it with 'Cerca'.
      await page.goto(`${server.url}/admin/corsi?q=${encodeURIComponent("LEGO Education")}`);
      await page.getByRole("link", { name: "Modifica: Robotica con LEGO Education SPIKE" }).click();
      await page.getByRole("button", { name: "Archivia" }).click();
      await page.getByText(/^Corso archiviato/).waitFor();

      const after = await publicHtml(server, "/studenti");
      expect(after).toContain("Diciassette corsi per studenti delle scuole secondarie");
      expect(after).toContain(
        '<meta name="description" content="Diciassette corsi per studenti, anche come percorsi PCTO',
      );
      expect(after).not.toContain("Robotica con LEGO Education SPIKE");
    },
  );

  it(
    "staff save the texts of /studenti without publishing, preview them, publish, restore",
    { timeout: 180_000 },
    async ({ staffPage: page }) => {
      expect(await publicHtml(server, "/studenti")).toContain(
        '<h1 class="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">Formazione per studenti</h1>',
      );
      await page.goto(`${server.url}/admin/dashboard`);
      await page
        .getByRole("navigation", { name: "Area riservata" })
        .getByRole("link", { name: "Pagine" })
        .click();
      await expectH1(page, "Pagine");
      await expectCleanPage(page);
      await page.getByRole("link", { name: "Modifica: Formazione per studenti" }).click();
      await expectH1(page, "Testi della pagina «Formazione per studenti»");
      await expectCleanPage(page);

      // A bad link is refused next to its field, with what was typed kept.
      await page.getByLabel("Titolo", { exact: true }).fill(NEW_TITLE);
      await page.getByLabel("Pulsante: indirizzo", { exact: true }).fill("catalogo");
      await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
      await expect
        .poll(() => page.locator("#campo-heroActionLink-errore").textContent())
        .toContain("Indica in «Pulsante: indirizzo» un indirizzo del sito");
      await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(
        NEW_TITLE,
      );
      await expectNoAxeViolations(page);

      await page.getByLabel("Pulsante: indirizzo", { exact: true }).fill("/corsi?filter=studenti");
      await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
      await page.getByText("Modifiche salvate senza pubblicarle").waitFor();
      await page.getByText(/^Modifiche non pubblicate del/).waitFor();
      expect(await publicHtml(server, "/studenti")).not.toContain(NEW_TITLE);

      await page.getByRole("link", { name: "Anteprima", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();
      await expectNoAxeViolations(page);
      const staffHtml = async (path: string) => {
        const res = await page.request.get(server.url + path);
        expect(res.status(), path).toBe(200);
        return { name: path, html: await res.text() };
      };
      expect(
        await validateHtml([
          await staffHtml("/admin/pagine"),
          await staffHtml("/admin/pagine/studenti"),
          await staffHtml("/admin/pagine/studenti?scarta=1"),
          await staffHtml("/admin/pagine/studenti/anteprima"),
          await staffHtml("/admin/pagine/home/anteprima"),
        ]),
      ).toEqual([]);

      await page.getByRole("link", { name: "Torna alla modifica" }).click();
      await page.getByRole("button", { name: "Pubblica", exact: true }).click();
      await page.getByText("Testi pubblicati: il sito mostra già la nuova versione.").waitFor();
      const published = await publicHtml(server, "/studenti");
      expect(published).toContain(NEW_TITLE);
      expect(published).toContain('href="/corsi?filter=studenti"');

      // The first version is the shipped texts: restoring it brings them back.
      await page.getByRole("link", { name: "Ripristina la versione 1" }).click();
      await page.getByRole("button", { name: "Sì, ripristina questa versione" }).click();
      await page.getByText("Versione ripristinata").waitFor();
      expect(await publicHtml(server, "/studenti")).not.toContain(NEW_TITLE);
      // The one refused save above answered 400 on purpose; nothing else went wrong.
      expect(page.consoleErrors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    },
  );
});
