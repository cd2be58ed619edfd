import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, jobs, schoolOrders } from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { isEntityFiscalCode } from "~/features/school-orders/school-order-schemas";
import { aFiscalCode, anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { smtpPerTest } from "../../../tests/support/smtp";
import { formEnvPerTest } from "../../../tests/support/uploads";
import pino from "pino";
import { anOrderForm, postOrder, SCHOOL_FISCAL_CODE } from "./school-order-test-helpers";

describe("a school's fiscal code", () => {
  it("has 11 digits and the Partita IVA's check digit", () => {
    expect(isEntityFiscalCode(SCHOOL_FISCAL_CODE)).toBe(true);
    // A real company's number (Agenzia delle Entrate's own example family): check digit computed.
    expect(isEntityFiscalCode("00743110157")).toBe(true);
    expect(isEntityFiscalCode("80003150763")).toBe(false);
    expect(isEntityFiscalCode("8000315076")).toBe(false);
    expect(isEntityFiscalCode("8000315076A")).toBe(false);
  });
});

describeOnEachDatabase("a school's order on %s", (db) => {
  const testEnv = formEnvPerTest("ordine-scuola-");
  const inbox = smtpPerTest();

  it("takes three teachers in one order: one reference, an enrolment and a link for each, the school's price", async () => {
    const { course, edition } = await insertCourseEdition(db().db, "corso-ordine", {
      seats: 10,
      priceCents: 19900,
      schoolPriceCents: 15000,
    });
    const smtp = await inbox.start();
    const env = testEnv({ SMTP_URL: smtp.url });
    const res = await postOrder(db(), env, course.slug, anOrderForm(edition.id, [1, 2, 3]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "stored",
      order: { reference: "ORD-2027-0001", teachers: 3, amount: "€ 450,00", mailed: true },
    });

    const [order] = await db().db.select().from(schoolOrders);
    expect(order).toMatchObject({
      status: "ricevuto",
      amountTotalCents: 45000,
      fiscalCode: SCHOOL_FISCAL_CODE,
      recipientCode: "UFXYZ1",
      cig: "Z1A2B3C4D5",
    });
    const rows = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.schoolOrderId, order!.id));
    expect(rows.map((r) => r.fiscalCode).sort()).toEqual(
      [aFiscalCode(1), aFiscalCode(2), aFiscalCode(3)].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        paymentMethod: "ordine_scuola",
        amountDueCents: 15000,
        status: "ricevuta",
      });
    }

    // Three teachers' links, the contact's summary and the office's notice.
    await runDueJobs({ database: db(), env, log: pino({ level: "silent" }) }, JOB_HANDLERS);
    const mails = await smtp.waitFor(5);
    const contact = mails.find((m) => m.to.includes("segreteria@scuola.example.org"))!;
    expect(contact.subject).toContain("ORD-2027-0001");
    const pagePath = String((res.body.order as { pagePath: string }).pagePath);
    expect(contact.text).toContain(pagePath);
    expect(mails.filter((m) => /\/iscrizioni\/[A-Za-z0-9_-]{43}/.test(m.text))).toHaveLength(3);
    // The token leaves the outbox once sent (decision 059).
    const payloads = (await db().db.select().from(jobs)).map((j) => JSON.stringify(j.payload));
    expect(payloads.join()).not.toContain(pagePath.slice("/ordini-scuola/".length));
  });

  it("refuses the whole order when fewer seats are left than teachers, and stores nothing", async () => {
    const { course, edition } = await insertCourseEdition(db().db, "corso-due-posti", { seats: 3 });
    await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { fiscalCode: aFiscalCode(40), reference: "ISC-2026-0040" }));
    const res = await postOrder(
      db(),
      testEnv(),
      course.slug,
      anOrderForm(edition.id, [41, 42, 43]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: "invalid",
      errors: {
        editionId: expect.stringContaining("restano 2 posti liberi e l'ordine ha 3 docenti"),
      },
      values: { "teacherName-2": "Docente 43", schoolName: "IIS «Einstein-De Lorenzo», Potenza" },
    });
    const stored = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.editionId, edition.id));
    expect(stored).toHaveLength(1);
    expect(
      await db().db.select().from(schoolOrders).where(eq(schoolOrders.editionId, edition.id)),
    ).toEqual([]);
    // Two teachers fit.
    const two = await postOrder(db(), testEnv(), course.slug, anOrderForm(edition.id, [41, 42]));
    expect(two.body).toMatchObject({ status: "stored" });
  });

  it("marks a teacher typed twice, and one already enrolled in the edition, beside their rows", async () => {
    const { course, edition } = await insertCourseEdition(db().db, "corso-doppioni");
    const twice = anOrderForm(edition.id, [51, 52, 51]);
    const res = await postOrder(db(), testEnv(), course.slug, twice);
    expect(res.status).toBe(400);
    expect((res.body.errors as Record<string, string>)["teacherFiscalCode-2"]).toBe(
      "Questo codice fiscale è già nella riga 1: ogni docente compare una volta sola.",
    );

    await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { fiscalCode: aFiscalCode(53), reference: "ISC-2026-0053" }));
    const again = await postOrder(db(), testEnv(), course.slug, anOrderForm(edition.id, [54, 53]));
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({
      "teacherFiscalCode-1": expect.stringMatching(/^Questo docente ha già un'iscrizione in corso/),
    });
    expect(
      await db().db.select().from(schoolOrders).where(eq(schoolOrders.editionId, edition.id)),
    ).toEqual([]);
  });

  it("answers each wrong field in Italian beside it and keeps what was typed", async () => {
    const { course, edition } = await insertCourseEdition(db().db, "corso-campi");
    const res = await postOrder(
      db(),
      testEnv(),
      course.slug,
      anOrderForm(edition.id, [61, 62], {
        schoolFiscalCode: "80003150763",
        ipaCode: "UFX",
        cig: "123",
        cup: "ABC",
        "teacherFiscalCode-1": "RSSMRA85T10A562X",
        "teacherEmail-0": "non-una-email",
        contactEmail: "",
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      schoolFiscalCode:
        "Codice fiscale della scuola non valido: l'ultima cifra (di controllo) non corrisponde alle altre.",
      ipaCode: "Il codice univoco ufficio ha 6 caratteri, lettere e numeri (es. UFXYZ1).",
      cig: "Il CIG ha 10 caratteri, lettere e numeri (es. Z1A2B3C4D5).",
      cup: "Il CUP ha 15 caratteri, lettere e numeri (es. G51B21000010006).",
      "teacherFiscalCode-1": expect.stringMatching(
        /^Codice fiscale non valido: l'ultimo carattere/,
      ),
      "teacherEmail-0": "Inserisci un indirizzo email valido (es. nome@esempio.it).",
      contactEmail: "Inserisci l'indirizzo email del referente.",
    });
    expect(res.body.values).toMatchObject({ ipaCode: "UFX", "teacherName-1": "Docente 62" });

    // A private school gives its SDI code or PEC instead of the IPA code.
    const paritaria = await postOrder(
      db(),
      testEnv(),
      course.slug,
      anOrderForm(edition.id, [63], { kind: "paritaria", ipaCode: "", sdiOrPec: "" }),
    );
    expect(paritaria.body.errors).toEqual({
      sdiOrPec: "Inserisci il codice destinatario (7 caratteri) o la PEC della scuola.",
    });
    const withPec = await postOrder(
      db(),
      testEnv(),
      course.slug,
      anOrderForm(edition.id, [63], {
        kind: "paritaria",
        ipaCode: "",
        sdiOrPec: "scuola@pec.example.it",
      }),
    );
    expect(withPec.status).toBe(200);
    const [order] = await db()
      .db.select()
      .from(schoolOrders)
      .where(eq(schoolOrders.editionId, edition.id));
    expect(order).toMatchObject({
      kind: "paritaria",
      recipientCode: null,
      pec: "scuola@pec.example.it",
    });
  });

  it("adds and removes teacher rows without storing anything, the typed values kept", async () => {
    const { course, edition } = await insertCourseEdition(db().db, "corso-righe");
    const form = anOrderForm(edition.id, [71, 72, 73]);
    const added = await postOrder(db(), testEnv(), course.slug, { ...form, intent: "add-row" });
    expect(added.body).toMatchObject({
      status: "rows",
      focusRow: 3,
      values: { rows: "4", "teacherName-2": "Docente 73" },
    });

    const removed = await postOrder(db(), testEnv(), course.slug, {
      ...form,
      intent: "remove-row-0",
    });
    const values = removed.body.values as Record<string, string>;
    expect(values).toMatchObject({
      rows: "2",
      "teacherName-0": "Docente 72",
      "teacherName-1": "Docente 73",
      "teacherFiscalCode-1": aFiscalCode(73),
      schoolName: form.schoolName,
    });
    expect(values["teacherName-2"]).toBeUndefined();
    expect(
      await db().db.select().from(schoolOrders).where(eq(schoolOrders.editionId, edition.id)),
    ).toEqual([]);
  });
});
