import { describe, expect } from "vitest";
import {
  downloadedBytes,
  expectNoAxeViolations,
  visit,
  type TrackedPage,
} from "../../../../tests/support/browser";
import { staffServer } from "../../../../tests/support/fixtures";
import {
  aContactRequest,
  aRegistration,
  registrationForm,
} from "../../../../tests/support/builders";

const { it, server } = staffServer();
let registrationId = "";

// A receipt whose bytes look like a JPEG and then like a web page: it must
// never be rendered by the browser (docs/architecture.md, "facts checked").
const POLYGLOT = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.from("<html><script>document.title='eseguito'</script></html>"),
]);

it.beforeAll(async () => {
  const contact = await fetch(server.url + "/contatti", {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams(
      aContactRequest({
        name: "Lucia Bianchi",
        email: "lucia.bianchi@example.org",
        subject: "Proposta di collaborazione",
        message: "Siamo un istituto comprensivo e vorremmo organizzare un corso per il collegio.",
      }),
    ),
  });
  expect(contact.status).toBe(200);
  const form = registrationForm(aRegistration({ subject: "Inglese", isAnilsMember: "Sì" }), {
    bytes: POLYGLOT,
    name: "<script>ricevuta.jpg",
  });
  const registration = await fetch(server.url + "/iscrizione-cedils", {
    method: "POST",
    headers: { Origin: server.url },
    body: form,
  });
  expect(registration.status).toBe(200);
});
/** Opens a staff page with a signed-in page (the anonymous redirect is tested above). */
async function openAsStaff(page: TrackedPage, path: string, heading: string) {
  await visit(page, server.url + path);
  expect(new URL(page.url()).pathname).toBe(path);
  await page.locator("h1", { hasText: heading }).waitFor();
}

describe("anonymous visitors", () => {
  it.each(["/admin/messaggi", "/admin/iscrizioni", "/admin/iscrizioni/export.csv"])(
    "%s sends them to the sign-in page",
    async (path) => {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
    },
  );

  it("cannot download a receipt, whatever the id", async () => {
    const ids = ["00000000-0000-4000-8000-000000000000", "..%2F..%2Fetc%2Fpasswd"];
    for (const id of ids) {
      const res = await fetch(`${server.url}/admin/iscrizioni/${id}/ricevuta`, {
        redirect: "manual",
      });
      expect([302, 303, 401, 403]).toContain(res.status);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
    // Nothing under the public folders either.
    const uploads = await fetch(`${server.url}/uploads/receipts/`);
    expect(uploads.status).toBe(404);
  });
});

describe("staff", () => {
  it("see the new message, open it and mark it handled", async ({ staffPage: page }) => {
    await openAsStaff(page, "/admin/messaggi", "Messaggi");
    await expect(page.locator("h1").innerText()).resolves.toBe("Messaggi");
    const link = page.getByRole("link", { name: "Proposta di collaborazione – Lucia Bianchi" });
    await expect(page.getByText("Nuovo", { exact: true }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await link.click();
    await page.waitForURL(/\/admin\/messaggi\/[0-9a-f-]{36}$/);
    await page.locator("h1", { hasText: "Proposta di collaborazione" }).waitFor();
    await expect(page.locator("main").innerText()).resolves.toContain(
      "vorremmo organizzare un corso per il collegio",
    );
    await expect(
      page.getByRole("link", { name: "Rispondi via email" }).getAttribute("href"),
    ).resolves.toMatch(/^mailto:lucia\.bianchi@example\.org\?subject=Re%3A/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Segna come gestito" }).click();
    await page.getByText("Stato aggiornato.").waitFor();
    await page.getByRole("button", { name: "Segna come da gestire" }).waitFor();
    await page.goto(server.url + "/admin/messaggi");
    await expect(page.getByText("Gestito", { exact: true }).count()).resolves.toBe(1);
    expect(page.consoleErrors).toEqual([]);
  });

  it("see the registration in the one list, download its receipt safely, confirm it, and export CSV", async ({
    staffPage: page,
  }) => {
    await openAsStaff(page, "/admin/iscrizioni", "Iscrizioni");
    await expect(page.getByTestId("soglia").innerText()).resolves.toMatch(
      /^0 iscrizioni confermate su 10 necessarie/,
    );
    const link = page.getByRole("link", { name: /^CED-\d{4}-0001 – Marco Rossi$/ });
    // The row names the course and the edition (decision 049).
    await expect(page.locator("main").innerText()).resolves.toContain(
      "Preparazione alla certificazione CEDILS 2025",
    );
    await expectNoAxeViolations(page);

    // Search by reference.
    const search = page.getByRole("searchbox", { name: "Cerca" });
    await search.fill("CED-");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await page.waitForURL(/q=CED-/);
    await search.and(page.locator("[value='CED-']")).waitFor();
    await link.waitFor();
    await expect(link.count()).resolves.toBe(1);
    await search.fill("nessuno-così");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await page.getByText("Nessun risultato per «nessuno-così».", { exact: false }).waitFor();
    await page.goto(server.url + "/admin/iscrizioni");

    // The row leads to the participant page of the CEDILS edition.
    await link.click();
    await page.waitForURL(
      /\/admin\/corsi\/[0-9a-f-]{36}\/edizioni\/[0-9a-f-]{36}\/iscritti\/[0-9a-f-]{36}$/,
    );
    await page.locator("h1", { hasText: /^CED-\d{4}-0001 – Marco Rossi$/ }).waitFor();
    const participant = page.url();
    registrationId = participant.split("/").pop()!;
    const main = await page.locator("main").innerText();
    expect(main).toContain("RSSMRA85T10A562S");
    // The CEDILS form's own fields.
    expect(main).toContain("Socio ANILS");
    expect(main).toContain("Materia di insegnamento");
    expect(main).toContain("Inglese");
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Scarica il documento" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^CED-\d{4}-0001-ricevuta\.jpg$/);
    expect(await downloadedBytes(download)).toEqual(POLYGLOT);

    // Headers: an attachment, never sniffed, sandboxed if opened anyway; the
    // registration's old address leads there.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const old = await fetch(`${server.url}/admin/iscrizioni/${registrationId}/ricevuta`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`${new URL(participant).pathname}/ricevuta`);
    const res = await fetch(`${participant}/ricevuta`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="CED-/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("cache-control")).toContain("no-store");

    // Pagamento verificato, then Confermata, on the edition screen: the threshold counter moves.
    await page.getByRole("link", { name: "Torna ai partecipanti" }).click();
    for (const status of ["Pagamento verificato", "Confermata"]) {
      await page.getByLabel("Marco Rossi", { exact: true }).check();
      await page.getByLabel("Cambia lo stato dei selezionati").selectOption({ label: status });
      await page.getByRole("button", { name: "Applica" }).click();
      await page.getByText(`1 iscrizione portata a «${status}».`).waitFor();
      // A GET of the screen, not a reload: clicked before hydration, the change was
      // a plain form POST, which a reload would send again (refused: 409).
      await visit(page, page.url());
    }
    await page.goto(server.url + "/admin/iscrizioni");
    await expect(page.getByTestId("soglia").innerText()).resolves.toMatch(
      /^1 iscrizione confermata su 10 necessarie: ne mancano 9\.$/,
    );

    const csv = await fetch(`${server.url}/admin/iscrizioni/export.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="iscrizioni-/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^Riferimento;Data;Corso;Edizione;Stato;Nome e Cognome;Codice Fiscale;/,
    );
    expect(lines[1]).toMatch(
      /^CED-\d{4}-0001;.*;Preparazione alla certificazione CEDILS 2025;.*;Confermata;Marco Rossi;RSSMRA85T10A562S;/,
    );
    expect(page.consoleErrors).toEqual([]);
  });
});
