// Personal data (decision 042) in the browser: an amministratore erases a CEDILS
// registration (an enrolment since decision 049) on a phone after confirming,
// and its receipt is gone; the art. 15
// export downloads; a redattore has neither; the retention periods saved in the
// settings are the ones the privacy policy states.
import { describe, expect } from "vitest";
import {
  downloadedBytes,
  expectCleanPage,
  expectCleanPhonePage,
  expectH1,
  expectNoAxeViolations,
  openDialog,
  type TrackedPage,
  PHONE,
  visit,
} from "../../../tests/support/browser";
import { ADMIN, staffServer } from "../../../tests/support/fixtures";
import type { TestServer } from "../../../tests/support/server";
import { signInOverHttp } from "../../../tests/support/staff";
import {
  aFiscalCode,
  aRegistration,
  RECEIPT_PDF,
  registrationForm,
} from "../../../tests/support/builders";

const { it } = staffServer();

// Two people register through the public form (twice is within its rate limit).
it.beforeAll(async ({ server }) => {
  // Two people: one fiscal code holds one live enrolment per edition (decision 059).
  for (const [fullName, email, fiscalCode] of [
    ["Elena Gialli", "elena.gialli@example.org", aFiscalCode(41)],
    ["Franco Viola", "franco.viola@example.org", aFiscalCode(42)],
  ] as const) {
    const res = await fetch(server.url + "/iscrizione-cedils", {
      method: "POST",
      headers: { Origin: server.url },
      body: registrationForm(aRegistration({ fullName, email, fiscalCode }), {
        bytes: RECEIPT_PDF,
        name: "bonifico.pdf",
      }),
    });
    expect(res.status).toBe(200);
  }
});

/** Opens a registration's participant page from the one list, found by name; returns its title. */
async function openRegistration(page: TrackedPage, server: TestServer, name: string) {
  await visit(page, `${server.url}/admin/iscrizioni?q=${encodeURIComponent(name)}`);
  const link = page.getByRole("link", { name: new RegExp(`^CED-\\d{4}-\\d{4} – ${name}$`) });
  const title = await link.innerText();
  await link.click();
  await expectH1(page, title);
  return title;
}

describe("personal data", () => {
  it("an amministratore erases a registration on a phone after confirming; its receipt then answers 404", async ({
    server,
    openPage,
  }) => {
    const session = await signInOverHttp(server.url, ADMIN);
    const cookie = `${session.name}=${session.value}`;
    const page = await openPage(PHONE);
    await page.context().addCookies([{ ...session, url: server.url }]);

    const title = await openRegistration(page, server, "Elena Gialli");
    const reference = title.split(" ")[0]!;
    const detail = page.url();
    const receipt = `${detail}/ricevuta`;
    expect((await fetch(receipt, { headers: { cookie } })).status).toBe(200);

    // The first step only asks: nothing is erased yet.
    const dialog = await openDialog(page, "Cancella i dati", "Cancella i dati personali");
    await expect(dialog.innerText()).resolves.toContain(
      "Vuoi cancellare definitivamente questa iscrizione, il suo documento di pagamento e l'eventuale attestato?",
    );
    await expectCleanPhonePage(page);
    await dialog.getByRole("link", { name: "Annulla" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await fetch(receipt, { headers: { cookie } })).status).toBe(200);

    // Confirmed: the registration and its receipt are gone.
    await page.getByRole("link", { name: "Cancella i dati" }).click();
    await dialog.getByRole("button", { name: "Sì, elimina" }).click();
    // Back on the CEDILS edition's screen, without her.
    await page.waitForURL(
      /\/admin\/corsi\/[0-9a-f-]{36}\/edizioni\/[0-9a-f-]{36}\?avviso=cancellata$/,
    );
    await page
      .getByText(
        "Iscrizione cancellata, con il suo documento di pagamento e l'eventuale attestato.",
      )
      .waitFor();
    await expect(page.locator("main").innerText()).resolves.not.toContain("Elena Gialli");
    await expectCleanPhonePage(page);
    expect((await fetch(receipt, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(detail, { headers: { cookie } })).status).toBe(404);

    // The history names it by reference only.
    await visit(page, `${server.url}/admin/registro?tipo=enrolment`);
    await page
      .getByText(
        `Iscrizione ${reference} cancellata, con i file allegati, su richiesta dell'interessato`,
      )
      .waitFor();
    await expect(page.locator("main").innerText()).resolves.not.toContain("Elena");
  });

  it("an amministratore downloads one person's data as JSON from the registration", async ({
    server,
    staffPage: page,
  }) => {
    const title = await openRegistration(page, server, "Franco Viola");
    const reference = title.split(" ")[0]!;
    await expectCleanPage(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Esporta dati (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dati-personali-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse((await downloadedBytes(download)).toString("utf8")) as {
      interessato: { email: string };
      iscrizioniCorsi: Array<{ riferimento: string; nomeCognome: string }>;
    };
    expect(exported.interessato.email).toBe("franco.viola@example.org");
    expect(exported.iscrizioniCorsi).toMatchObject([
      { riferimento: reference, nomeCognome: "Franco Viola" },
    ]);
  });

  it("a redattore sees neither tool, and the export answers 403", async ({
    server,
    editorPage: page,
  }) => {
    await visit(page, `${server.url}/admin/iscrizioni`);
    await page
      .getByText(
        "Il CSV che scarichi non contiene i codici fiscali: li esporta solo un amministratore.",
      )
      .waitFor();
    await openRegistration(page, server, "Franco Viola");
    await page
      .getByText(
        "L'esportazione e la cancellazione dei dati personali sono riservate agli amministratori.",
      )
      .waitFor();
    await expect(page.getByRole("link", { name: "Cancella i dati" }).count()).resolves.toBe(0);
    await expectCleanPage(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "staff_session")!;
    const exported = await fetch(`${page.url()}/dati.json`, {
      headers: { cookie: `staff_session=${cookie.value}` },
    });
    expect(exported.status).toBe(403);
  });

  it("the retention periods saved in the settings are the ones the privacy policy states", async ({
    server,
    staffPage: page,
    visitorPage,
  }) => {
    await visit(page, `${server.url}/admin/impostazioni`);
    const messages = page.getByLabel("Messaggi dal modulo contatti (mesi)");
    // 24 until someone saves (a retried test finds its own first attempt's 12).
    const shown = await messages.inputValue();
    expect(["24", "12"]).toContain(shown);
    const visitor = await visitorPage();
    await visit(visitor, `${server.url}/privacy-policy`);
    await visitor
      .getByText(`Conserviamo i messaggi del modulo di contatto per ${shown} mesi dal giorno`)
      .waitFor();
    await expectCleanPage(page);
    // A wrong value: the message next to the field, the value kept, nothing saved.
    await messages.fill("0");
    await page.getByRole("button", { name: "Salva le impostazioni" }).click();
    await page.getByText("Indica un numero intero di mesi, da 1 a 120.").waitFor();
    await expect(messages.inputValue()).resolves.toBe("0");
    await expectNoAxeViolations(page);
    // The refused save answered 400 on purpose; nothing else went wrong.
    expect(page.consoleErrors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    await messages.fill("12");
    await page.getByLabel("Iscrizioni e ricevute di pagamento (mesi)").fill("36");
    await page.getByRole("button", { name: "Salva le impostazioni" }).click();
    await page.waitForURL(/avviso=salvate/);

    await visit(visitor, `${server.url}/privacy-policy`);
    const text = await visitor.locator("main").innerText();
    expect(text).toContain("Conserviamo i messaggi del modulo di contatto per 12 mesi dal giorno");
    expect(text).toContain("per 36 mesi dalla fine dell'edizione del corso");
  });
});
