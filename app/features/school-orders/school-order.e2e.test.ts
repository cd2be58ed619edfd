// A school's order as the school's secretary and the office live it
// (decision 064): three teachers in one order on a page without JavaScript
// (rows added by the server), one reference, the contact's page; then staff
// accept it and see its one FPA12 invoice for the total. The seed's «ChatGPT
// per la docenza» has an open edition from 13 April 2027 at € 199,00.
import { describe, expect } from "vitest";
import {
  DESKTOP,
  expectCleanPhonePage,
  expectNoAxeViolations,
  PHONE,
  visit,
} from "../../../tests/support/browser";
import { aFiscalCode } from "../../../tests/support/builders";
import { staffServer } from "../../../tests/support/fixtures";

const FORM = "/corsi/chatgpt-docenza-docenti/iscrizione-scuola";
const { it, server } = staffServer();
/** Teachers of their own for each attempt: a retried test finds the first attempt's enrolments. */
let people = 300;

describe("a school's order (decision 064)", () => {
  it("a school enrols three teachers in one order and gets one reference; staff see one FPA12 invoice for the total", async ({
    visitorPage,
    staffPage,
    openPage,
  }) => {
    // JavaScript off: the rows are added by the server, the order sent as a plain form.
    const page = await visitorPage({ ...DESKTOP, javaScriptEnabled: false });
    await visit(page, server.url + FORM);
    await page.getByRole("radio", { name: /dal 13 aprile 2027/ }).check();
    await page.getByLabel("Nome della scuola *").fill("IIS «Einstein-De Lorenzo», Potenza");
    await page.getByLabel("Codice fiscale della scuola *").fill("80003150762");
    await page.getByLabel("Indirizzo (via e numero civico) *").fill("Via Anzio 4");
    await page.getByLabel("CAP *").fill("85100");
    await page.getByLabel("Comune *").fill("Potenza");
    await page.getByLabel("Provincia (sigla) *").fill("PZ");
    await page.getByRole("radio", { name: /^Statale/ }).check();
    await page.getByLabel("Codice univoco ufficio (IPA)").fill("UFXYZ1");
    await page.getByLabel("CIG *").fill("Z1A2B3C4D5");
    await page.getByLabel("Numero dell'ordine *").fill("1234/2027");
    await page.getByLabel("Data dell'ordine *").fill("2027-01-15");
    const contact = page.getByRole("group", { name: "Il referente dell'ordine" });
    await contact.getByLabel("Nome e cognome *").fill("Teresa Segreteria");
    await contact.getByLabel("Email *").fill("segreteria@scuola.example.org");
    for (let row = 0; row < 3; row++) {
      if (row > 0) await page.getByRole("button", { name: "Aggiungi un docente" }).click();
      const teacher = page.getByRole("group", { name: `Docente ${row + 1}` });
      // The new row takes the focus (autofocus: the page has no script); the rows above keep what was typed.
      const name = teacher.getByLabel("Nome e cognome *");
      if (row > 0) await expect(name.getAttribute("autofocus")).resolves.toBe("");
      await name.fill(`Docente ${row + 1}`);
      await teacher.getByLabel("Codice fiscale *").fill(aFiscalCode(people++));
      await teacher.getByLabel("Email *").fill(`docente${row + 1}@scuola.example.org`);
    }
    await expect(page.getByLabel("Nome della scuola *").inputValue()).resolves.toBe(
      "IIS «Einstein-De Lorenzo», Potenza",
    );
    await expect(
      page.getByText(/l'ordine non viene registrato: ti diciamo quanti posti restano/).count(),
    ).resolves.toBe(1);
    await page.getByLabel(/Ho letto l'informativa/).check();
    await page.getByRole("button", { name: "Invia l'ordine" }).click();

    const confirmation = page.getByTestId("conferma-ordine");
    await confirmation.waitFor();
    const reference = await page.getByTestId("riferimento").innerText();
    expect(reference).toMatch(/^ORD-2027-\d{4}$/);
    await expect(confirmation.innerText()).resolves.toContain(
      "Docenti iscritti: 3 – totale € 597,00",
    );

    // The contact's page: no-store, the order and its three teachers.
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/ordini-scuola/")),
      page.getByRole("link", { name: "Apri la pagina dell'ordine" }).click(),
    ]);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(reference);
    await expect(page.getByTestId("stato-ordine").innerText()).resolves.toBe("Ricevuto");
    await expect(page.getByTestId("stato-docente").count()).resolves.toBe(3);
    const orderPage = page.url();

    // Staff accept it: one FPA12 invoice for the total.
    await visit(staffPage, `${server.url}/admin/ordini`);
    const card = staffPage.getByTestId("ordine").filter({ hasText: reference });
    await card.getByRole("button", { name: `Accetta l'ordine ${reference}` }).click();
    await staffPage
      .getByText("Ordine accettato: la fattura elettronica per il totale è in emissione.")
      .waitFor();
    // The outbox issues it at once: the list shows it after a reload.
    await expect
      .poll(
        async () => {
          await visit(staffPage, `${server.url}/admin/ordini`);
          return card.getByTestId("fattura-ordine").innerText();
        },
        { timeout: 15_000 },
      )
      .toMatch(/^FPA12 n\. \d+\/\d{4}, € 597,00$/);
    await expect(card.getByTestId("fattura-ordine").count()).resolves.toBe(1);
    await expectNoAxeViolations(staffPage);

    // The contact sees the order accepted, on a phone too.
    const phone = await openPage(PHONE);
    await visit(phone, orderPage);
    await expect(phone.getByTestId("stato-ordine").innerText()).resolves.toBe("Accettato");
    await expectCleanPhonePage(phone);
  });
});
