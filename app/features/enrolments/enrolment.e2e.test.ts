import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  DESKTOP,
  expectCleanPage,
  expectCleanPhonePage,
  expectNoAxeViolations,
  fillFields,
  visit,
} from "../../../tests/support/browser";
import { RECEIPT_PDF } from "../../../tests/support/builders";
import {
  fillInvoiceData,
  fillPerson,
  INVOICE_ADDRESS,
} from "../../../tests/support/enrolment-form";
import { staffServer } from "../../../tests/support/fixtures";
import { validateHtml } from "../../../tests/support/html-validator";

/**
 * Editions on the course page, the enrolment form of an edition (on
 * a phone with a Carta del Docente voucher, without JavaScript, with a hostile
 * file) and the staff screens of a course's editions. The seed gives
 * «ChatGPT per la docenza» two open editions in 2027; «Intelligenza
 * artificiale nella didattica» has none.
 */
const WITH_EDITIONS = "/corsi/chatgpt-docenza-docenti";
const WITHOUT_EDITIONS = "/corsi/ai-didattica";
const VOUCHER = {
  name: "buono-carta-docente.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(RECEIPT_PDF),
};

const { it, server } = staffServer();

async function payWithVoucher(page: Page, file = VOUCHER) {
  await page.getByRole("radio", { name: "Carta del Docente" }).check();
  await fillInvoiceData(page);
  await page.getByLabel("Codice del buono della Carta del Docente").fill("aB3dE5fG");
  await page
    .getByLabel("Buono della Carta del Docente o ricevuta del bonifico")
    .setInputFiles(file);
  await page.getByLabel(/Ho letto l'informativa/).check();
}

describe("course editions and enrolment", () => {
  it("the course page lists its open editions with the seats left and an 'Iscriviti' link; JSON-LD has their dates", async ({
    page,
  }) => {
    await visit(page, server.url + WITH_EDITIONS);
    const editions = page.getByRole("region", { name: "Prossime edizioni" });
    await expect(editions.getByTestId("posti").allInnerTexts()).resolves.toEqual([
      "25 posti",
      "25 posti",
    ]);
    // The price each participant owes, exactly (decision 058).
    await expect(editions.getByTestId("prezzo").allInnerTexts()).resolves.toEqual([
      "€ 199,00",
      "€ 199,00",
    ]);
    const links = await editions
      .getByRole("link", { name: /^Iscriviti/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(links).toHaveLength(2);
    for (const href of links) {
      expect(href).toMatch(
        /^\/corsi\/chatgpt-docenza-docenti\/iscrizione\?edizione=[0-9a-f-]{36}$/,
      );
    }
    // The dates open the edition's card (first letter upper-cased by CSS).
    await expect(editions.innerText()).resolves.toMatch(/dal 9 febbraio 2027 al 16 marzo 2027/i);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { hasCourseInstance: Array<{ startDate: string; endDate: string; courseMode: string }> };
    expect(jsonLd.hasCourseInstance).toEqual([
      expect.objectContaining({
        startDate: "2027-02-09",
        endDate: "2027-03-16",
        courseMode: "online",
      }),
      expect.objectContaining({ startDate: "2027-04-13", endDate: "2027-05-18" }),
    ]);
    await expectCleanPage(page);

    // A course without editions keeps 'Richiedi informazioni' alone.
    await visit(page, server.url + WITHOUT_EDITIONS);
    await expect(
      page.getByRole("link", { name: "Richiedi informazioni" }).getAttribute("href"),
    ).resolves.toBe("/contatti");
    await expect(page.getByRole("link", { name: /^Iscriviti/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("region", { name: "Prossime edizioni" }).count()).resolves.toBe(0);
  });

  it("a teacher enrols on a phone with a Carta del Docente voucher and gets the reference", async ({
    phonePage: page,
  }) => {
    await visit(page, server.url + WITH_EDITIONS);
    await page.getByRole("link", { name: /^Iscriviti all'edizione dal 9 febbraio 2027/ }).click();
    await page.waitForURL(/\/iscrizione\?edizione=/);
    await visit(page, page.url());
    await expectCleanPhonePage(page);
    // The edition of the link is chosen; the transfer's details stay hidden until chosen.
    await expect(
      page.getByRole("radio", { name: /dal 9 febbraio 2027.* – € 199,00 / }).isChecked(),
    ).resolves.toBe(true);
    await expect(page.getByTestId("iban").isVisible()).resolves.toBe(false);
    // The transfer box says how much to pay.
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    await expect(page.getByTestId("importo").innerText()).resolves.toBe("€ 199,00");
    await fillPerson(page);
    await payWithVoucher(page);
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.getByText("Iscrizione ricevuta: grazie!").waitFor();
    await expect(page.getByTestId("riferimento").innerText()).resolves.toMatch(/^ISC-2027-\d{4}$/);
    await expect(page.getByTestId("importo-dovuto").innerText()).resolves.toBe("€ 199,00");
    await expectCleanPhonePage(page);

    // The course page (cached since the first visit) counts the seat taken.
    await visit(page, server.url + WITH_EDITIONS);
    await expect(page.getByTestId("posti").allInnerTexts()).resolves.toEqual([
      "24 posti",
      "25 posti",
    ]);
  });

  it("without JavaScript, a wrong fiscal code comes back beside its field with everything typed", async ({
    visitorPage,
  }) => {
    const page = await visitorPage({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto(server.url + WITH_EDITIONS + "/iscrizione");
    // Two editions and none in the address: the visitor chooses.
    await page.getByRole("radio", { name: /dal 13 aprile 2027/ }).check();
    await fillPerson(page, "RSSMRA85T10A562X");
    await payWithVoucher(page);
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.locator("#campo-fiscalCode-errore:not(:empty)").waitFor();
    await expect(page.locator("#campo-fiscalCode-errore").innerText()).resolves.toMatch(
      /^Codice fiscale non valido: l'ultimo carattere \(di controllo\) non corrisponde/,
    );
    await expect(page.getByLabel("Codice fiscale *").inputValue()).resolves.toBe(
      "RSSMRA85T10A562X",
    );
    await expect(page.getByLabel("Nome e cognome *").inputValue()).resolves.toBe("Marco Rossi");
    await expect(page.getByLabel("Scuola *").inputValue()).resolves.toBe(
      "IIS «Einstein-De Lorenzo», Potenza",
    );
    await expect(page.getByRole("radio", { name: /dal 13 aprile 2027/ }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByRole("radio", { name: "Carta del Docente" }).isChecked()).resolves.toBe(
      true,
    );
    await expect(
      page.getByLabel("Codice del buono della Carta del Docente").inputValue(),
    ).resolves.toBe("aB3dE5fG");
    for (const [label, value] of Object.entries(INVOICE_ADDRESS)) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(value);
    }
    await expect(page.getByLabel(/Ho letto l'informativa/).isChecked()).resolves.toBe(true);
  });

  it("refuses a .pdf that is really a web page, beside the file field", async ({ page }) => {
    await visit(page, server.url + WITH_EDITIONS + "/iscrizione");
    await page.getByRole("radio", { name: /dal 9 febbraio 2027/ }).check();
    await fillPerson(page);
    await payWithVoucher(page, {
      name: "buono.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>"),
    });
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.locator("#campo-paymentFile-errore:not(:empty)").waitFor();
    await expect(page.locator("#campo-paymentFile-errore").innerText()).resolves.toMatch(
      /^Il file caricato non è un PDF o un'immagine JPG, PNG, HEIC o HEIF/,
    );
    await expect(page.getByLabel("Nome e cognome *").inputValue()).resolves.toBe("Marco Rossi");
    await expectNoAxeViolations(page);
    // Only the expected 400 answer, which Chromium logs as a failed resource.
    expect(page.consoleErrors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });

  it("staff add an edition to a course, see it on the course page, and delete it after confirming", async ({
    staffPage: page,
    openPage,
  }) => {
    await visit(page, server.url + WITHOUT_EDITIONS);
    const courseId = await page.locator("article[data-course-id]").getAttribute("data-course-id");
    const list = `${server.url}/admin/corsi/${courseId}/edizioni`;

    // From the course editor to its editions.
    await visit(page, `${server.url}/admin/corsi/${courseId}`);
    await page.getByRole("link", { name: "Edizioni e iscrizioni" }).click();
    await page.waitForURL(list);
    await page.getByText(/Nessuna edizione/).waitFor();
    await page.getByRole("link", { name: "Nuova edizione" }).click();
    await page.waitForURL(`${list}/nuova`);
    await expectNoAxeViolations(page);

    // Wrong input: messages beside the fields, values kept.
    await page.getByLabel("Data di inizio").fill("2027-05-10");
    await page.getByLabel("Data di fine (facoltativa)").fill("2027-05-03");
    await page.getByLabel("Posti").fill("0");
    await page.getByLabel("Prezzo per partecipante (€)").fill("1.250,505");
    await page.getByRole("button", { name: "Aggiungi l'edizione" }).click();
    await page.locator("#campo-endDate-errore:not(:empty)").waitFor();
    await expect(page.locator("#campo-endDate-errore").innerText()).resolves.toBe(
      "La data di fine non può venire prima della data di inizio.",
    );
    await expect(page.locator("#campo-seats-errore").innerText()).resolves.toMatch(
      /^Indica i posti/,
    );
    await expect(page.locator("#campo-price-errore").innerText()).resolves.toBe(
      "Indica l'importo in euro, per esempio 199 o 1.250,50 (al massimo due decimali).",
    );
    await expect(page.getByLabel("Data di inizio").inputValue()).resolves.toBe("2027-05-10");
    await expect(page.getByLabel("Prezzo per partecipante (€)").inputValue()).resolves.toBe(
      "1.250,505",
    );

    await fillFields(page, {
      "Data di fine (facoltativa)": "2027-06-07",
      Calendario: "Lunedì, 17:00–19:00",
      Modalità: "in_presenza",
      Luogo: "Sede di Potenza, via Pretoria 122",
      Posti: "12",
      "Scadenza iscrizioni": "2027-05-03",
      "Ora di scadenza (ora italiana)": "12:00",
      "Ore dell'edizione senza lezioni (e-learning)": "20",
      "Prezzo per partecipante (€)": "1.250,50",
    });
    await page.getByRole("button", { name: "Aggiungi l'edizione" }).click();
    await page.waitForURL(`${list}?avviso=creata`);
    await page.getByText("Edizione aggiunta: la pagina del corso la mostra già.").waitFor();
    await expect(page.getByTestId("iscritti").innerText()).resolves.toBe("0/12 iscritti");
    await expect(page.getByRole("main").innerText()).resolves.toContain(
      "Scadenza iscrizioni: 3 maggio 2027, 12:00",
    );
    const detail = await page.getByRole("link", { name: /^Partecipanti/ }).getAttribute("href");
    expect(detail).toMatch(new RegExp(`^/admin/corsi/${courseId}/edizioni/[0-9a-f-]{36}$`));
    await expectNoAxeViolations(page);
    expect(
      await validateHtml([
        { name: "edizioni", html: await page.content() },
        {
          name: "nuova edizione",
          html: await (await page.context().request.get(`${list}/nuova`)).text(),
        },
      ]),
    ).toEqual([]);

    // The course page shows it with its seats and the enrolment link.
    const visitor = await openPage();
    await visit(visitor, server.url + WITHOUT_EDITIONS);
    const editions = visitor.getByRole("region", { name: "Prossime edizioni" });
    await expect(editions.getByTestId("posti").innerText()).resolves.toBe("12 posti");
    await expect(editions.innerText()).resolves.toContain("In presenza, Sede di Potenza");
    await expect(editions.getByTestId("prezzo").innerText()).resolves.toBe("€ 1.250,50");

    // Delete: a confirmation first.
    await page.getByRole("link", { name: /^Elimina: edizione/ }).click();
    await page.getByRole("button", { name: "Sì, elimina" }).click();
    await page.waitForURL(`${list}?avviso=eliminata`);
    await page.getByText(/Nessuna edizione/).waitFor();
  });
});
