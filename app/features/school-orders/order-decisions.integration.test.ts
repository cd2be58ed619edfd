import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import {
  auditLog,
  enrolmentAccessTokens,
  enrolments,
  invoices,
  jobs,
  schoolOrders,
} from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { INVOICE_JOB_HANDLERS } from "~/features/invoices/public-api.server";
import { participantLinkFor } from "~/features/enrolments/public-api.server";
import {
  action as ordersAction,
  loader as ordersLoader,
} from "~/features/school-orders/admin/orders";
import {
  action as pageAction,
  loader as pageLoader,
} from "~/features/school-orders/public/order-status";
import {
  INVOICE_JOB,
  schoolOrderInvoiceDraft,
} from "~/features/school-orders/order-decisions.server";
import { aFiscalCode } from "../../../tests/support/builders";
import { callAction, requestContext, staffPost } from "../../../tests/support/action";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { formEnvPerTest } from "../../../tests/support/uploads";
import {
  anOrderForm,
  postOrder,
  SCHOOL_FISCAL_CODE,
  storedOrder,
} from "./school-order-test-helpers";

const log = pino({ level: "silent" });

describeOnEachDatabase("staff and the contact person with a school's order on %s", (db) => {
  const testEnv = formEnvPerTest("ordine-scuola-staff-");

  /** A stored order of `teachers` in a new edition: its id, token and edition. */
  const anOrder = (slug: string, teachers: number[], edition = {}) =>
    storedOrder(db(), testEnv(), slug, teachers, edition);

  async function staffDecides(
    orderId: string,
    intent: string,
    role: "amministratore" | "redattore" = "amministratore",
  ) {
    const request = await staffPost(
      db(),
      "http://localhost/admin/ordini",
      new URLSearchParams({ orderId, intent }),
      role,
    );
    return callAction(ordersAction, request, { database: db(), env: testEnv(), log });
  }

  const invoiceJobs = async (orderId: string) =>
    (await db().db.select().from(jobs).where(eq(jobs.kind, INVOICE_JOB))).filter(
      (j) => j.payload.orderId === orderId,
    );

  it("accepts an order once, queuing exactly one invoice job, whose draft has the buyer, a line per teacher and the total", async () => {
    const order = await anOrder("corso-accetta", [1, 2, 3], { schoolPriceCents: 15000 });
    expect(await staffDecides(order.id, "accept")).toMatchObject({
      status: 200,
      body: { status: "success" },
    });
    expect((await staffDecides(order.id, "accept")).status).toBe(409);
    expect(await invoiceJobs(order.id)).toHaveLength(1);
    const [row] = await db().db.select().from(schoolOrders).where(eq(schoolOrders.id, order.id));
    expect(row).toMatchObject({ status: "accettato", actorLabel: "Anna Amministratrice" });
    // An accepted order has its invoice: cancelling needs a credit note.
    const cancel = await staffDecides(order.id, "cancel");
    expect(cancel).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining("nota di credito") },
    });

    const draft = await schoolOrderInvoiceDraft(db().db, order.id);
    expect(draft).toMatchObject({
      buyer: { fiscalCode: SCHOOL_FISCAL_CODE, recipientCode: "UFXYZ1", publicBody: true },
      purchaseOrder: { number: "1234/2027", date: "2027-01-15", cig: "Z1A2B3C4D5", cup: null },
      totalCents: 45000,
    });
    expect(draft!.lines).toHaveLength(3);
    expect(draft!.lines.every((l) => l.unitPriceCents === 15000)).toBe(true);
    expect(draft!.lines[0]!.description).toContain("Didattica inclusiva con le tecnologie");

    // The job issues one FPA12 invoice for the total, once however often it runs.
    const deps = { database: db(), env: testEnv(), log };
    await runDueJobs(deps, INVOICE_JOB_HANDLERS);
    await runDueJobs(deps, INVOICE_JOB_HANDLERS);
    const issued = await db()
      .db.select()
      .from(invoices)
      .where(eq(invoices.schoolOrderId, order.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      format: "FPA12",
      documentType: "TD01",
      purpose: "ordine_scuola",
      totalCents: 45000,
      orderNumber: "1234/2027",
    });
    expect(issued[0]!.xml).toContain("<CodiceDestinatario>UFXYZ1</CodiceDestinatario>");
    expect(issued[0]!.xml).toContain("<CodiceCIG>Z1A2B3C4D5</CodiceCIG>");

    // The list shows it accepted, with its invoice.
    const request = await staffPost(db(), "http://localhost/admin/ordini", new URLSearchParams());
    const list = await ordersLoader({
      request: new Request("http://localhost/admin/ordini", { headers: request.headers }),
      context: requestContext(db(), testEnv()),
      params: {},
    } as never);
    expect(list.orders.find((o) => o.id === order.id)).toMatchObject({
      statusLabel: "Accettato",
      total: "€ 450,00",
      invoice: expect.stringMatching(/^FPA12 n\. \d+\/\d{4}, € 450,00$/),
    });
  });

  it("is refused to a redattore, who changes nothing", async () => {
    const order = await anOrder("corso-redattore", [11]);
    await expect(staffDecides(order.id, "accept", "redattore")).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(await invoiceJobs(order.id)).toEqual([]);
  });

  it("cancels a received order with its teachers, freeing their seats", async () => {
    const order = await anOrder("corso-annulla", [21, 22], { seats: 2 });
    expect((await staffDecides(order.id, "cancel")).status).toBe(200);
    const rows = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.schoolOrderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(["annullata", "annullata"]);
    expect(await invoiceJobs(order.id)).toEqual([]);
    // The seats are free again: another school takes both.
    const again = await postOrder(
      db(),
      testEnv(),
      order.course.slug,
      anOrderForm(order.edition.id, [21, 22]),
    );
    expect(again.body).toMatchObject({ status: "stored" });
  });

  it("shows the contact the order and lets them replace a teacher, whose new link replaces the old", async () => {
    const order = await anOrder("corso-sostituisci", [31, 32]);
    const open = (token: string) =>
      pageLoader({
        request: new Request(`http://localhost/ordini-scuola/${token}`),
        params: { token },
        context: requestContext(db(), testEnv()),
      } as never);
    const page = (await open(order.token)) as {
      page: {
        status: string;
        teachers: Array<{ id: string; fullName: string; replaceable: boolean }>;
      };
    };
    expect(page.page).toMatchObject({ status: "Ricevuto", amount: "€ 400,00" });
    expect(page.page.teachers.map((t) => t.fullName)).toEqual(["Docente 31", "Docente 32"]);
    const wrong = (await open(`${order.token.slice(0, 42)}x`)) as { init: ResponseInit };
    expect(wrong.init.status).toBe(404);

    const teacher = page.page.teachers[0]!;
    const [before] = await db().db.select().from(enrolments).where(eq(enrolments.id, teacher.id));
    // The first teacher replaced by the same new one, told by their fiscal code.
    const replace = (fiscalCode: string) =>
      callAction(
        pageAction,
        new Request(`http://localhost/ordini-scuola/${order.token}`, {
          method: "POST",
          body: new URLSearchParams({
            enrolmentId: teacher.id,
            fullName: "Nuova Docente",
            fiscalCode,
            email: "nuova@scuola.example.org",
          }),
        }),
        { database: db(), env: testEnv(), log, params: { token: order.token } },
      );
    // The other teacher of the order already holds a seat: refused beside the fiscal code.
    const taken = await replace(aFiscalCode(32));
    expect(taken).toMatchObject({
      status: 400,
      body: { errors: { fiscalCode: expect.stringContaining("già un'iscrizione") } },
    });
    // The replaced teacher's link, as their first mail issued it.
    await participantLinkFor(db().db, teacher.id);
    const done = await replace(aFiscalCode(33));
    expect(done).toMatchObject({
      status: 200,
      body: { status: "success", replaced: "Nuova Docente" },
    });
    const [after] = await db().db.select().from(enrolments).where(eq(enrolments.id, teacher.id));
    expect(after).toMatchObject({
      fullName: "Nuova Docente",
      fiscalCode: aFiscalCode(33),
      reference: before!.reference,
      status: "ricevuta",
    });
    // The replaced teacher's links no longer open the page.
    expect(
      await db()
        .db.select()
        .from(enrolmentAccessTokens)
        .where(eq(enrolmentAccessTokens.enrolmentId, teacher.id)),
    ).toEqual([]);
    const mails = await db().db.select().from(jobs).where(eq(jobs.kind, "enrolment.mail-enrollee"));
    expect(mails.filter((j) => j.payload.enrolmentId === teacher.id)).toHaveLength(2);
    // The history, kept after the enrolment is erased, names it by reference only.
    const history = await db()
      .db.select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entityId, teacher.id));
    expect(history.map((h) => h.summary)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Ordine ORD-\\d{4}-\\d{4}: sostituito il docente dell'iscrizione ${before!.reference}$`,
        ),
      ),
    ]);
  });
});
