// Decision 061: a camt.053 statement built here, as a bank writes it, pays the
// matching enrolments, lists the rest, and a second import changes nothing;
// a person matches an unknown credit by hand; only an amministratore gets in.
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { action, loader } from "~/features/payments/admin/payments-page";
import { loader as exportLoader } from "~/features/payments/admin/payments-export";
import { referenceIn } from "~/features/payments/camt053.server";
import { eraseExpiredBankLines } from "~/features/privacy/public-api.server";
import { auditLog, bankLines, enrolments, jobs, payments } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { callAction, requestContext, staffPost } from "../../../tests/support/action";
import { anEnrolment, aFiscalCode, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";

const env = parseEnv({ LOG_LEVEL: "silent" });
const log = pino({ level: "silent" });
const URL_ = "http://localhost/admin/pagamenti";

type Entry = {
  amount: string;
  credit?: boolean;
  ref?: string;
  reason: string;
  debtor?: string;
};

/** A camt.053.001.02 statement of the school's account with these entries. */
function statement(entries: Entry[]): string {
  const ntry = entries
    .map(
      (e, i) => `
      <Ntry>
        <NtryRef>${i + 1}</NtryRef>
        <Amt Ccy="EUR">${e.amount}</Amt>
        <CdtDbtInd>${e.credit === false ? "DBIT" : "CRDT"}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2027-01-1${i}</Dt></BookgDt>
        <ValDt><Dt>2027-01-1${i}</Dt></ValDt>
        ${e.ref ? `<AcctSvcrRef>${e.ref}</AcctSvcrRef>` : ""}
        <BkTxCd><Prtry><Cd>48</Cd><Issr>ABI</Issr></Prtry></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>${e.debtor ?? "Mario Rossi"}</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${e.reason}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STM-2027-01</MsgId><CreDtTm>2027-01-31T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2027-01</Id>
      <CreDtTm>2027-01-31T18:00:00</CreDtTm>
      <Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2027-01-01</Dt></Dt></Bal>
      ${ntry}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

function upload(bytes: string | Uint8Array<ArrayBuffer>, name = "estratto.xml") {
  const form = new FormData();
  form.set("statement", new Blob([bytes], { type: "application/xml" }), name);
  return form;
}

describeOnEachDatabase("bank statements read by the site on %s", (db) => {
  const call = async (fn: typeof action | typeof loader, request: Request) =>
    callAction(fn, request, { database: db(), env, log });
  const post = async (body: FormData, role: "amministratore" | "redattore" = "amministratore") =>
    call(action, await staffPost(db(), `${URL_}?intent=importa`, body, role));
  const smallPost = async (fields: Record<string, string>) =>
    call(action, await staffPost(db(), URL_, new URLSearchParams(fields)));

  async function threeEnrolments() {
    const { edition } = await insertCourseEdition(db().db, "pagamenti");
    return db()
      .db.insert(enrolments)
      .values(
        [101, 102, 103].map((n) =>
          anEnrolment(edition.id, {
            reference: `ISC-2027-0${n}`,
            fullName: `Persona ${n}`,
            fiscalCode: aFiscalCode(n),
            paymentMethod: "bonifico",
            voucherCode: null,
            amountDueCents: 19900,
          }),
        ),
      )
      .returning();
  }

  const STATEMENT = statement([
    { amount: "199.00", ref: "BANK-1", reason: "Iscrizione corso – isc 2027 0101 – Mario Rossi" },
    { amount: "100.00", ref: "BANK-2", reason: "ISC-2027-0102 acconto" },
    { amount: "250.00", ref: "BANK-3", reason: "Causale ISC 2027-0103" },
    { amount: "50.00", reason: "Contributo volontario", debtor: "Giulia Bianchi" },
    { amount: "30.00", credit: false, ref: "BANK-5", reason: "Commissioni ISC-2027-0101" },
  ]);

  it("pays the matching enrolments, lists the rest, and a second import changes nothing", async () => {
    const [a, b, c] = await threeEnrolments();
    const first = await post(upload(STATEMENT));
    expect(first.body).toMatchObject({
      status: "success",
      summary: { matched: 1, partial: 1, excess: 1, unknown: 1, manual: 0, known: 0 },
    });
    const statusOf = async () =>
      (
        await db()
          .db.select({ reference: enrolments.reference, status: enrolments.status })
          .from(enrolments)
          .where(inArray(enrolments.id, [a!.id, b!.id, c!.id]))
          .orderBy(enrolments.reference)
      ).map((r) => r.status);
    expect(await statusOf()).toEqual(["pagamento_verificato", "ricevuta", "pagamento_verificato"]);
    const snapshot = async () => ({
      lines: (await db().db.select().from(bankLines).orderBy(bankLines.bookingDate)).map((l) => [
        l.amountCents,
        l.status,
        l.enrolmentId,
      ]),
      payments: (await db().db.select().from(payments)).map((p) => [p.amountCents, p.sourceRef]),
      jobs: (await db().db.select().from(jobs)).map((j) => [j.kind, j.payload]),
      history: (await db().db.select().from(auditLog)).filter((h) => h.action === "payment").length,
    });
    const before = await snapshot();
    expect(before.lines).toEqual([
      [19900, "matched", a!.id],
      [10000, "partial", b!.id],
      [25000, "excess", c!.id],
      [5000, "unknown", null],
    ]);
    expect(before.jobs).toEqual(
      expect.arrayContaining([
        ["enrolment.mail-paid", { enrolmentId: a!.id }],
        ["enrolment.mail-paid", { enrolmentId: c!.id }],
      ]),
    );
    expect(before.jobs.filter(([kind]) => kind === "enrolment.mail-paid")).toHaveLength(2);
    expect(before.history).toBe(3);

    const second = await post(upload(STATEMENT));
    expect(second.body).toMatchObject({
      status: "success",
      summary: { matched: 0, partial: 0, excess: 0, unknown: 0, known: 4 },
    });
    expect(await snapshot()).toEqual(before);
    expect(await statusOf()).toEqual(["pagamento_verificato", "ricevuta", "pagamento_verificato"]);

    // The page lists the partial, the excess and the unknown credit.
    const page = await call(loader, await staffGet());
    const review = page.body.review as Array<{ status: string; amountCents: number }>;
    expect(review.map((r) => [r.status, r.amountCents]).sort()).toEqual([
      ["excess", 25000],
      ["partial", 10000],
      ["unknown", 5000],
    ]);
    expect(page.body.all).toMatchObject({
      dueCents: 3 * 19900,
      paid: { bonifico: 19900 + 10000 + 25000 },
      leftCents: 9900,
    });
  });

  async function staffGet(role: "amministratore" | "redattore" = "amministratore") {
    const signed = await staffPost(db(), URL_, new URLSearchParams(), role);
    return new Request(URL_, { headers: signed.headers });
  }

  it("a person matches an unknown credit to a reference typed by hand", async () => {
    const [unknown] = await db().db.select().from(bankLines).where(eq(bankLines.status, "unknown"));
    const wrong = await smallPost({
      intent: "abbina",
      lineId: unknown!.id,
      reference: "ISC-2027-9999",
    });
    expect(wrong.status).toBe(400);
    expect((wrong.body.errors as Record<string, string>)[`reference-${unknown!.id}`]).toMatch(
      /Nessuna iscrizione con il riferimento «ISC-2027-9999»/,
    );
    const done = await smallPost({
      intent: "abbina",
      lineId: unknown!.id,
      reference: " isc 2027 0102 ",
    });
    expect(done.body).toMatchObject({ status: "success", reference: "ISC-2027-0102" });
    const [line] = await db().db.select().from(bankLines).where(eq(bankLines.id, unknown!.id));
    expect(line).toMatchObject({ status: "manual" });
    const [b] = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.reference, "ISC-2027-0102"));
    const paid = await db().db.select().from(payments).where(eq(payments.enrolmentId, b!.id));
    expect(paid.map((p) => p.amountCents).sort()).toEqual([10000, 5000]);
    expect(line!.enrolmentId).toBe(b!.id);
    // Matched once: a second post finds no unknown line.
    await expect(
      smallPost({ intent: "abbina", lineId: unknown!.id, reference: "ISC-2027-0102" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("refuses what is not a camt.053 statement, beside the field, and stores nothing", async () => {
    const count = async () => (await db().db.select().from(bankLines)).length;
    const before = await count();
    const cases: Array<[FormData, RegExp]> = [
      [new FormData(), /Scegli il file dell'estratto conto/],
      [upload("%PDF-1.7 ...", "estratto.pdf"), /non è un XML/],
      [upload("<Document><unclosed></Document>"), /non è un documento XML valido/],
      [
        upload(
          '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>',
        ),
        /non è un estratto conto camt\.053/,
      ],
      [upload(new Uint8Array(5 * 1024 * 1024 + 1)), /supera 5 MB/],
    ];
    for (const [form, message] of cases) {
      const res = await post(form);
      expect(res.status).toBe(400);
      expect((res.body.errors as Record<string, string>).statement).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it("is for an amministratore only: a redattore is refused the page, the import and the CSV", async () => {
    await expect(post(upload(STATEMENT), "redattore")).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(call(loader, await staffGet("redattore"))).rejects.toMatchObject({
      init: { status: 403 },
    });
    const exportArgs = async (role: "amministratore" | "redattore") => ({
      request: new Request(`${URL_}/export.csv`, { headers: (await staffGet(role)).headers }),
      context: requestContext(db(), env),
      params: {},
    });
    await expect(exportLoader((await exportArgs("redattore")) as never)).rejects.toMatchObject({
      init: { status: 403 },
    });
    const csv = await exportLoader((await exportArgs("amministratore")) as never);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain("Codice Fiscale");
    expect(text).toContain(aFiscalCode(101));
    const exported = await db().db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(exported.map((h) => h.summary)).toEqual([
      expect.stringMatching(/^Esportazione CSV: pagamenti delle iscrizioni, 3 righe/),
    ]);
  });

  it("keeps bank lines for their own period (120 months by default), then deletes them", async () => {
    const lines = () => db().db.select({ key: bankLines.entryKey }).from(bankLines);
    const before = (await lines()).length;
    await db()
      .db.insert(bankLines)
      .values([
        {
          entryKey: "old",
          bookingDate: "2017-01-09",
          amountCents: 100,
          currency: "EUR",
          status: "unknown",
        },
        {
          entryKey: "kept",
          bookingDate: "2017-01-10",
          amountCents: 100,
          currency: "EUR",
          status: "unknown",
        },
      ]);
    expect(await eraseExpiredBankLines(db().db, new Date("2027-01-10T10:00:00Z"))).toBe(1);
    const keys = (await lines()).map((l) => l.key);
    expect(keys).toHaveLength(before + 1);
    expect(keys).toContain("kept");
    expect(keys).not.toContain("old");
  });
});

it("finds the reference in a payment reason, whatever the spacing and case", () => {
  expect(referenceIn("Iscrizione – isc 2027 12 – Rossi")).toBe("ISC-2027-0012");
  expect(referenceIn("CED-2025-0042")).toBe("CED-2025-0042");
  expect(referenceIn("ced_2025/42 Mario")).toBe("CED-2025-0042");
  expect(referenceIn("bonifico corso")).toBeNull();
});
