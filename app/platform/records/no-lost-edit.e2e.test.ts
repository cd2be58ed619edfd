import { describe, expect } from "vitest";
import { expectNoAxeViolations, visit } from "../../../tests/support/browser";
import { attemptNames, staffServer } from "../../../tests/support/fixtures";
import { postNewsOverHttp } from "../../../tests/support/staff";

/**
 * No lost edit (decisions 039 and 041), as staff meet it: the same
 * editor opens one post in two tabs, saves in the first, then in the second.
 * The second save is refused with who and when, and keeps what was typed.
 */
const { it, server } = staffServer();

const nextRun = attemptNames("Settimana della lettura ");

describe("two tabs of one editor", () => {
  it(
    "the second save gets the Italian conflict message with who and when, and keeps its typed text",
    { timeout: 120_000 },
    async ({ editorPage }) => {
      const title = nextRun();
      // The post, created over HTTP with the editor's own session.
      const cookie = (await editorPage.context().cookies(server.url))
        .map((c) => `${c.name}=${c.value}`)
        .join("; ");
      const created = await postNewsOverHttp(server.url, cookie, {
        title,
        excerpt: "Letture ad alta voce nelle scuole primarie di Potenza.",
        intent: "draft",
      });
      expect(created.status).toBe(200);
      const dashboard = await (
        await fetch(`${server.url}/admin/dashboard`, { headers: { cookie } })
      ).text();
      const link = [...dashboard.matchAll(/<a [^>]*>/g)]
        .map((m) => m[0])
        .find((tag) => tag.includes(`aria-label="Modifica: ${title}"`));
      const id = link?.match(/\/admin\/news\/edit\/([0-9a-f-]{36})/)?.[1];
      expect(id, "the new post is listed with its edit link").toBeTruthy();
      const editUrl = `${server.url}/admin/news/edit/${id}`;

      // Two tabs on the same version.
      const first = editorPage;
      const second = await editorPage.context().newPage();
      await visit(first, editUrl);
      await second.goto(editUrl, { waitUntil: "networkidle" });
      await second.locator("html[data-hydrated]").waitFor();

      await first.getByLabel("Titolo", { exact: true }).fill(`${title} (prima scheda)`);
      await first.getByRole("button", { name: "Salva come bozza" }).click();
      await first.getByText("Articolo salvato").first().waitFor();

      const typed = `${title} (seconda scheda)`;
      await second.getByLabel("Titolo", { exact: true }).fill(typed);
      await second.getByLabel("Riassunto").fill("Letture e laboratori per le classi quarte.");
      await second.getByRole("button", { name: "Salva come bozza" }).click();
      const alert = second.getByRole("alert").filter({ hasText: "è stato modificato" });
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(
        /^Questo articolo è stato modificato da Rita Redattrice il \d{1,2} [a-z]+ \d{4} alle \d{2}:\d{2}, dopo che l'hai aperto\. Le tue modifiche non sono state salvate: ricarica la pagina per vedere la versione attuale e riapplicale\. Ricarica la versione attuale$/,
      );
      await expect(second.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(typed);
      await expect(second.getByLabel("Riassunto").inputValue()).resolves.toBe(
        "Letture e laboratori per le classi quarte.",
      );
      await expectNoAxeViolations(second);
      await second.close();

      // Nothing of the second tab was saved.
      const page = await (await fetch(editUrl, { headers: { cookie } })).text();
      expect(page).toContain(`${title} (prima scheda)`);
      expect(page).not.toContain(typed);
    },
  );
});
