// One teacher from enrolment to attestato, as she and the office live it, with
// a real SMTP server receiving every e-mail: the private link of the first
// e-mail opens her page; staff verify the payment and confirm the seat, fill
// the register for every lesson; she answers the questionnaire; staff issue
// the attestato; her calendar file holds every lesson in Rome time. The
// edition (two lessons that ended yesterday and the day before) is written
// into the server's embedded database before it starts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { STARTER_IMAGE_FILE, starterImageFor } from "~/platform/db/starter-image.server";
import { editionLessons } from "~/platform/db/schema";
import { expectCleanPhonePage, PHONE, visit, type TrackedPage } from "../support/browser";
import { aFiscalCode, insertCourseEdition, RECEIPT_PDF } from "../support/builders";
import { fillInvoiceData, fillPerson } from "../support/enrolment-form";
import { ADMIN, it } from "../support/fixtures";
import { startServer, type TestServer } from "../support/server";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../support/smtp";
import { signInOverHttp } from "../support/staff";

const HOUR = 3_600_000;
/** Attempts of the test so far (a retry enrols a person of its own). */
let attempts = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-percorso-"));
let server: TestServer;
let smtp: TestSmtp;
let coursePath = "";
let editionPath = "";
/** The two lessons' instants, oldest first. */
const lessons: Array<{ startsAt: Date; endsAt: Date }> = [];

beforeAll(async () => {
  const image = starterImageFor(dataDir, path.resolve("build/server", STARTER_IMAGE_FILE));
  const database = await openDatabase({ dataDir, loadDataDir: image });
  const now = Date.now();
  const { course, edition } = await insertCourseEdition(database.db, "corso-percorso", {
    startDate: new Date(now - 50 * HOUR).toISOString().slice(0, 10),
    endDate: new Date(now - 26 * HOUR).toISOString().slice(0, 10),
    enrolmentDeadline: null,
    priceCents: 15000,
    certificateHours: 0,
  });
  for (const hoursAgo of [50, 26]) {
    const startsAt = new Date(now - hoursAgo * HOUR);
    lessons.push({ startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) });
  }
  await database.db.insert(editionLessons).values(
    lessons.map((l, i) => ({
      editionId: edition.id,
      ...l,
      title: `Lezione ${i + 1}`,
      onlineUrl: "https://meet.example.org/corso-percorso",
    })),
  );
  await database.close();
  coursePath = "/corsi/corso-percorso";
  editionPath = `/admin/corsi/${course.id}/edizioni/${edition.id}`;
  smtp = await startSmtp();
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The first e-mail to `to` whose subject matches, once it arrives (the outbox sends within seconds). */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const found = smtp.mails.find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `no e-mail «${subject}» to ${to}; received: ${smtp.mails.map((m) => m.subject).join(" | ")}`,
  );
}

/** The private page's path in an e-mail (the origin is the configured PUBLIC_URL). */
function pagePathIn(mail: ReceivedMail): string {
  const match = mail.text.match(/\/iscrizioni\/([A-Za-z0-9_-]{22,})/);
  expect(match, mail.text).not.toBeNull();
  return `/iscrizioni/${match![1]}`;
}

/** Staff change the participant's status on the edition's screen. */
async function changeStatus(staff: TrackedPage, name: string, status: string) {
  await visit(staff, server.url + editionPath);
  await staff.getByRole("checkbox", { name, exact: true }).check();
  await staff.getByLabel("Cambia lo stato dei selezionati").selectOption({ label: status });
  await staff.getByRole("button", { name: "Applica" }).click();
  await staff
    .getByRole("list", { name: "Partecipanti" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByText(status, { exact: true })
    .waitFor();
}

it("follows one teacher from enrolment to attestato, with an e-mail at every step", async ({
  visitorPage,
  openPage,
}) => {
  // A person of this attempt's own: a retry must not read the first attempt's e-mails.
  const attempt = attempts++;
  const name = `Marco Rossi ${"ABCDEFGH"[attempt]}`;
  const email = `marco.rossi.${attempt}@example.org`;
  // 1. She enrols with her Carta del Docente buono (the manual path: code and PDF).
  const teacher = await visitorPage();
  await visit(teacher, `${server.url}${coursePath}/iscrizione`);
  await teacher
    .getByRole("radio", { name: /^Online, dal / })
    .first()
    .check();
  await fillPerson(teacher, aFiscalCode(900 + attempt));
  await teacher.getByLabel("Nome e cognome *").fill(name);
  await teacher.getByLabel("Email *").fill(email);
  await teacher.getByRole("radio", { name: "Carta del Docente" }).check();
  await fillInvoiceData(teacher);
  await teacher.getByLabel("Codice del buono della Carta del Docente").fill("aB3dE5fG");
  await teacher.getByLabel("Buono della Carta del Docente o ricevuta del bonifico").setInputFiles({
    name: "buono.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(RECEIPT_PDF),
  });
  await teacher.getByLabel(/Ho letto l'informativa/).check();
  await teacher.getByRole("button", { name: "Invia iscrizione" }).click();
  await teacher.getByTestId("conferma-iscrizione").waitFor();
  await expect(teacher.getByTestId("importo-dovuto").innerText()).resolves.toBe("€ 150,00");

  // 2. The first e-mail's private link opens her page.
  const received = await mailTo(email, /ricevuta/i);
  expect(received.text, received.text).toContain("€ 150,00");
  const ownPage = pagePathIn(received);
  await visit(teacher, server.url + ownPage);
  await expect(teacher.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
    "La tua iscrizione",
  );
  await expect(teacher.getByTestId("stato").innerText()).resolves.toMatch(/Ricevuta/);

  // 3. Staff verify the payment and confirm the seat: an e-mail for each.
  const staff = await openPage();
  const cookie = await signInOverHttp(server.url, ADMIN);
  await staff.context().addCookies([{ ...cookie, url: server.url }]);
  await changeStatus(staff, name, "Pagamento verificato");
  const paid = await mailTo(email, /pagamento ricevuto/i);
  expect(paid.text).toContain("€ 150,00");
  await changeStatus(staff, name, "Confermata");
  const confirmed = await mailTo(email, /confermat/i);
  expect(confirmed.text).toMatch(/\/iscrizioni\//);

  // 4. The register, lesson by lesson: present for the whole lesson.
  for (const [index] of lessons.entries()) {
    await visit(staff, `${server.url}${editionPath}/registro`);
    await staff.getByLabel("Lezione").selectOption({ index });
    await Promise.all([
      staff.waitForURL(/lezione=/),
      staff.getByRole("button", { name: "Apri il registro" }).click(),
    ]);
    await staff.getByRole("group", { name, exact: true }).getByLabel("Presente").check();
    await staff.getByRole("button", { name: "Salva il registro" }).click();
    await staff.getByText(/^Registro salvato \(\d partecipant[ei]\)/).waitFor();
  }

  // The office's new screens on a phone: no horizontal scroll, nothing axe finds.
  const phone = await openPage(PHONE);
  await phone.context().addCookies([{ ...cookie, url: server.url }]);
  for (const screen of ["lezioni", "registro"]) {
    await visit(phone, `${server.url}${editionPath}/${screen}`);
    await expectCleanPhonePage(phone);
  }

  // 5. The questionnaire, from her page: every scale answered 5.
  await visit(teacher, server.url + ownPage);
  await teacher.getByRole("link", { name: "Compila il questionario" }).click();
  const scales = teacher.locator("fieldset:has(input[type=radio])");
  for (let i = 0; i < (await scales.count()); i++) {
    await scales.nth(i).locator("input[type=radio]").last().check();
  }
  await teacher.getByRole("button", { name: "Invia le risposte" }).click();
  await teacher
    .getByText(/grazie/i)
    .first()
    .waitFor();

  // 6. The attestato: the course completed, issued after the last lesson for the four hours attended.
  await changeStatus(staff, name, "Completata");
  await staff.getByRole("button", { name: `Rilascia l'attestato a ${name}`, exact: true }).click();
  const issued = await mailTo(email, /attestato/i);
  const code = issued.text.match(/[0-9A-Z]{4}(?:-[0-9A-Z]{4}){4}/)?.[0];
  expect(code, issued.text).toBeDefined();
  expect(issued.text).toMatch(/4 ore/);
  await visit(teacher, `${server.url}/attestati/${code}`);
  await expect(teacher.locator("main").innerText()).resolves.toMatch(/Valido/);

  // 7. Her calendar file: every lesson, in Rome time, with the online link she holds a seat for.
  const ics = await fetch(`${server.url}${ownPage}/calendario.ics`);
  expect(ics.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(lessons.length);
  for (const [i, event] of events
    .sort((a, b) => a.startDate.toJSDate().getTime() - b.startDate.toJSDate().getTime())
    .entries()) {
    expect(event.startDate.zone.tzid).toBe("Europe/Rome");
    expect(event.startDate.toJSDate().getTime()).toBe(
      Math.floor(lessons[i]!.startsAt.getTime() / 1000) * 1000,
    );
    expect(event.endDate.toJSDate().getTime()).toBe(
      Math.floor(lessons[i]!.endsAt.getTime() / 1000) * 1000,
    );
    expect(event.location + event.description).toContain("https://meet.example.org/");
  }
});
