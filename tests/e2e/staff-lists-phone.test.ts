// Every staff list and its filter row read on a phone (390×844): no sideways
// scroll, no long text squeezed into a sliver, no row taller than a few
// screens, every control big enough for a finger, and axe still clean. The
// data (long names, e-mails, subjects and titles) is written into the
// server's data directory before it starts, on top of the sample content.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import {
  auditLog,
  contactMessages,
  enrolments,
  jobs,
  faqItems,
  mediaItems,
  newsPosts,
  priceOffers,
  users,
  calls,
  courses,
  invoices,
} from "~/platform/db/schema";
import { isoDateInRome } from "~/platform/format-date";
import { eq } from "drizzle-orm";
import { expectNoAxeViolations, PHONE, visit } from "../support/browser";
import {
  aContactMessageRow,
  aNewsPost,
  anEnrolment,
  insertCourseEdition,
} from "../support/builders";
import { ADMIN, staffServer } from "../support/fixtures";
import { hashPassword } from "~/features/staff/auth/passwords.server";

const LONG_NAME = "Maria Addolorata Francesca Santomauro-Lopardo Dell'Annunziata";
const LONG_EMAIL =
  "mariaaddolorata.francesca.santomauro-lopardo@istitutocomprensivo-potenza.edu.it";
const LONG_TITLE =
  "Didattica digitale integrata e ambienti di apprendimento inclusivi per la scuola secondaria";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-e2e-"));
const ids = await (async () => {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database, seedDatabase);
  const { db } = database;
  const { course, edition } = await insertCourseEdition(db, "didattica-digitale-lunga", {
    place: "Istituto di Istruzione Superiore «Leonardo da Vinci», aula magna del secondo piano",
  });
  // First in the staff list, with a long title.
  await db
    .update(courses)
    .set({ title: LONG_TITLE, sortOrder: -1 })
    .where(eq(courses.id, course.id));
  // The account the test signs in with (the server creates it only when no account exists).
  await db.insert(users).values({
    email: ADMIN.email,
    name: "Segreteria",
    passwordHash: await hashPassword(ADMIN.password),
    role: "amministratore",
  });
  const [admin] = await db
    .insert(users)
    .values({
      email: LONG_EMAIL,
      name: LONG_NAME,
      passwordHash: await hashPassword(ADMIN.password),
      role: "amministratore",
    })
    .returning();
  for (let n = 1; n <= 4; n++) {
    await db.insert(enrolments).values(
      anEnrolment(edition.id, {
        fullName: `${LONG_NAME} ${n}`,
        email: `${n}.${LONG_EMAIL}`,
        school: "Istituto Comprensivo Statale «Giovanni Pascoli» di Potenza e Tito Scalo",
      }),
    );
    await db.insert(contactMessages).values(
      aContactMessageRow({
        name: `${LONG_NAME} ${n}`,
        email: `${n}.${LONG_EMAIL}`,
        subject: `Richiesta di informazioni sul corso ${LONG_TITLE} numero ${n}`,
      }),
    );
    // The outbox: one mail sent (its kept copy) and one waiting, written from its template.
    await db.insert(jobs).values([
      {
        kind: "mail.test",
        payload: { to: `${n}.${LONG_EMAIL}` },
        status: "done",
        attempts: 1,
        doneAt: new Date(),
        sent: { to: `${n}.${LONG_EMAIL}`, subject: `${LONG_TITLE} (${n})`, text: LONG_NAME },
      },
      { kind: "mail.test", payload: { to: `${n}.${LONG_EMAIL}` } },
    ]);
    await db.insert(auditLog).values({
      actorId: admin!.id,
      actorLabel: LONG_NAME,
      action: "modifica",
      entityType: "corso",
      entityId: course.id,
      summary: `Modificato il corso «${LONG_TITLE}»: date, sede e descrizione (${n})`,
    });
  }
  await db.insert(newsPosts).values(
    aNewsPost("notizia-dal-titolo-molto-lungo", {
      title: `${LONG_TITLE}: le iscrizioni sono aperte fino al 30 giugno`,
      excerpt: "Un sommario abbastanza lungo da andare a capo più di una volta sul telefono.",
    }),
  );
  await db.insert(calls).values({
    key: "bando-dal-titolo-lungo",
    title: `Avviso pubblico regionale per la formazione dei docenti: ${LONG_TITLE}`,
    deadline: new Date("2027-06-30T10:00:00Z"),
  });
  await db.insert(priceOffers).values({
    list: "docenti",
    title: `Percorso annuale di formazione: ${LONG_TITLE}`,
    summary: "Quaranta ore in presenza e online, con materiali e attestato finale.",
    priceCents: 35_000,
    contactLabel: "Chiedi informazioni alla segreteria",
    position: 99,
  });
  await db.insert(faqItems).values({
    page: "contatti",
    question: `Posso pagare con la Carta del Docente il corso «${LONG_TITLE}»?`,
    answer: "<p>Sì, con un buono generato sul sito della Carta del Docente.</p>",
    position: 99,
  });
  await db.insert(mediaItems).values({
    url: "/images/map-marker.svg",
    alt: "Il segnaposto della mappa: la sede dell'istituto nel centro storico di Potenza",
    originalName: "segnaposto-della-mappa-della-sede-centrale-di-potenza-definitivo.svg",
    mime: "image/svg+xml",
    width: 64,
    height: 64,
    size: 1_234,
  });
  // An invoice of this month, the month /admin/fatture opens on (decision 063).
  await db.insert(invoices).values({
    year: 2027,
    number: 1,
    format: "FPR12",
    documentType: "TD01",
    purpose: "iscrizione",
    buyerName: LONG_NAME,
    buyerAddress: { street: "Via Pretoria 122", postalCode: "85100", city: "Potenza" },
    recipientCode: "0000000",
    lines: [],
    taxableCents: 19_900,
    taxCents: 0,
    totalCents: 19_900,
    stampDutyCents: 200,
    issuedOn: isoDateInRome(new Date()),
    fileName: "IT01987650764_27001.xml",
    xml: "<FatturaElettronica/>",
  });
  await database.close();
  return { courseId: course.id, editionId: edition.id };
})();

const { it, server } = staffServer({ DATA_DIR: dataDir });

const PAGES = [
  "/admin/iscrizioni",
  "/admin/messaggi",
  "/admin/email",
  "/admin/corsi",
  "/admin/dashboard",
  "/admin/bandi",
  "/admin/prezzi",
  "/admin/faq",
  "/admin/media",
  "/admin/utenti",
  "/admin/registro",
  "/admin/fatture",
  `/admin/corsi/${ids.courseId}/edizioni/${ids.editionId}`,
  `/admin/corsi/${ids.courseId}/edizioni`,
];

/**
 * What on the page a phone cannot read or use, measured in the browser:
 * - the page scrolls sideways;
 * - an element whose own text (its direct text nodes) has 25 characters or
 *   more is narrower than 140 px;
 * - a row of a list (a table's `tr`, a list's `li`) is taller than 1,600 px;
 * - a control (button, input, select, textarea, or a link drawn as a button:
 *   not inline, with a border or a background) is under 44 px either way.
 *   A checkbox or radio button counts as its label's box when a label wraps it:
 *   the label is what a finger presses.
 * Elements not rendered (closed `<details>`, `display: none`) and visually
 * hidden ones (sr-only, a 1 px clip) are left out.
 */
function phoneProblems(): string[] {
  const problems: string[] = [];
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> «${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50)}»`;
  const shown = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)")
        return false;
    }
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const width = document.documentElement.scrollWidth;
  if (width > innerWidth)
    problems.push(`the page is ${width} px wide on a ${innerWidth} px screen`);

  for (const el of document.body.querySelectorAll("*")) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? "")
      .join("")
      .replace(/\s+/g, " ")
      .trim();
    if (own.length < 25 || !shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 140) problems.push(`text ${Math.round(box.width)} px wide: ${describe(el)}`);
  }
  for (const row of document.querySelectorAll("main tr, main li")) {
    if (!shown(row)) continue;
    const { height } = row.getBoundingClientRect();
    if (height > 1600) problems.push(`row ${Math.round(height)} px tall: ${describe(row)}`);
  }
  const controls = [...document.querySelectorAll("button, input, select, textarea, a")];
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.type === "hidden") continue;
    if (control instanceof HTMLAnchorElement) {
      const style = getComputedStyle(control);
      const drawnAsButton =
        style.display !== "inline" &&
        (parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== "rgba(0, 0, 0, 0)");
      if (!drawnAsButton) continue;
    }
    if (!shown(control)) continue;
    const target =
      control instanceof HTMLInputElement &&
      (control.type === "checkbox" || control.type === "radio") &&
      control.closest("label")
        ? control.closest("label")!
        : control;
    const box = target.getBoundingClientRect();
    if (box.height < 44 || box.width < 44)
      problems.push(
        `control ${Math.round(box.width)}×${Math.round(box.height)} px: ${describe(control)}`,
      );
  }
  return problems;
}

it("every staff list and its filters are readable and usable on a phone", async ({
  staffPage,
  openPage,
}) => {
  // Cookies already accepted: the banner is the public site's, and covers nothing here.
  const phone = await openPage({ ...PHONE, cookiesAccepted: true });
  await phone.context().addCookies(await staffPage.context().cookies());
  const found: Record<string, string[]> = {};
  for (const pathname of PAGES) {
    const response = await visit(phone, server.url + pathname);
    expect(response?.status(), pathname).toBe(200);
    // The seeded long texts are on the page, so the measures are of real rows.
    await expect(phone.locator("main").innerText(), pathname).resolves.toMatch(
      /Santomauro|Didattica digitale integrata|Carta del Docente|segnaposto|Avviso pubblico/,
    );
    const problems = await phone.evaluate(phoneProblems);
    if (problems.length > 0) found[pathname] = problems;
  }
  expect(found).toEqual({});
  for (const pathname of PAGES) {
    await visit(phone, server.url + pathname);
    await expectNoAxeViolations(phone);
  }
  expect(phone.consoleErrors).toEqual([]);
}, 300_000);
