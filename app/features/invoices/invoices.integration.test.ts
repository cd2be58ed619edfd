import { PassThrough, Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { recordPayment } from "~/features/enrolments/public-api.server";
import { openDatabase } from "~/platform/db/client.server";
import { restoreBackup, writeBackup } from "~/platform/db/backup.server";
import {
  enrolmentAccessTokens,
  enrolments,
  invoiceCounters,
  invoices,
  jobs,
  type Invoice,
} from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import {
  issueEnrolmentCreditNote,
  issueEnrolmentInvoice,
  issueMinistryInvoice,
} from "~/features/invoices/enrolment-invoices.server";
import { issueInvoice, type InvoiceDraft } from "~/features/invoices/issue.server";
import { confirmNextNumber, NumberingUnconfirmed } from "~/features/invoices/numbering.server";
import { INVOICE_JOB_HANDLERS } from "~/features/invoices/public-api.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { recordSdiState, transmitPending } from "~/features/invoices/sdi.server";
import { loader as participantInvoice } from "~/features/invoices/participant-invoice";
import { hashToken } from "~/platform/security/token-hash.server";
import { closeMailTransports } from "~/platform/mail.server";
import { requestContext } from "../../../tests/support/action";
import { startSmtp } from "../../../tests/support/smtp";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import {
  A_SCHOOL_ADDRESS,
  fatturaSums,
  schemaErrors,
  sumsAddUp,
} from "../../../tests/support/fatturapa";
import { formTestEnv } from "../../../tests/support/uploads";

const log = pino({ level: "silent" });

/** An FPA12 to a public school as a school order would hand it over. */
const schoolOrder = (teachers: number): InvoiceDraft => ({
  format: "FPA12",
  purpose: "ordine_scuola",
  buyer: {
    name: "Istituto Comprensivo di Avigliano",
    fiscalCode: "80012340765",
    address: A_SCHOOL_ADDRESS,
    recipientCode: "UFXYZ1",
  },
  order: { number: "ORD-7", date: "2027-02-01", cig: "Z1A2B3C4D5", cup: "J11H22000010006" },
  lines: [
    {
      description: "Corso di formazione, un docente",
      quantity: teachers,
      unitPriceCents: 15_000,
      vatRateBp: 0,
      nature: "N4",
      legalReference: "Art. 10 n. 20 DPR 633/72",
    },
  ],
});

describeOnEachDatabase("invoices on %s", (db, kind) => {
  /** Every invoice issued in this describe, checked against the schema at the end. */
  const issued: Invoice[] = [];

  async function paidEnrolment(slug: string, dueCents: number) {
    const { edition } = await insertCourseEdition(db().db, slug);
    const [row] = await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { amountDueCents: dueCents, paymentMethod: "bonifico" }))
      .returning();
    await db().db.transaction(async (tx) => {
      await recordPayment(tx, {
        enrolmentId: row!.id,
        method: "carta_docente",
        amountCents: 5_000,
        receivedOn: "2027-01-10",
        sourceRef: `BUONO-${slug}`,
      });
      await recordPayment(tx, {
        enrolmentId: row!.id,
        method: "bonifico",
        amountCents: dueCents - 5_000,
        receivedOn: "2027-01-11",
        sourceRef: `LINE-${slug}`,
      });
    });
    return row!;
  }

  const invoicesOf = (enrolmentId: string) =>
    db().db.select().from(invoices).where(eq(invoices.enrolmentId, enrolmentId));

  it("a fully paid enrolment gets one invoice for the whole price, however often the job runs", async () => {
    const enrolment = await paidEnrolment("fattura-pagata", 19_900);
    const deps = { database: db(), env: formTestEnv(undefined), log };
    expect(await runDueJobs(deps, INVOICE_JOB_HANDLERS)).toEqual({ done: 1, failed: 0 });
    // The same job once more, as after a crash between issuing and marking it done.
    await INVOICE_JOB_HANDLERS["invoice.issue-enrolment"]!.run(
      deps,
      { enrolmentId: enrolment.id },
      2,
    );
    const rows = await invoicesOf(enrolment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      format: "FPR12",
      documentType: "TD01",
      totalCents: 19_900,
      stampDutyCents: 200,
      buyerFiscalCode: "FRRLCU82C45G942K",
      buyerEmail: "lucia.ferrara@example.org",
      recipientCode: "0000000",
      sdiStatus: "da_inviare",
    });
    expect(rows[0]!.fileName).toMatch(/^IT01987650764_\w{5}\.xml$/);
    // The courtesy copy waits in the outbox for a mail server.
    const mails = await db().db.select().from(jobs).where(eq(jobs.kind, "invoice.mail-copy"));
    expect(mails.map((j) => j.payload.invoiceId)).toContain(rows[0]!.id);
    issued.push(rows[0]!);
  });

  it("the courtesy copy goes to the buyer as a PDF, and their private link downloads it", async () => {
    const [invoice] = issued;
    const smtp = await startSmtp();
    try {
      const deps = { database: db(), env: formTestEnv(undefined, { SMTP_URL: smtp.url }), log };
      // The copy is one of the framework's mails (decision 067), sent with its PDF.
      const handlers = {
        ...INVOICE_JOB_HANDLERS,
        "invoice.mail-copy": JOB_HANDLERS["invoice.mail-copy"],
      };
      expect(await runDueJobs(deps, handlers)).toMatchObject({ failed: 0 });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(["lucia.ferrara@example.org"]);
      expect(mail!.subject).toMatch(/^Fattura n\. \d+\/\d{4} - /);
      expect(mail!.raw).toMatch(/Content-Type: application\/pdf; name=fattura-\d{4}-\d+\.pdf/);
    } finally {
      closeMailTransports();
      await smtp.close();
    }
    const token = "t".repeat(43);
    await db()
      .db.insert(enrolmentAccessTokens)
      .values({ hash: hashToken(token), enrolmentId: invoice!.enrolmentId! });
    const open = (t: string) =>
      (participantInvoice as (args: unknown) => Promise<Response>)({
        request: new Request(`http://localhost/iscrizioni/${t}/fattura`),
        context: requestContext(db(), formTestEnv(undefined)),
        params: { token: t },
      }).catch((thrown: Response) => thrown);
    const pdf = await open(token);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await open("u".repeat(43))).status).toBe(404);
  });

  it("no stamp duty under € 77,47; nothing for a school order's enrolment or an unpaid one", async () => {
    const cheap = await paidEnrolment("fattura-economica", 7_000);
    const { issued: invoice } = await issueEnrolmentInvoice(db().db, cheap.id);
    expect(invoice).toMatchObject({ stampDutyCents: 0, totalCents: 7_000 });
    expect(invoice!.xml).not.toContain("DatiBollo");
    issued.push(invoice!);

    const { edition } = await insertCourseEdition(db().db, "fattura-ordine");
    const [byOrder] = await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { amountDueCents: 0, paymentMethod: "ordine_scuola" }))
      .returning();
    expect(await issueEnrolmentInvoice(db().db, byOrder!.id)).toMatchObject({ issued: null });
    const [unpaid] = await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { amountDueCents: 10_000, paymentMethod: "bonifico" }))
      .returning();
    expect(await issueEnrolmentInvoice(db().db, unpaid!.id)).toMatchObject({
      issued: null,
      reason: "non interamente pagata",
    });
  });

  it("a cancelled invoiced enrolment gets one credit note referring to its invoice", async () => {
    const enrolment = await paidEnrolment("fattura-annullata", 19_900);
    const { issued: invoice } = await issueEnrolmentInvoice(db().db, enrolment.id);
    // Not cancelled yet: no credit note.
    expect(await issueEnrolmentCreditNote(db().db, enrolment.id)).toMatchObject({ issued: null });
    await db()
      .db.update(enrolments)
      .set({ status: "annullata" })
      .where(eq(enrolments.id, enrolment.id));
    const { issued: note } = await issueEnrolmentCreditNote(db().db, enrolment.id);
    expect(note).toMatchObject({
      documentType: "TD04",
      relatedInvoiceId: invoice!.id,
      totalCents: 19_900,
      buyerName: invoice!.buyerName,
    });
    expect(note!.xml).toContain(`<IdDocumento>${invoice!.number}/${invoice!.year}</IdDocumento>`);
    expect(await issueEnrolmentCreditNote(db().db, enrolment.id)).toMatchObject({ issued: null });
    issued.push(invoice!, note!);
  });

  it("the ministry's invoice lists every confirmed buono once", async () => {
    const first = await issueMinistryInvoice(db().db, null);
    expect(first).toMatchObject({ format: "FPA12", recipientCode: "QGGT71", stampDutyCents: 0 });
    // One line per buono recorded above, each with its code.
    const codes = first!.lines.map((l) => l.itemCodes?.[0]?.value).sort();
    expect(codes).toEqual([
      "BUONO-fattura-annullata",
      "BUONO-fattura-economica",
      "BUONO-fattura-pagata",
    ]);
    expect(fatturaSums(first!.xml).totalCents).toBe(15_000);
    expect(await issueMinistryInvoice(db().db, null)).toBeNull();
    issued.push(first!);
  });

  it("an FPA12 to a public school carries the order, CIG and CUP", async () => {
    const invoice = await db().db.transaction((tx) => issueInvoice(tx, schoolOrder(3)));
    expect(invoice).toMatchObject({ cig: "Z1A2B3C4D5", totalCents: 45_000, stampDutyCents: 200 });
    issued.push(invoice);
  });

  it("every invoice issued validates against the FatturaPA schema and adds up", async () => {
    expect(issued.length).toBeGreaterThanOrEqual(6);
    const errors = await schemaErrors(issued.map((i) => ({ fileName: i.fileName, xml: i.xml })));
    for (const invoice of issued) {
      expect(errors[invoice.fileName], invoice.fileName).toEqual([]);
      expect(sumsAddUp(invoice.xml), invoice.fileName).toBe(true);
    }
  });

  it("a failed issue gives its number back", async () => {
    const [before] = await db().db.select().from(invoiceCounters);
    await expect(
      db().db.transaction(async (tx) => {
        await issueInvoice(tx, schoolOrder(1));
        throw new Error("the caller's work failed");
      }),
    ).rejects.toThrow("the caller's work failed");
    const [after] = await db().db.select().from(invoiceCounters);
    expect(after!.nextNumber).toBe(before!.nextNumber);
  });

  it("after a restore no invoice is issued until the next number is confirmed", async () => {
    const archive = new PassThrough();
    const chunks: Buffer[] = [];
    archive.on("data", (c: Buffer) => chunks.push(c));
    await writeBackup(db().db, archive);
    await restoreBackup(db().db, Readable.from(Buffer.concat(chunks)));
    await expect(db().db.transaction((tx) => issueInvoice(tx, schoolOrder(1)))).rejects.toThrow(
      NumberingUnconfirmed,
    );
    const [counter] = await db().db.select().from(invoiceCounters);
    // Below a number this database issued: refused.
    expect(await confirmNextNumber(db().db, counter!.year, 1)).toBe(false);
    // The accountant's last number was 20 (sent after the backup): the next is 21.
    expect(await confirmNextNumber(db().db, counter!.year, 21)).toBe(true);
    const invoice = await db().db.transaction((tx) => issueInvoice(tx, schoolOrder(1)));
    expect(invoice.number).toBe(21);
  });

  it("an intermediary's adapter takes the invoices still to send, in number order, until one fails", async () => {
    const handed: string[] = [];
    // What an adapter does with a file is its own; here it refuses the third.
    const transmitter = {
      async send(file: { fileName: string; xml: string }) {
        if (handed.length === 2) throw new Error("intermediario non raggiungibile");
        handed.push(file.fileName);
        return { id: `ID-${handed.length}` };
      },
    };
    const pending = await db()
      .db.select()
      .from(invoices)
      .where(eq(invoices.sdiStatus, "da_inviare"))
      .orderBy(invoices.year, invoices.number);
    expect(await transmitPending(db().db, transmitter)).toBe(2);
    expect(handed).toEqual(pending.slice(0, 2).map((i) => i.fileName));
    const [third] = await db().db.select().from(invoices).where(eq(invoices.id, pending[2]!.id));
    expect(third).toMatchObject({
      sdiStatus: "da_inviare",
      sdiMessage: "intermediario non raggiungibile",
    });
    await recordSdiState(db().db, pending[0]!.id, "consegnata", "Ricevuta di consegna");
    const [first] = await db().db.select().from(invoices).where(eq(invoices.id, pending[0]!.id));
    expect(first).toMatchObject({ sdiStatus: "consegnata", xml: pending[0]!.xml });
  });

  it("instances issuing at once never share or skip a number", async () => {
    await db().db.execute(sql`delete from invoiced_buoni`);
    await db().db.execute(sql`delete from invoices`);
    await db().db.execute(sql`delete from invoice_counters`);
    // On PostgreSQL a second pool is a second instance; PGlite has one writer.
    const second = kind === "postgres" ? await openDatabase({ databaseUrl: db().url! }) : db();
    try {
      const issueMany = (database: typeof second) =>
        Array.from({ length: 20 }, () =>
          database.db.transaction((tx) => issueInvoice(tx, schoolOrder(1))),
        );
      const all = await Promise.all([...issueMany(db()), ...issueMany(second)]);
      const numbers = all.map((i) => i.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      if (second !== db()) await second.close();
    }
  });
});
