// Decision 046: a post scheduled with 'Pubblica il' in the
// editor stays off /news, its article, the RSS feed and the sitemap; when its
// time comes it is there, with nobody acting, after a restart too. The server
// clock is pinned with TEST_NOW (decision 013): one server before the time,
// then the same data directory started again after it.
import { expect } from "vitest";
import { expectNoAxeViolations, visit } from "../../../tests/support/browser";
import { it } from "../../../tests/support/fixtures";
import { startServer, type TestServer } from "../../../tests/support/server";
import { signInOverHttp } from "../../../tests/support/staff";

const ADMIN = { email: "redazione@poloformativolucano.it", password: "Una-password-lunga-2025" };
const TITLE = "Open day di primavera al Polo";
const SERVER_START_TIMEOUT = 240_000;

it(
  "a post scheduled in the editor appears at its time, after a restart, without staff acting",
  async ({ openPage }) => {
    let server: TestServer | undefined = await startServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TEST_NOW: "2027-03-02T07:30:00+01:00",
    });
    const dataDir = server.dataDir;
    try {
      // The editor without JavaScript: date and time on Rome's clock.
      const page = await openPage({ javaScriptEnabled: false });
      const session = await signInOverHttp(server.url, ADMIN);
      await page.context().addCookies([{ ...session, url: server.url }]);
      await visit(page, server.url + "/admin/news/new");
      await page.getByLabel("Titolo", { exact: true }).fill(TITLE);
      await page.getByLabel("Riassunto").fill("Laboratori aperti per docenti e studenti.");
      await page.getByLabel("Contenuto").fill("<p>Vi aspettiamo in sede dalle 9.</p>");
      await page.getByLabel("Indirizzo dell'immagine (URL)").fill("/favicon.svg");
      await page.getByLabel("Data di pubblicazione").fill("2027-03-02");
      // A date without a time is refused next to the field, and what was typed stays.
      await page.getByRole("button", { name: "Pubblica" }).click();
      await expect(page.locator("#campo-publishTime-errore").innerText()).resolves.toBe(
        "Inserisci anche l'ora di pubblicazione.",
      );
      await expect(page.getByLabel("Data di pubblicazione").inputValue()).resolves.toBe(
        "2027-03-02",
      );
      await page.getByLabel("Ora di pubblicazione (ora italiana)").fill("08:00");
      await page.getByRole("button", { name: "Pubblica" }).click();
      await page.getByText("Articolo salvato con successo!").waitFor();

      // The list says when, on a page with scripts (axe needs them); the editor too is clean.
      const staff = await openPage();
      await staff.context().addCookies([{ ...session, url: server.url }]);
      await visit(staff, server.url + "/admin/dashboard?q=primavera");
      await staff.getByText("Programmato per il 2 marzo 2027, 08:00").waitFor();
      await expectNoAxeViolations(staff);
      await visit(staff, server.url + "/admin/news/new");
      await staff.getByLabel("Data di pubblicazione").waitFor();
      await expectNoAxeViolations(staff);

      const before = server;
      const news = await (await fetch(before.url + "/news")).text();
      expect(news).not.toContain(TITLE);
      const slug = "open-day-di-primavera-al-polo";
      const article = await fetch(`${before.url}/news/${slug}`, { redirect: "manual" });
      expect(article.status).toBe(302);
      expect(article.headers.get("location")).toBe("/news?avviso=non-trovato");
      expect(await (await fetch(before.url + "/news/rss.xml")).text()).not.toContain(TITLE);
      expect(await (await fetch(before.url + "/sitemap.xml")).text()).not.toContain(slug);
      await before.stop();
      server = undefined;

      // Restarted on the same data after 08:00: there, with nobody acting.
      server = await startServer({ DATA_DIR: dataDir, TEST_NOW: "2027-03-02T08:00:00+01:00" });
      const visitor = await openPage();
      await visit(visitor, server.url + "/news");
      await visitor.getByRole("heading", { name: TITLE }).waitFor();
      const shown = await fetch(`${server.url}/news/${slug}`, { redirect: "manual" });
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain(TITLE);
      expect(await (await fetch(server.url + "/news/rss.xml")).text()).toContain(TITLE);
      expect(await (await fetch(server.url + "/sitemap.xml")).text()).toContain(`/news/${slug}`);
    } finally {
      await server?.stop();
    }
  },
  SERVER_START_TIMEOUT,
);
