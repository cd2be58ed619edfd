// Decision 046: the staff lists' 'Cerca' box and pages, in
// Chromium against the built server: on a phone without JavaScript (a GET
// form, the state in the URL) and by keyboard alone.
import { expect } from "vitest";
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PHONE,
  visit,
} from "../../../tests/support/browser";
import { attemptNames, staffServer } from "../../../tests/support/fixtures";
import { aContactRequest } from "../../../tests/support/builders";

const { it } = staffServer();
const nextSender = attemptNames("Santoro");
const nextRun = attemptNames("circolare");

it("searches the messages on a phone without JavaScript, the search kept in the URL", async ({
  server,
  staffPage,
  openPage,
}) => {
  const sender = nextSender();
  for (const [name, email] of [
    [`Nicolò ${sender}`, "n.santoro@liceo-potenza.it"],
    ["Anna Verdi", "anna.verdi@example.org"],
  ] as const) {
    const sent = await fetch(server.url + "/contatti", {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams(aContactRequest({ name, email })),
    });
    expect(sent.status).toBe(200);
  }
  const phone = await openPage({ ...PHONE, javaScriptEnabled: false });
  await phone.context().addCookies(await staffPage.context().cookies());
  await visit(phone, server.url + "/admin/messaggi");
  await phone.locator("h1", { hasText: "Messaggi" }).waitFor();
  await phone
    .getByRole("link", { name: /Anna Verdi/ })
    .first()
    .waitFor();

  // Accents need not be typed: "nicolo" finds "Nicolò".
  const query = `nicolo ${sender.toLowerCase()}`;
  const box = phone.getByRole("searchbox", { name: "Cerca" });
  await box.fill(query);
  await phone.getByRole("button", { name: "Cerca", exact: true }).click();
  await phone.waitForURL(/\/admin\/messaggi\?q=nicolo\+santoro[a-z]$/);
  await expect(box.inputValue()).resolves.toBe(query);
  await phone.getByTestId("risultati").getByText(`1 messaggio per «${query}».`).waitFor();
  await expect(phone.getByRole("link", { name: new RegExp(sender) }).count()).resolves.toBe(1);
  await expect(phone.getByRole("link", { name: /Anna Verdi/ }).count()).resolves.toBe(0);
  // The same URL on a phone with scripts (axe and layout checks need them).
  const scripted = await openPage(PHONE);
  await scripted.context().addCookies(await staffPage.context().cookies());
  await visit(scripted, phone.url());
  await scripted.getByRole("link", { name: new RegExp(sender) }).waitFor();
  await expectNoHorizontalScroll(scripted);
  await expectNoAxeViolations(scripted);

  await box.fill("nessuno");
  await box.press("Enter");
  await phone.waitForURL(/q=nessuno$/);
  await phone
    .getByText("Nessun risultato per «nessuno». Prova con meno lettere o un'altra parola.")
    .waitFor();
  await phone.getByRole("link", { name: "Mostra tutti" }).click();
  await phone.waitForURL(/\/admin\/messaggi$/);
  await phone.getByRole("link", { name: new RegExp(sender) }).waitFor();
  expect(phone.consoleErrors).toEqual([]);
}, 120_000);

it("pages the news dashboard by keyboard, keeping the status filter and the search", async ({
  server,
  staffPage: page,
}) => {
  // 26 published posts through the editor's plain form: one more than a page.
  const run = nextRun();
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (let n = 1; n <= 26; n++) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: `Avviso ${run} n. ${n}`,
      excerpt: "Comunicazione alle scuole partner.",
      content: "<p>Testo della circolare.</p>",
      image: "/favicon.svg",
      category: "formazione",
      intent: "published",
    }))
      form.append(name, value);
    const saved = await fetch(server.url + "/admin/news/new", {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookie },
      body: form,
    });
    expect(saved.status).toBe(200);
  }
  await visit(page, `${server.url}/admin/dashboard?stato=pubblicati&q=${run}`);
  await page.getByTestId("risultati").getByText(`26 articoli per «${run}».`).waitFor();
  const pager = page.getByRole("navigation", { name: "Pagine dell'elenco" });
  await pager.getByText("Pagina 1 di 2").waitFor();
  await expect(pager.getByRole("link", { name: /Precedente/ }).count()).resolves.toBe(0);
  await expect(page.getByRole("list", { name: "Articoli" }).locator("> li").count()).resolves.toBe(
    25,
  );
  await pager.getByRole("link", { name: /Successiva/ }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/admin/dashboard?stato=pubblicati&q=${run}&pagina=2`);
  await pager.getByText("Pagina 2 di 2").waitFor();
  await expect(page.getByRole("list", { name: "Articoli" }).locator("> li").count()).resolves.toBe(
    1,
  );
  await expect(pager.getByRole("link", { name: /Successiva/ }).count()).resolves.toBe(0);
  await expectNoAxeViolations(page);
  await pager.getByRole("link", { name: /Precedente/ }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/admin/dashboard?stato=pubblicati&q=${run}`);
  await pager.getByText("Pagina 1 di 2").waitFor();

  // A new search starts again from page 1 and keeps the status chosen.
  await page.getByRole("searchbox", { name: "Cerca" }).fill(`${run} n. 26`);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/admin/dashboard?stato=pubblicati&q=${run}+n.+26`);
  await page.getByTestId("risultati").getByText(`1 articolo per «${run} n. 26».`).waitFor();
  // A page far past the end, or not a number, shows a page, not an error.
  for (const [pagina, shown] of [
    ["999", "Pagina 2 di 2"],
    ["abc", "Pagina 1 di 2"],
    ["0", "Pagina 1 di 2"],
  ] as const) {
    const res = await visit(page, `${server.url}/admin/dashboard?q=${run}&pagina=${pagina}`);
    expect(res?.status()).toBe(200);
    await pager.getByText(shown).waitFor();
  }
  expect(page.consoleErrors).toEqual([]);
}, 180_000);

it("searches courses and registrations with their filters, axe clean", async ({
  server,
  staffPage: page,
}) => {
  await visit(page, server.url + "/admin/corsi?q=cedils");
  await expect(page.getByTestId("risultati").innerText()).resolves.toMatch(
    /^\d+ cors[oi] per «cedils»\.$/,
  );
  await expectNoAxeViolations(page);
  await visit(page, server.url + "/admin/iscrizioni?q=zzz&stato=confermata&pagina=abc");
  await page.getByText("Nessun risultato per «zzz».", { exact: false }).waitFor();
  await expect(page.getByLabel("Stato").inputValue()).resolves.toBe("confermata");
  await expectNoAxeViolations(page);
});
