import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  DESKTOP,
  expectCleanPage,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  fillFields,
  routeFormPosts,
  submitSeeingPending,
  submitUnreachable,
  visit,
} from "../../../../tests/support/browser";
import type { TestServer } from "../../../../tests/support/server";
import { onOwnServer } from "../../../../tests/support/fixtures";
import { aFiscalCode, RECEIPT_PDF } from "../../../../tests/support/builders";
import { validateHtml } from "../../../../tests/support/html-validator";
import { ANILS_CHOICES, LAUREA_TYPES, SCHOOL_TYPES } from "~/platform/forms/form-options";

const it = onOwnServer();
let server: TestServer;
it.beforeAll(({ server: started }) => {
  server = started;
});

const SUCCESS = "Grazie per la tua iscrizione! I dati sono stati inviati correttamente...";
const PDF = Buffer.from(RECEIPT_PDF);

// One person per stored registration: a person holds one live enrolment per edition (decision 059).
let people = 0;

async function fillValid(page: Page, fiscalCode = aFiscalCode(200 + people++).toLowerCase()) {
  await fillFields(page, {
    "Nome e Cognome *": "Marco Rossi",
    "Codice Fiscale *": fiscalCode,
    "Email *": "marco.rossi@example.org",
    "Telefono *": "+39 333 1234567",
    "Indirizzo (Via, Numero Civico, CAP) *": "Via Roma 10, 85100",
    "Città *": "Potenza",
    "Materia di insegnamento": "Inglese",
    "Tipo di scuola *": "Secondaria II Grado",
    "Tipo di laurea *": "Magistrale",
    "Laurea in *": "Lingue e letterature straniere",
  });
  await page.getByRole("radio", { name: "No" }).check();
  await page.getByLabel(/Ho letto l'informativa/).check();
}

/** The valid fields and a small PDF receipt. */
async function fillValidWithReceipt(page: Page) {
  await fillValid(page);
  await page.getByLabel("Ricevuta di pagamento *").setInputFiles({
    name: "ricevuta.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
}

function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("paymentReceipt", new File([new Uint8Array(file.bytes)], file.name));
  return form;
}

const VALID_FIELDS = {
  "form-name": "cedils-registration",
  "bot-field": "",
  fullName: "Anna Verdi",
  fiscalCode: "RSSMRA80A01H501U",
  email: "anna.verdi@example.org",
  phone: "0971 274512",
  address: "Via Pretoria 1, 85100",
  city: "Potenza",
  subject: "",
  schoolType: "CPIA",
  laureaType: "Triennale",
  laureaIn: "Mediazione linguistica",
  isAnilsMember: "Sì",
  privacy: "on",
};

describe("/iscrizione-cedils", () => {
  it("shows the back link, bank details, payment and activation rules, and the spec's fields; axe-clean", async ({
    page,
  }) => {
    await visit(page, server.url + "/iscrizione-cedils");
    await expect(
      page.getByRole("link", { name: "Torna alla presentazione del corso" }).getAttribute("href"),
    ).resolves.toBe("/news/corso-cedils-2025");
    await expect(page.getByTestId("iban").innerText()).resolves.toBe(
      "IT60 X054 2811 1010 0000 0123 456",
    );
    const body = await page.locator("main").innerText();
    expect(body).toContain("Polo Formativo Lucano S.r.l.");
    expect(body).toContain("Carta del Docente");
    expect(body).toContain("bonifico");
    expect(body).toContain("almeno 10 partecipanti");
    expect(body).toContain("Iscrizione CEDILS 2025 – Nome e Cognome");

    // The options of form-options.ts (spec §5), after the required select's placeholder.
    for (const [label, options] of [
      ["Tipo di scuola *", SCHOOL_TYPES],
      ["Tipo di laurea *", LAUREA_TYPES],
    ] as const) {
      await expect(page.getByLabel(label).locator("option").allInnerTexts()).resolves.toEqual([
        "Seleziona un'opzione",
        ...options,
      ]);
    }
    const anils = page.getByRole("group", { name: "Socio ANILS *" });
    await expect(
      anils.getByRole("radio").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).resolves.toEqual([...ANILS_CHOICES]);
    await expect(page.getByLabel("Ricevuta di pagamento *").getAttribute("accept")).resolves.toBe(
      ".pdf,.jpg,.jpeg,.png,.heic,.heif",
    );
    await expect(page.locator("input[type=hidden][name='form-name']").inputValue()).resolves.toBe(
      "cedils-registration",
    );
    await expect(page.locator("input[name='bot-field']").isVisible()).resolves.toBe(false);
    await expect(
      page.getByRole("link", { name: "informativa sulla privacy" }).getAttribute("href"),
    ).resolves.toBe("/privacy-policy");
    await expectCleanPage(page);
  });

  it("registers with a receipt: 'Invio in corso...', then thanks with the reference number and a reset form", async ({
    phonePage: page,
  }) => {
    await visit(page, server.url + "/iscrizione-cedils");
    await expectNoHorizontalScroll(page);
    await fillValid(page);
    await page.getByLabel("Ricevuta di pagamento *").setInputFiles({
      name: "ricevuta bonifico.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await submitSeeingPending(page, "/iscrizione-cedils", "Invia iscrizione");
    await page.getByText(SUCCESS).waitFor();
    await expect(page.getByTestId("riferimento").innerText()).resolves.toMatch(/^CED-\d{4}-0001$/);
    await expect(page.getByLabel("Nome e Cognome *").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Codice Fiscale *").inputValue()).resolves.toBe("");
    await expect(
      page
        .getByLabel("Ricevuta di pagamento *")
        .evaluate((el) => (el as HTMLInputElement).files?.length),
    ).resolves.toBe(0);
    await expectCleanPage(page);
  });

  // The HTML validator starts a JVM: on a busy machine that outlives the default minute.
  it(
    "without JavaScript, a multipart POST registers with the receipt and answers with the reference",
    { timeout: 180_000 },
    async ({ noJsPage: page }) => {
      await page.goto(server.url + "/iscrizione-cedils");
      await fillValidWithReceipt(page);
      await page.getByRole("button", { name: "Invia iscrizione" }).click();
      await page.getByText(SUCCESS).waitFor();
      // An enrolment of the CEDILS edition: its year's CED reference (decision 049).
      await expect(page.getByTestId("riferimento").innerText()).resolves.toMatch(
        /^CED-2025-\d{4}$/,
      );
      // The answer without JavaScript is valid HTML (axe needs JavaScript: it runs on
      // the same answer in the test above).
      const html = await page.content();
      expect(await validateHtml([{ name: "iscrizione inviata", html }])).toEqual([]);
    },
  );

  it("shows each server-side error beside its field and keeps what was typed", async ({ page }) => {
    await visit(page, server.url + "/iscrizione-cedils");
    await fillValid(page);
    await fillFields(page, {
      "Codice Fiscale *": "RSSMRA85T10A562X",
      "Telefono *": "123",
      "Email *": "marco@rossi",
      "Città *": "",
      "Laurea in *": "",
      "Tipo di scuola *": "",
    });
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.locator("#campo-fiscalCode-errore:not(:empty)").waitFor();
    const expected: Record<string, RegExp> = {
      fiscalCode: /^Codice fiscale non valido: l'ultimo carattere \(di controllo\) non corrisponde/,
      phone: /^Inserisci un numero di telefono valido/,
      email: /^Inserisci un indirizzo email valido/,
      city: /^Inserisci la città\.$/,
      laureaIn: /^Indica in che cosa sei laureato/,
      schoolType: /^Seleziona il tipo di scuola\.$/,
      paymentReceipt: /^Allega la ricevuta del pagamento/,
    };
    for (const [field, message] of Object.entries(expected)) {
      await expect(page.locator(`#campo-${field}-errore`).innerText()).resolves.toMatch(message);
    }
    const fiscal = page.getByLabel("Codice Fiscale *");
    await expect(fiscal.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(fiscal.inputValue()).resolves.toBe("RSSMRA85T10A562X");
    await expect(page.getByLabel("Nome e Cognome *").inputValue()).resolves.toBe("Marco Rossi");
    await expect(page.locator("#campo-fullName-errore").innerText()).resolves.toBe("");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("campo-fiscalCode");
    await expectNoAxeViolations(page);
  });

  it("refuses a disguised executable and an oversize file with a clear message beside the field", async ({
    page,
  }) => {
    await visit(page, server.url + "/iscrizione-cedils");
    await fillValid(page, "rssmra85t10a562s");
    const exe = Buffer.alloc(2048);
    exe.write("MZ\x90\x00\x03\x00\x00\x00\x04\x00", 0, "latin1");
    await page.getByLabel("Ricevuta di pagamento *").setInputFiles({
      name: "ricevuta.pdf",
      mimeType: "application/pdf",
      buffer: exe,
    });
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.locator("#campo-paymentReceipt-errore:not(:empty)").waitFor();
    await expect(page.locator("#campo-paymentReceipt-errore").innerText()).resolves.toMatch(
      /^Il file caricato non è un PDF o un'immagine JPG, PNG, HEIC o HEIF/,
    );
    await expect(page.getByLabel("Nome e Cognome *").inputValue()).resolves.toBe("Marco Rossi");

    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PDF.copy(big);
    await page.getByLabel("Ricevuta di pagamento *").setInputFiles({
      name: "scansione.pdf",
      mimeType: "application/pdf",
      buffer: big,
    });
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.getByText(/supera la dimensione massima di 10 MB/).waitFor();
    // The typed values are still on screen (the page was not reloaded).
    await expect(page.getByLabel("Codice Fiscale *").inputValue()).resolves.toBe(
      "rssmra85t10a562s",
    );
    // Only the two expected 400 answers, which Chromium logs as failed resources.
    expect(page.consoleErrors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    expect(page.consoleErrors).toHaveLength(2);
  });

  it("names the status when the answer is a failure from outside the application", async ({
    page,
  }) => {
    await visit(page, server.url + "/iscrizione-cedils");
    await page.getByLabel("Nome e Cognome *").fill("Marta Lucente");
    const unroute = await routeFormPosts(page, "/iscrizione-cedils", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }),
    );
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.getByText(/^Invio fallito\. Il server ha risposto con stato: 502$/).waitFor();
    await expect(page.getByLabel("Nome e Cognome *").inputValue()).resolves.toBe("Marta Lucente");
    // No answer at all: the generic message of spec §8.
    await unroute();
    await submitUnreachable(page, "/iscrizione-cedils", "Invia iscrizione");
    await page
      .getByRole("status")
      .getByText("Si è verificato un errore durante l'invio.")
      .waitFor();
  });

  it("drops a honeypot submission silently", async () => {
    const res = await fetch(server.url + "/iscrizione-cedils", {
      method: "POST",
      body: multipart({ ...VALID_FIELDS, "bot-field": "pieno" }, { bytes: PDF, name: "r.pdf" }),
      headers: { Origin: server.url },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(SUCCESS);
    expect(html).not.toContain('data-testid="riferimento"');
  });

  it("shows 'Invio fallito. Il server ha risposto con stato: 429' when the rate limit is reached", async ({
    openPage,
  }) => {
    // Two registrations were stored above (with and without JavaScript); three more fill the window of five.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(server.url + "/iscrizione-cedils", {
        method: "POST",
        body: multipart(
          { ...VALID_FIELDS, email: `docente${i}@example.org`, fiscalCode: aFiscalCode(300 + i) },
          { bytes: PDF, name: "r.pdf" },
        ),
        headers: { Origin: server.url },
      });
      expect(res.status).toBe(200);
    }
    const page = await openPage(DESKTOP);
    await visit(page, server.url + "/iscrizione-cedils");
    await fillValidWithReceipt(page);
    await page.getByRole("button", { name: "Invia iscrizione" }).click();
    await page.getByText("Invio fallito. Il server ha risposto con stato: 429").waitFor();
    await expect(page.getByText(/^Troppi tentativi\. Riprova tra/).count()).resolves.toBe(1);
    await expect(page.getByLabel("Nome e Cognome *").inputValue()).resolves.toBe("Marco Rossi");
  });
});
