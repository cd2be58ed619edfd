// Decision 063: the participant's invoice is made out to where they live, as
// the enrolment form asked it, and reaches them through their own SDI code or
// PEC when they gave one. Enrolments made before the form asked keep the
// school's address (the transitional rule); CEDILS ones read their address line.
import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { action as enrol } from "~/features/enrolments/public/enrol";
import { loader as participantPage } from "~/features/enrolments/admin/participant-detail";
import { recordPayment } from "~/features/enrolments/public-api.server";
import { INVOICE_JOB_HANDLERS } from "~/features/invoices/public-api.server";
import { enrolments, invoices, type Invoice } from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { callAction, staffPost } from "../../../tests/support/action";
import {
  aCedilsEnrolment,
  aFiscalCode,
  anEnrolment,
  anEnrolmentForm,
  insertCourseEdition,
  registrationForm,
} from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { parseFattura, schemaErrors, sumsAddUp } from "../../../tests/support/fatturapa";
import { formTestEnv } from "../../../tests/support/uploads";

const log = pino({ level: "silent" });
const env = formTestEnv(undefined);

type Node = ReturnType<typeof parseFattura>;

/** What the SdI and the reader see of the buyer: CodiceDestinatario, PECDestinatario, Sede. */
function buyerOf(xml: string) {
  const header = parseFattura(xml).FatturaElettronicaHeader as Node;
  const transmission = header.DatiTrasmissione as Node;
  const buyer = header.CessionarioCommittente as Node;
  return {
    code: transmission.CodiceDestinatario,
    pec: transmission.PECDestinatario,
    sede: buyer.Sede,
  };
}

describeOnEachDatabase("the participant's own invoice data on %s", (db) => {
  /** Every invoice issued here, checked against the schema at the end. */
  const issued: Invoice[] = [];
  let n = 0;

  /** The enrolment form, the builder's answers but for `fields`, sent for `edition`: the row it stored. */
  async function sendForm(
    course: { slug: string },
    edition: { id: string },
    fields: Record<string, string>,
    clientIp: string,
  ) {
    const answer = await callAction(
      enrol,
      new Request(`http://localhost/corsi/${course.slug}/iscrizione`, {
        method: "POST",
        body: registrationForm(
          anEnrolmentForm(edition.id, { voucherCode: "", ...fields }),
          null,
          "paymentFile",
        ),
      }),
      { database: db(), env, log, clientIp, params: { courseId: course.slug } },
    );
    expect(answer.body).toMatchObject({ status: "success" });
    const [row] = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.reference, String(answer.body.reference)));
    return row!;
  }

  /** An enrolment sent through the form by transfer, then paid in full; its row and invoice. */
  async function enrolAndPay(fields: Record<string, string>) {
    const { course, edition } = await insertCourseEdition(db().db, `fattura-dati-${++n}`, {
      priceCents: 19_900,
    });
    const row = await sendForm(
      course,
      edition,
      { fiscalCode: aFiscalCode(300 + n), paymentMethod: "bonifico", ...fields },
      `10.3.0.${n}`,
    );
    const invoice = await payInFull(row.id, 19_900);
    return { course, edition, row, invoice };
  }

  /** The whole amount by transfer, then the outbox's invoice job: the invoice issued. */
  async function payInFull(enrolmentId: string, amountCents: number) {
    await db().db.transaction((tx) =>
      recordPayment(tx, {
        enrolmentId,
        method: "bonifico",
        amountCents,
        receivedOn: "2027-01-12",
        sourceRef: `LINE-${enrolmentId}`,
      }),
    );
    expect(await runDueJobs({ database: db(), env, log }, INVOICE_JOB_HANDLERS)).toMatchObject({
      failed: 0,
    });
    const [invoice] = await db()
      .db.select()
      .from(invoices)
      .where(eq(invoices.enrolmentId, enrolmentId));
    expect(invoice, "an invoice for the paid enrolment").toBeDefined();
    issued.push(invoice!);
    return invoice!;
  }

  it("a paid enrolment's invoice carries the residence typed in the form, and goes to 0000000", async () => {
    const { course, edition, row, invoice } = await enrolAndPay({ invoiceProvince: "pz" });
    expect(row.details).toEqual({
      invoiceStreet: "Via Vittorio Emanuele 12",
      invoicePostalCode: "85025",
      invoiceCity: "Melfi",
      invoiceProvince: "PZ",
    });
    expect(buyerOf(invoice.xml)).toEqual({
      code: "0000000",
      pec: undefined,
      sede: {
        Indirizzo: "Via Vittorio Emanuele 12",
        CAP: "85025",
        Comune: "Melfi",
        Provincia: "PZ",
        Nazione: "IT",
      },
    });
    // The invoice keeps its own copy of the buyer (kept ten years, decision 063).
    expect(invoice).toMatchObject({
      buyerAddress: { street: "Via Vittorio Emanuele 12", postalCode: "85025", city: "Melfi" },
      recipientCode: "0000000",
      recipientPec: null,
    });

    // Staff read them on the participant's page.
    const url = `http://localhost/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${row.id}`;
    const signedIn = await staffPost(db(), url, new URLSearchParams());
    const page = await callAction(
      participantPage,
      new Request(url, { headers: signedIn.headers }),
      {
        database: db(),
        env,
        log,
        params: { courseId: course.id, editionId: edition.id, enrolmentId: row.id },
      },
    );
    const rows = (page.body.participant as { rows: Array<[string, string]> }).rows;
    expect(rows).toContainEqual([
      "Residenza (fattura)",
      "Via Vittorio Emanuele 12, 85025 Melfi (PZ)",
    ]);
    expect(rows).toContainEqual([
      "Codice destinatario SDI o PEC",
      "Nessuno: la fattura arriva nell'area riservata dell'Agenzia delle Entrate",
    ]);
  });

  it("a PEC goes as PECDestinatario with CodiceDestinatario 0000000", async () => {
    const { row, invoice } = await enrolAndPay({
      invoiceStreet: "Piazza Duomo 3",
      invoicePostalCode: "75100",
      invoiceCity: "Matera",
      invoiceProvince: "MT",
      invoiceRecipient: "marco.rossi@pec.it",
    });
    expect(row.details).toMatchObject({ invoiceRecipient: "marco.rossi@pec.it" });
    expect(buyerOf(invoice.xml)).toMatchObject({
      code: "0000000",
      pec: "marco.rossi@pec.it",
      sede: { Indirizzo: "Piazza Duomo 3", CAP: "75100", Comune: "Matera", Provincia: "MT" },
    });
    expect(invoice).toMatchObject({ recipientCode: "0000000", recipientPec: "marco.rossi@pec.it" });
  });

  it("an SDI code of their own is the CodiceDestinatario, without a PEC", async () => {
    const { invoice } = await enrolAndPay({ invoiceRecipient: "m5uxcr1" });
    expect(buyerOf(invoice.xml)).toMatchObject({ code: "M5UXCR1", pec: undefined });
  });

  it("keeps no invoice data for a school's order: the school is invoiced", async () => {
    const { course, edition } = await insertCourseEdition(db().db, "fattura-dati-ordine");
    const row = await sendForm(
      course,
      edition,
      {
        paymentMethod: "ordine_scuola",
        orderSchoolName: "IC «Leonardo Sinisgalli», Potenza",
        orderSchoolCode: "PZIC83000L",
        orderInvoiceAddress: "UFABC1",
      },
      "10.3.1.1",
    );
    expect(row.details).toEqual({});
  });

  it("an enrolment made before the form asked keeps the school's address; a CEDILS one its own", async () => {
    const { edition } = await insertCourseEdition(db().db, "fattura-dati-prima");
    const [before, cedils] = await db()
      .db.insert(enrolments)
      .values([
        anEnrolment(edition.id, { paymentMethod: "bonifico", amountDueCents: 9_900 }),
        aCedilsEnrolment(edition.id, {
          fiscalCode: aFiscalCode(350),
          amountDueCents: 9_900,
          details: { address: "Via Roma 1, 85100", city: "Potenza (pz)", laureaIn: "Lettere" },
        }),
      ])
      .returning();
    const old = await payInFull(before!.id, 9_900);
    expect(buyerOf(old.xml).sede).toMatchObject({ Indirizzo: "Via Pretoria 122", CAP: "85100" });
    const mapped = await payInFull(cedils!.id, 9_900);
    expect(buyerOf(mapped.xml)).toEqual({
      code: "0000000",
      pec: undefined,
      sede: {
        Indirizzo: "Via Roma 1",
        CAP: "85100",
        Comune: "Potenza",
        Provincia: "PZ",
        Nazione: "IT",
      },
    });
  });

  it("every invoice issued here validates against the FatturaPA schema and adds up", async () => {
    expect(issued).toHaveLength(5);
    const errors = await schemaErrors(issued.map((i) => ({ fileName: i.fileName, xml: i.xml })));
    for (const invoice of issued) {
      expect(errors[invoice.fileName], invoice.fileName).toEqual([]);
      expect(sumsAddUp(invoice.xml), invoice.fileName).toBe(true);
    }
  });
});
