import type { Page } from "playwright-core";

/** Fills the person's own fields of a course's enrolment form, as Marco Rossi, a tenured teacher. */
export async function fillPerson(page: Page, fiscalCode = "rssmra85t10a562s") {
  await page.getByLabel("Nome e cognome *").fill("Marco Rossi");
  await page.getByLabel("Codice fiscale *").fill(fiscalCode);
  await page.getByLabel("Email *").fill("marco.rossi@example.org");
  await page.getByLabel("Telefono *").fill("333 1234567");
  await page.getByLabel("Scuola *").fill("IIS «Einstein-De Lorenzo», Potenza");
  await page.getByLabel("Ruolo *").selectOption("Docente a tempo indeterminato");
}

/** Marco Rossi's residence, as «Dati per la fattura» asks it (decision 063). */
export const INVOICE_ADDRESS = {
  "Indirizzo (via e numero civico)": "Via Vittorio Emanuele 12",
  CAP: "85025",
  Comune: "Melfi",
  "Provincia (sigla)": "PZ",
} as const;

/**
 * Fills «Dati per la fattura», which shows once a method the person pays by
 * (Carta del Docente, bonifico) is chosen: call it after choosing one.
 */
export async function fillInvoiceData(page: Page) {
  for (const [label, value] of Object.entries(INVOICE_ADDRESS)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}
