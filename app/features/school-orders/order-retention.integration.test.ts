// Decisions 042 and 064: a school's order is kept as long as the enrolments of
// its edition (24 months from its last day, the default). Past that the
// contact person's data and private link go while the order's fiscal facts
// and its invoice stay; within it nothing changes. The art. 15 export finds an
// order by its contact or its teachers. One database for the file, on PGlite
// and PostgreSQL.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  enrolments,
  invoices,
  jobs,
  schoolOrders,
} from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { INVOICE_JOB_HANDLERS } from "~/features/invoices/public-api.server";
import { applyRetention, collectPersonalData } from "~/features/privacy/public-api.server";
import { loader as ordersLoader } from "~/features/school-orders/admin/orders";
import { loader as pageLoader } from "~/features/school-orders/public/order-status";
import { acceptSchoolOrder, INVOICE_JOB } from "~/features/school-orders/order-decisions.server";
import { aFiscalCode } from "../../../tests/support/builders";
import { requestContext, staffPost } from "../../../tests/support/action";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { formEnvPerTest } from "../../../tests/support/uploads";
import { SCHOOL_FISCAL_CODE, storedOrder } from "./school-order-test-helpers";

const log = pino({ level: "silent" });
// The Rome day 2029-04-28: the editions that ended on 2027-04-28 or later are kept.
const NIGHT = new Date("2029-04-28T01:30:00Z");

describeOnEachDatabase("a school's order and the retention run on %s", (db) => {
  const testEnv = formEnvPerTest("ordine-scuola-conservazione-");
  const deps = () => ({ database: db(), env: testEnv(), log });

  const orderRow = async (id: string) =>
    (await db().db.select().from(schoolOrders).where(eq(schoolOrders.id, id)))[0]!;
  const orderJobs = async (id: string) =>
    (await db().db.select().from(jobs)).filter((j) => j.payload.orderId === id).map((j) => j.kind);
  const teachersOf = async (id: string) =>
    db().db.select().from(enrolments).where(eq(enrolments.schoolOrderId, id));
  /** The contact's page status: 200 while the link opens it, 404 once it opens nothing. */
  async function pageStatus(token: string): Promise<number> {
    const answer = (await pageLoader({
      request: new Request(`http://localhost/ordini-scuola/${token}`),
      params: { token },
      context: requestContext(db(), testEnv()),
    } as never)) as { init?: ResponseInit | null };
    return answer.init?.status ?? 200;
  }

  it("past its period, an order loses its contact's data and link, and keeps its fiscal facts and invoice", async () => {
    const order = await storedOrder(db(), testEnv(), "corso-ordine-scaduto", [41, 42], {
      endDate: "2027-04-27",
      schoolPriceCents: 15000,
    });
    expect(await acceptSchoolOrder(db().db, order.id, { id: null, label: "Prova" })).toEqual({
      ok: true,
    });
    await runDueJobs(deps(), INVOICE_JOB_HANDLERS);
    const before = await orderRow(order.id);
    const [invoice] = await db()
      .db.select()
      .from(invoices)
      .where(eq(invoices.schoolOrderId, order.id));
    expect(invoice).toMatchObject({ format: "FPA12", totalCents: 30000 });
    expect(await pageStatus(order.token)).toBe(200);
    expect((await orderJobs(order.id)).sort()).toEqual([
      INVOICE_JOB,
      "school-order.mail-contact",
      "school-order.mail-school",
    ]);

    expect(await applyRetention(deps(), NIGHT)).toEqual({
      message: 0,
      enrolment: 2,
      "school-order": 1,
      attendance: 0,
    });
    expect(before).toMatchObject({
      contactName: "Teresa Segreteria",
      contactEmail: "segreteria@scuola.example.org",
      accessTokenHash: expect.any(String),
    });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ contactName: "", contactEmail: "", accessTokenHash: null });
    // Every other column as it was.
    const {
      contactName: _name,
      contactEmail: _email,
      accessTokenHash: _link,
      updatedAt: _updated,
      ...facts
    } = before;
    expect(after).toMatchObject(facts);
    expect(after).toMatchObject({
      status: "accettato",
      fiscalCode: SCHOOL_FISCAL_CODE,
      recipientCode: "UFXYZ1",
      cig: "Z1A2B3C4D5",
      purchaseOrderNumber: "1234/2027",
      purchaseOrderDate: "2027-01-15",
      amountTotalCents: 30000,
    });
    // The invoice is the law's, ten years: untouched, still the order's.
    expect(
      await db().db.select().from(invoices).where(eq(invoices.schoolOrderId, order.id)),
    ).toEqual([invoice]);
    // The teachers went by their own rule (enrolments of that edition); the link opens nothing.
    expect(await teachersOf(order.id)).toEqual([]);
    expect(await pageStatus(order.token)).toBe(404);
    // The order's e-mails (queued or sent, with their copies) go; its invoice job stays.
    expect(await orderJobs(order.id)).toEqual([INVOICE_JOB]);

    const [entry] = await db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "school-order"), eq(auditLog.action, "erase")));
    expect(entry).toMatchObject({
      entityId: order.id,
      actorId: null,
      actorLabel: "Conservazione automatica",
      summary: `Ordine ${before.reference}: dati personali del referente cancellati perché è scaduto il periodo di conservazione`,
    });
    const history = (await db().db.select().from(auditLog)).map((r) => r.summary).join("\n");
    expect(history).not.toMatch(/Teresa|segreteria@|Docente 4/);

    // Staff still see the order with its invoice, its contact marked as erased.
    const { headers } = await staffPost(
      db(),
      "http://localhost/admin/ordini",
      new URLSearchParams(),
    );
    const list = await ordersLoader({
      request: new Request("http://localhost/admin/ordini", { headers }),
      context: requestContext(db(), testEnv()),
      params: {},
    } as never);
    expect(list.orders.find((o) => o.id === order.id)).toMatchObject({
      schoolName: before.schoolName,
      contactEmail: "dati personali cancellati",
      invoice: expect.stringMatching(/^FPA12 n\. \d+\/\d{4}, € 300,00$/),
    });

    // A second run (a retry, another instance) finds nothing more.
    expect(await applyRetention(deps(), NIGHT)).toEqual({
      message: 0,
      enrolment: 0,
      "school-order": 0,
      attendance: 0,
    });
    expect(
      await db()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "school-order"), eq(auditLog.action, "erase"))),
    ).toHaveLength(1);
  });

  it("within its period (its edition ended on the last day still kept), an order keeps everything", async () => {
    const order = await storedOrder(db(), testEnv(), "corso-ordine-in-corso", [43], {
      endDate: "2027-04-28",
    });
    const before = await orderRow(order.id);
    // The teacher as a person; the questionnaire flag has a shorter period of its own (066).
    const person = async () =>
      (await teachersOf(order.id)).map(({ id, fullName, fiscalCode, email }) => ({
        id,
        fullName,
        fiscalCode,
        email,
      }));
    const teachers = await person();
    expect(teachers).toHaveLength(1);

    await applyRetention(deps(), NIGHT);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await person()).toEqual(teachers);
    expect(await pageStatus(order.token)).toBe(200);
    expect((await orderJobs(order.id)).sort()).toEqual([
      "school-order.mail-contact",
      "school-order.mail-school",
    ]);
  });

  it("is in the art. 15 export of its contact and of its teachers, each with their own part only", async () => {
    const order = await storedOrder(
      db(),
      testEnv(),
      "corso-ordine-export",
      [44, 45],
      {},
      {
        contactName: "Paola Preside",
        contactEmail: "preside@liceo.example.org",
      },
    );
    const [message] = await db()
      .db.insert(contactMessages)
      .values({
        name: "Paola",
        email: "Preside@Liceo.example.org",
        subject: "Ordine",
        message: "?",
      })
      .returning({ id: contactMessages.id });
    type Exported = {
      ordiniScuole: Array<{
        riferimento: string;
        scuola: string;
        referente: { nomeCognome: string; email: string } | null;
        iscrizioneComeDocente: string | null;
      }>;
    };
    const ofContact = await collectPersonalData(db().db, {
      entityType: "message",
      id: message!.id,
    });
    const reference = (await orderRow(order.id)).reference;
    expect((ofContact!.document as Exported).ordiniScuole).toMatchObject([
      {
        riferimento: reference,
        referente: { nomeCognome: "Paola Preside", email: "preside@liceo.example.org" },
        iscrizioneComeDocente: null,
      },
    ]);
    expect(ofContact!.detail).toBe("1 messaggi, 0 iscrizioni ai corsi, 1 ordini delle scuole");

    const teacher = (await teachersOf(order.id)).find((t) => t.fiscalCode === aFiscalCode(44))!;
    const ofTeacher = await collectPersonalData(db().db, {
      entityType: "enrolment",
      id: teacher.id,
    });
    expect((ofTeacher!.document as Exported).ordiniScuole).toMatchObject([
      { riferimento: reference, referente: null, iscrizioneComeDocente: teacher.reference },
    ]);
    // Neither the contact's data nor the other teacher's are the teacher's to receive.
    expect(JSON.stringify(ofTeacher!.document)).not.toMatch(/preside@|Paola|Docente 45/i);
  });
});
