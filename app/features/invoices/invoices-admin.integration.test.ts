import { eq } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import pino from "pino";
import { expect, it } from "vitest";
import { recordPayment } from "~/features/enrolments/public-api.server";
import { action, loader } from "~/features/invoices/admin/invoices-page";
import { loader as download } from "~/features/invoices/admin/invoice-downloads";
import { issueEnrolmentInvoice } from "~/features/invoices/enrolment-invoices.server";
import { auditLog, enrolments, invoiceCounters, invoices } from "~/platform/db/schema";
import { isoDateInRome } from "~/platform/format-date";
import { callAction, requestContext, staffWithSession } from "../../../tests/support/action";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { formTestEnv } from "../../../tests/support/uploads";

const env = formTestEnv(undefined);
const log = pino({ level: "silent" });

describeOnEachDatabase("/admin/fatture on %s", (db) => {
  const month = isoDateInRome(new Date()).slice(0, 7);

  async function invoicedEnrolment(slug: string) {
    const { edition } = await insertCourseEdition(db().db, slug);
    const [row] = await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { amountDueCents: 12_000, paymentMethod: "carta_docente" }))
      .returning();
    await db().db.transaction((tx) =>
      recordPayment(tx, {
        enrolmentId: row!.id,
        method: "carta_docente",
        amountCents: 12_000,
        receivedOn: "2027-01-10",
        sourceRef: `BUONO-${slug}`,
      }),
    );
    return (await issueEnrolmentInvoice(db().db, row!.id)).issued!;
  }

  const get = (url: string, token: string) =>
    new Request(url, { headers: { Cookie: `staff_session=${token}` } });
  const post = (fields: Record<string, string>, token: string) =>
    new Request("http://localhost/admin/fatture", {
      method: "POST",
      headers: { Cookie: `staff_session=${token}` },
      body: new URLSearchParams(fields),
    });
  const run = async (fn: (args: never) => unknown, request: Request, params = {}) => {
    try {
      return (await (fn as (args: unknown) => Promise<unknown>)({
        request,
        context: requestContext(db(), env),
        params,
      })) as Response | Record<string, unknown>;
    } catch (thrown) {
      return thrown as Response;
    }
  };

  /** A download of /admin/fatture/{kind}/{id}: an invoice's XML or PDF, or a month's ZIP. */
  const downloadFile = async (kind: string, id: string, token: string) =>
    (await run(download, get(`http://localhost/admin/fatture/${kind}/${id}`, token), {
      kind,
      id,
    })) as Response;

  /** The status of a thrown Response or of `data(…, { status })`. */
  const statusOf = (answer: unknown) =>
    (answer as { init?: ResponseInit }).init?.status ?? (answer as Response).status;

  it("a redattore gets 403 on the list, its actions and every download", async () => {
    const invoice = await invoicedEnrolment("fatture-guard");
    const { token } = await staffWithSession(db(), "Rocco Redattore", "redattore");
    expect(statusOf(await run(loader, get("http://localhost/admin/fatture", token)))).toBe(403);
    expect(statusOf(await run(action, post({ intent: "buoni" }, token)))).toBe(403);
    for (const [kind, id] of [
      ["xml", invoice.id],
      ["pdf", invoice.id],
      ["mese", month],
    ] as const) {
      const answer = await downloadFile(kind, id, token);
      expect(statusOf(answer)).toBe(403);
    }
  });

  it("an amministratore lists the month with its totals and downloads, each in the history", async () => {
    const invoice = await invoicedEnrolment("fatture-elenco");
    const { token } = await staffWithSession(db(), "Anna Amministratrice", "amministratore");
    const page = (await run(
      loader,
      get(`http://localhost/admin/fatture?mese=${month}`, token),
    )) as {
      rows: Array<{ id: string }>;
      totals: { totalCents: number; count: number };
      buoni: { count: number };
    };
    expect(page.rows.map((r) => r.id)).toContain(invoice.id);
    expect(page.totals.count).toBe(page.rows.length);
    expect(page.buoni.count).toBeGreaterThanOrEqual(1);

    const xml = await downloadFile("xml", invoice.id, token);
    expect(xml.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${invoice.fileName}"`,
    );
    expect(await xml.text()).toBe(invoice.xml);
    const pdf = await downloadFile("pdf", invoice.id, token);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const zip = await downloadFile("mese", month, token);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(strFromU8(files[invoice.fileName]!)).toBe(invoice.xml);
    expect(Object.keys(files)).toHaveLength(page.totals.count);

    const history = await db()
      .db.select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entityType, "invoice"));
    expect(history.map((h) => h.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Esportazione XML: fattura elettronica \(XML\), 1 riga \(n\. /),
        expect.stringMatching(/^Esportazione PDF: copia di cortesia/),
        expect.stringMatching(
          new RegExp(`^Esportazione ZIP: fatture XML del mese ${month}, \\d+ righe`),
        ),
      ]),
    );
  });

  it("the button invoices the buoni to the ministry once", async () => {
    const { token } = await staffWithSession(db(), "Anna Amministratrice", "amministratore");
    const first = await callAction(action, post({ intent: "buoni" }, token), {
      database: db(),
      env,
      log,
    });
    expect(first.body.message).toMatch(
      /^Emessa la fattura n\. \d+\/\d{4} al Ministero per \d+ buoni\.$/,
    );
    const again = await callAction(action, post({ intent: "buoni" }, token), {
      database: db(),
      env,
      log,
    });
    expect(again.body.message).toBe("Nessun buono da fatturare.");
    const [ministry] = await db().db.select().from(invoices).where(eq(invoices.purpose, "buoni"));
    expect(ministry!.recipientCode).toBe("QGGT71");
  });

  it("after a restore the page asks for the next number and refuses one already used", async () => {
    await db().db.update(invoiceCounters).set({ confirmed: false });
    const { token } = await staffWithSession(db(), "Anna Amministratrice", "amministratore");
    const page = (await run(loader, get("http://localhost/admin/fatture", token))) as {
      counters: Array<{ year: number; lastIssued: number }>;
    };
    const [counter] = page.counters;
    expect(counter!.lastIssued).toBeGreaterThan(0);
    const refused = await callAction(
      action,
      post({ intent: "conferma", year: String(counter!.year), nextNumber: "1" }, token),
      { database: db(), env, log },
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        values: { nextNumber: "1" },
        errors: { nextNumber: expect.stringMatching(/già stato usato/) },
      },
    });
    const typo = await callAction(
      action,
      post({ intent: "conferma", year: String(counter!.year), nextNumber: "dieci" }, token),
      { database: db(), env, log },
    );
    expect(typo.status).toBe(400);
    const next = String(counter!.lastIssued + 5);
    const done = await callAction(
      action,
      post({ intent: "conferma", year: String(counter!.year), nextNumber: next }, token),
      { database: db(), env, log },
    );
    expect(done.body.message).toBe(
      `Numerazione confermata: la prossima fattura del ${counter!.year} sarà la n. ${next}.`,
    );
    const again = (await run(loader, get("http://localhost/admin/fatture", token))) as {
      counters: unknown[];
    };
    expect(again.counters).toEqual([]);
  });
});
