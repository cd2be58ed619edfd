import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  expectCleanPhonePage,
  PHONE,
  visit,
  type TrackedPage,
} from "../../../../tests/support/browser";
import { aFiscalCode, RECEIPT_PDF } from "../../../../tests/support/builders";
import { fillInvoiceData, fillPerson } from "../../../../tests/support/enrolment-form";
import { ownServer } from "../../../../tests/support/fixtures";

/**
 * Decision 059: the confirmation after enrolling, on a phone; the private
 * page 'La tua iscrizione' it links to (never cached, never indexed), the
 * cancellation with its confirmation; the same without JavaScript, with a
 * second submission of the same person refused. The seed's «ChatGPT per la
 * docenza» has an open edition from 13 April 2027.
 */
const FORM = "/corsi/chatgpt-docenza-docenti/iscrizione";
const { it, server } = ownServer();
/** A person of their own for each attempt: a retried test finds the first attempt's enrolment. */
let people = 0;
const nextPerson = () => aFiscalCode(100 + people++);

async function enrol(page: Page, fiscalCode: string) {
  await page.getByRole("radio", { name: /dal 13 aprile 2027/ }).check();
  await fillPerson(page, fiscalCode);
  await page.getByRole("radio", { name: "Carta del Docente" }).check();
  await fillInvoiceData(page);
  await page.getByLabel("Codice del buono della Carta del Docente").fill("aB3dE5fG");
  await page.getByLabel("Buono della Carta del Docente o ricevuta del bonifico").setInputFiles({
    name: "buono.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(RECEIPT_PDF),
  });
  await page.getByLabel(/Ho letto l'informativa/).check();
  await page.getByRole("button", { name: "Invia iscrizione" }).click();
}

/** The confirmation is on screen, whole, focused, and no form is left below it. */
async function expectConfirmationInView(page: Page) {
  const confirmation = page.getByTestId("conferma-iscrizione");
  await confirmation.waitFor();
  // Once the page stops scrolling to it (smooth scrolling), the box lies within the screen.
  await expect
    .poll(() =>
      confirmation.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
    "conferma-iscrizione",
  );
  await expect(page.getByRole("button", { name: "Invia iscrizione" }).count()).resolves.toBe(0);
}

/** Follows the confirmation's link; checks what the page answers and says; returns its address. */
async function openOwnPage(page: Page): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/iscrizioni/")),
    page.getByRole("link", { name: "Apri la pagina della tua iscrizione" }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe(
    "noindex, nofollow",
  );
  await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
    "La tua iscrizione",
  );
  await expect(page.getByTestId("stato").innerText()).resolves.toMatch(/^Stato\n+Ricevuta\n/);
  await expect(page.locator("main").innerText()).resolves.toMatch(/dal 13 aprile 2027/);
  return page.url();
}

async function cancelWithConfirmation(page: Page) {
  await page.getByRole("button", { name: "Annulla l'iscrizione" }).click();
  await page.getByRole("heading", { name: /^Vuoi davvero annullare l'iscrizione/ }).waitFor();
  await page.getByRole("button", { name: "Sì, annulla l'iscrizione" }).click();
  await page.getByText("La tua iscrizione è stata annullata.").waitFor();
  await expect(page.getByTestId("stato").innerText()).resolves.toMatch(/^Stato\n+Annullata\n/);
}

describe("the participant's page (decision 059)", () => {
  it("on a phone: the confirmation in view and focused, then the private page, cancelled after confirming", async ({
    phonePage,
    openPage,
  }) => {
    const page: TrackedPage = phonePage;
    await visit(page, server.url + FORM);
    const person = nextPerson();
    await enrol(page, person);
    await expectConfirmationInView(page);
    await expectCleanPhonePage(page);

    const own = await openOwnPage(page);
    await expectCleanPhonePage(page);

    // The same person again, on a page of its own (the console reports the refusal's 400):
    // refused, the answer by fetch, with the link offered again.
    const again = await openPage(PHONE);
    await visit(again, server.url + FORM);
    await enrol(again, person);
    await again.getByRole("button", { name: "Inviami di nuovo il link" }).click();
    await again.getByText(/^Se c'è un'iscrizione in corso con questo codice fiscale/).waitFor();

    await cancelWithConfirmation(page);
    await expectCleanPhonePage(page);

    // Asked twice with no cookie, as the page cache would store it: never from the cache
    // (its answers carry X-Cache, as the home page's do), always no-store.
    expect((await fetch(`${server.url}/`)).headers.get("x-cache")).toMatch(/^(HIT|MISS)$/);
    for (const path of [own, own, `${server.url}/le-mie-iscrizioni`]) {
      const res = await fetch(path);
      expect(res.headers.get("x-cache"), path).toBeNull();
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      if (path === own) await expect(res.text()).resolves.toContain("Annullata");
    }
    await visit(page, `${server.url}/le-mie-iscrizioni`);
    await expectCleanPhonePage(page);
    // Not in the sitemap.
    await expect((await fetch(`${server.url}/sitemap.xml`)).text()).resolves.not.toMatch(
      /iscrizioni\/|le-mie-iscrizioni/,
    );
  });

  it("without JavaScript: the confirmation alone, a second enrolment refused, the page and its cancellation", async ({
    openPage,
  }) => {
    const page = await openPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(server.url + FORM);
    const person = nextPerson();
    await enrol(page, person);
    await expectConfirmationInView(page);
    const own = await openOwnPage(page);

    await page.goto(server.url + FORM);
    await enrol(page, person.toLowerCase());
    await expect(page.locator("#campo-fiscalCode-errore").innerText()).resolves.toMatch(
      /^Con questo codice fiscale c'è già un'iscrizione in corso a questa edizione/,
    );
    await expect(page.getByLabel("Nome e cognome *").inputValue()).resolves.toBe("Marco Rossi");

    await page.goto(own);
    await cancelWithConfirmation(page);

    await page.goto(`${server.url}/le-mie-iscrizioni`);
    await page.getByLabel("Indirizzo email *").fill("nessuno@example.org");
    await page.getByRole("button", { name: "Inviami i link" }).click();
    await page.getByText(/^Se a questo indirizzo corrispondono delle iscrizioni/).waitFor();
    // axe needs JavaScript: it checks these pages in the test above.
  });
});
