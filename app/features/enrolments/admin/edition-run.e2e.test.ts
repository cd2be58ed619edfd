// Editions and attestati as staff and visitors live them: run an edition
// (bulk statuses, hours), issue an attestato, download its PDF, verify it at
// /attestati/{code}, revoke it. The edition and its participants are written
// into the server's data directory before it starts (the editions editor is
// another screen's business).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { enrolments, voucherCalls } from "~/platform/db/schema";
import {
  downloadedBytes,
  expectCleanPage,
  expectCleanPhonePage,
  expectNoAxeViolations,
  PHONE,
  visit,
  type TrackedPage,
} from "../../../../tests/support/browser";
import { anEnrolment, insertCourseEdition } from "../../../../tests/support/builders";
import { staffServer } from "../../../../tests/support/fixtures";
import { validateHtml } from "../../../../tests/support/html-validator";
import { pdfText } from "../../../../tests/support/pdf";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-e2e-"));
const ids = await (async () => {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const { course, edition } = await insertCourseEdition(
    database.db,
    "didattica-inclusiva-tecnologie",
    { seats: 2, certificateHours: 20 },
  );
  const people = ["Lucia Ferrara", "Marco Gallo", "Sara Lorusso"];
  for (const [i, fullName] of people.entries()) {
    await database.db.insert(enrolments).values(
      anEnrolment(edition.id, {
        fullName,
        status: i < 2 ? "ricevuta" : "lista_attesa",
        createdAt: new Date(Date.UTC(2027, 0, 10, 9, i)),
      }),
    );
  }
  // Money handled by hand, on a course of its own (the counts above stay as they are):
  // a teacher whose buono's Confirm never had an answer.
  const paid = await insertCourseEdition(database.db, "pagamenti-a-mano", { priceCents: 19900 });
  const [buono] = await database.db
    .insert(enrolments)
    .values(
      anEnrolment(paid.edition.id, {
        fullName: "Paolo Riva",
        status: "ricevuta",
        amountDueCents: 19900,
        voucherCode: "Zx9Yw8Vu",
        voucherState: "esito_da_verificare",
        voucherAmountCents: 15000,
      }),
    )
    .returning({ id: enrolments.id });
  await database.db.insert(voucherCalls).values({
    enrolmentId: buono!.id,
    code: "Zx9Yw8Vu",
    operation: "confirm",
    amountCents: 15000,
    outcome: "esito_da_verificare",
  });
  await database.close();
  return {
    courseId: course.id,
    editionId: edition.id,
    buonoPath: `/admin/corsi/${paid.course.id}/edizioni/${paid.edition.id}/iscritti/${buono!.id}`,
  };
})();

const { it, server } = staffServer({ DATA_DIR: dataDir });
const runPath = `/admin/corsi/${ids.courseId}/edizioni/${ids.editionId}`;

/** A staff page's server-rendered HTML, fetched with the page's session. */
async function staffHtml(page: TrackedPage, pathname: string): Promise<string> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  return (await fetch(server.url + pathname, { headers: { cookie } })).text();
}

/** Ticks the participants named, picks the status and presses 'Applica'. */
async function applyStatus(page: TrackedPage, names: string[], status: string) {
  for (const name of names) await page.getByLabel(name, { exact: true }).check();
  await page.getByLabel("Cambia lo stato dei selezionati").selectOption({ label: status });
  await page.getByRole("button", { name: "Applica" }).click();
}

/** The page's live message once it says `text`. */
async function expectNotice(page: TrackedPage, text: string | RegExp) {
  await page.getByText(text).first().waitFor();
}

describe("staff settling a participant's money by hand", () => {
  it("on a phone without JavaScript: the buono found spent on the portal, a payment recorded and voided with a reason", async ({
    staffPage,
    openPage,
  }) => {
    const cookies = await staffPage.context().cookies();
    // axe needs JavaScript: a second phone, with it, checks each screen the first one reaches.
    const checked = await openPage(PHONE);
    await checked.context().addCookies(cookies);
    await visit(checked, server.url + ids.buonoPath);
    await checked.getByRole("button", { name: "Registra l'esito" }).waitFor();
    await expectCleanPhonePage(checked);

    const phone = await openPage({ ...PHONE, javaScriptEnabled: false });
    await phone.context().addCookies(cookies);
    await phone.goto(server.url + ids.buonoPath);
    // The Confirm that never had an answer: staff say what the ministry's portal shows.
    await phone.getByRole("radio", { name: "Il buono risulta speso" }).check();
    await phone.getByRole("button", { name: "Registra l'esito" }).click();
    await phone
      .getByText("Buono segnato come speso: € 150,00 registrati tra i pagamenti.")
      .waitFor();
    await phone
      .getByTestId("chiamate-buono")
      .getByText(/verificato dallo staff/)
      .waitFor();
    expect(await phone.getByRole("button", { name: "Registra l'esito" }).count()).toBe(0);

    // Part of the rest by hand, then voided: first with a blank reason (the browser lets
    // spaces through), which the server asks for again beside the field. Part, not all:
    // a fully paid enrolment queues its invoice, and once the server's worker has issued
    // it the void is refused, as it should be (payment-void.integration.test.ts).
    await phone.getByLabel("Importo ricevuto (€)").fill("20,00");
    await phone.getByRole("button", { name: "Registra pagamento" }).click();
    const payments = phone.getByRole("list", { name: "Pagamenti ricevuti" });
    await payments.getByText(/20,00/).waitFor();
    await phone.getByRole("link", { name: /^Annulla questo pagamento: .*20,00/ }).click();
    const reason = phone.getByLabel("Motivo dell'annullamento");
    await reason.fill("   ");
    await visit(checked, phone.url());
    await checked.getByLabel("Motivo dell'annullamento").waitFor();
    await expectCleanPhonePage(checked);
    await phone.getByRole("button", { name: "Annulla il pagamento" }).click();
    await phone.getByText("Scrivi perché annulli questo pagamento: resta nel registro.").waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    await reason.fill("Registrato due volte per errore");
    await phone.getByRole("button", { name: "Annulla il pagamento" }).click();
    await payments.getByText(/Annullato il/).waitFor();
    expect(await payments.innerText()).toContain("Registrato due volte per errore");
  });

  it("with JavaScript, the amount just recorded leaves the field once the payment is listed", async ({
    staffPage: page,
  }) => {
    await visit(page, server.url + ids.buonoPath);
    const payments = page.getByRole("list", { name: "Pagamenti ricevuti" });
    const before = await payments.getByRole("listitem").count();
    await page.getByLabel("Importo ricevuto (€)").fill("1,00");
    await page.getByRole("button", { name: "Registra pagamento" }).click();
    await expect.poll(() => payments.getByRole("listitem").count()).toBe(before + 1);
    await page.getByText("Pagamento registrato.").waitFor();
    await expect.poll(() => page.getByLabel("Importo ricevuto (€)").inputValue()).toBe("");
  });
});

describe("staff running an edition", () => {
  // A long journey of many page loads: on a busy machine it outlives the default minute.
  it(
    "confirm, complete and certify a participant; the attestato verifies and can be revoked",
    { timeout: 180_000 },
    async ({ staffPage: page, visitorPage }) => {
      await visit(page, server.url + runPath);
      await page.locator("h1", { hasText: "Didattica inclusiva con le tecnologie" }).waitFor();
      await expect(page.locator("main").innerText()).resolves.toContain("2 su 2 posti");
      await expectNoAxeViolations(page);

      // Between steps the screen is opened anew with a GET (`visit`), never a reload:
      // a change clicked before hydration is a plain form POST, which a reload re-sends.
      // An invalid transition is refused in Italian, and nothing changes.
      await applyStatus(page, ["Marco Gallo"], "Completata");
      await expectNotice(page, /^Marco Gallo: da «Ricevuta» non si passa a «Completata»/);

      await visit(page, page.url());
      await applyStatus(page, ["Lucia Ferrara", "Marco Gallo"], "Pagamento verificato");
      await expectNotice(page, "2 iscrizioni portate a «Pagamento verificato».");
      await visit(page, page.url());
      await applyStatus(page, ["Lucia Ferrara"], "Confermata");
      await expectNotice(page, "1 iscrizione portata a «Confermata».");

      // Marco cancels: Sara, first on the waiting list, takes his seat.
      await visit(page, page.url());
      await applyStatus(page, ["Marco Gallo"], "Annullata");
      await expectNotice(
        page,
        "1 iscrizione portata a «Annullata». Dalla lista d'attesa è entrata in un posto libero: Sara Lorusso.",
      );

      await visit(page, page.url());
      await page.getByLabel("Ore frequentate da Lucia Ferrara").fill("20");
      await page.getByRole("button", { name: "Salva le ore" }).click();
      await expectNotice(page, "Ore frequentate salvate (1 partecipante).");
      await visit(page, page.url());
      await applyStatus(page, ["Lucia Ferrara"], "Completata");
      await expectNotice(page, "1 iscrizione portata a «Completata».");

      await page.getByRole("button", { name: "Rilascia l'attestato a Lucia Ferrara" }).click();
      const issued = page.getByText(/^Attestato rilasciato \(codice [0-9A-Z-]{24}\)\.$/);
      await issued.waitFor();
      const code = (await issued.innerText()).match(/codice ([0-9A-Z-]{24})/)![1]!;
      await expectNoAxeViolations(page);

      // The PDF, downloaded as staff do: a real PDF with the name and the code.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "PDF dell'attestato di Lucia Ferrara" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`attestato-${code}.pdf`);
      const pdf = await downloadedBytes(file);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf).replace(/\s+/g, " ");
      expect(text).toContain("Lucia Ferrara");
      expect(text).toContain(`Codice di verifica: ${code}`);
      expect(text).toContain(`/attestati/${code}`);

      // Anyone verifies it: valid, with no fiscal code and no script.
      const visitor = await visitorPage();
      const verifyUrl = `${server.url}/attestati/${code}`;
      await visit(visitor, verifyUrl);
      await visitor.locator("h1", { hasText: "Verifica dell'attestato" }).waitFor();
      const main = await visitor.locator("main").innerText();
      expect(main).toContain(
        "Valido: questo attestato è stato rilasciato da Polo Formativo Lucano.",
      );
      expect(main).toContain("Lucia Ferrara");
      expect(main).toContain("Dal 2 marzo 2027 al 27 aprile 2027");
      const html = await (await fetch(verifyUrl)).text();
      expect(html).not.toContain("FRRLCU82C45G942K");
      // Plain HTML: the layout's one small inline script, no module, no route data.
      expect(html).toContain('<html lang="it" data-zero-script="">');
      expect(html).not.toMatch(/<script[^>]*(type="module"|src=)|modulepreload/);
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      await expectCleanPage(visitor);

      const unknown = await fetch(`${server.url}/attestati/0000-0000-0000-0000-0000`);
      expect(unknown.status).toBe(404);
      const unknownHtml = await unknown.text();
      expect(unknownHtml).toContain("Attestato non trovato");
      expect((await fetch(`${server.url}/attestati/0000-0000-0000-0000-0000/pdf`)).status).toBe(
        404,
      );

      expect(
        await validateHtml([
          { name: "verifica", html },
          { name: "codice sconosciuto", html: unknownHtml },
          { name: "edizione", html: await staffHtml(page, runPath) },
        ]),
      ).toEqual([]);

      // Staff revoke it, with a reason, after confirming.
      await page.getByRole("link", { name: "Revoca l'attestato di Lucia Ferrara" }).click();
      await page.getByRole("heading", { name: "Revoca dell'attestato" }).waitFor();
      await page.getByLabel("Motivo della revoca").fill("no");
      await page.getByRole("button", { name: "Sì, revoca l'attestato" }).click();
      await page.getByText("Scrivi il motivo della revoca (almeno 5 caratteri)").waitFor();
      await page.getByLabel("Motivo della revoca").fill("Ore registrate per errore");
      await page.getByRole("button", { name: "Sì, revoca l'attestato" }).click();
      await expectNotice(page, "Attestato revocato: la verifica pubblica ora dice «Revocato».");

      await visit(visitor, verifyUrl);
      await expect(visitor.locator("main").innerText()).resolves.toMatch(
        /Revocato il \d+ \w+ \d{4}: questo attestato non è più valido\./,
      );
      expect((await fetch(`${verifyUrl}/pdf`)).status).toBe(410);
      // The two refusals above (a transition, a reason too short) answered 400 on purpose.
      const refused =
        "Failed to load resource: the server responded with a status of 400 (Bad Request)";
      expect(page.consoleErrors).toEqual([refused, refused]);
    },
  );

  it("see the open edition's counts on the dashboard", async ({ staffPage: page }) => {
    await visit(page, server.url + "/admin/dashboard");
    const section = page.getByRole("region", { name: "Edizioni aperte" });
    await section.waitFor();
    await expect(section.innerText()).resolves.toMatch(
      /Didattica inclusiva con le tecnologie, dal 2 marzo 2027 al 27 aprile 2027\s+\d\/2 iscritti · \d pagat[oi] · \d in lista d'attesa/,
    );
  });

  it("work on a phone", async ({ staffPage, openPage }) => {
    const cookies = await staffPage.context().cookies();
    const phone = await openPage(PHONE);
    await phone.context().addCookies(cookies);
    await visit(phone, server.url + runPath);
    await phone.locator("h1", { hasText: "Didattica inclusiva con le tecnologie" }).waitFor();
    await expectCleanPhonePage(phone);
  });

  it("work without JavaScript: the bulk form posts and the answer comes back in Italian", async ({
    staffPage,
    noJsPage,
  }) => {
    await noJsPage.context().addCookies(await staffPage.context().cookies());
    await visit(noJsPage, server.url + runPath);
    await noJsPage
      .getByLabel("Cambia lo stato dei selezionati")
      .selectOption({ label: "Confermata" });
    await noJsPage.getByRole("button", { name: "Applica" }).click();
    await noJsPage.getByText("Seleziona almeno un partecipante.").waitFor();
  });

  it("anonymous visitors cannot see the edition, its CSV or a payment proof", async () => {
    for (const suffix of [
      "",
      "/export.csv",
      "/iscritti/00000000-0000-4000-8000-000000000000/ricevuta",
    ]) {
      const res = await fetch(server.url + runPath + suffix, { redirect: "manual" });
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });

  it("export the participants as CSV", async ({ staffPage: page }) => {
    await visit(page, server.url + runPath);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Esporta CSV" }).click();
    const csv = (await downloadedBytes(await download)).toString("utf8");
    expect(csv).toMatch(/^\uFEFFRiferimento;Data;Stato;Nome e Cognome/);
    expect(csv).toContain(";Sara Lorusso;");
  });

  // Last: it erases a participant the tests above count on.
  it("open a participant's page on a phone and erase their data on request, after confirming", async ({
    staffPage,
    openPage,
  }) => {
    const phone = await openPage(PHONE);
    await phone.context().addCookies(await staffPage.context().cookies());
    await visit(phone, server.url + runPath);
    await phone.getByRole("link", { name: "Dettagli di Sara Lorusso" }).click();
    await phone.getByRole("heading", { level: 1, name: /Sara Lorusso/ }).waitFor();
    await expectCleanPhonePage(phone);
    const detailPath = new URL(phone.url()).pathname;
    expect(
      await validateHtml([{ name: "partecipante", html: await staffHtml(staffPage, detailPath) }]),
    ).toEqual([]);
    await phone.getByRole("link", { name: "Cancella i dati" }).click();
    await phone.getByRole("button", { name: "Sì, elimina" }).click();
    await expectNotice(
      phone,
      "Iscrizione cancellata, con il suo documento di pagamento e l'eventuale attestato.",
    );
    expect(await phone.locator("main").innerText()).not.toContain("Sara Lorusso");
    expect(
      (
        await fetch(server.url + detailPath, {
          headers: {
            cookie: (await staffPage.context().cookies())
              .map((c) => `${c.name}=${c.value}`)
              .join("; "),
          },
        })
      ).status,
    ).toBe(404);
  });
});
