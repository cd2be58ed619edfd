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
