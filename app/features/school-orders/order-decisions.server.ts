/**
 * What staff do with a school's order (decision 064): accept it, which queues
 * its one FPA12 invoice for the total (a public body pays only after the
 * e-invoice), or cancel it before that, which cancels its teachers'
 * enrolments and gives their seats to the waiting list. Each in one
 * transaction with its history row.
 */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";
import {
  courseEditions,
  courses,
  enrolments,
  invoices,
  jobs,
  schoolOrders,
} from "~/platform/db/schema";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { actorLabel, recordChange, type Actor } from "~/platform/records/audit.server";
import { lockById } from "~/platform/records/editable-record.server";
import { changeEnrolmentStatuses, lockEditionSeats } from "~/features/enrolments/public-api.server";
import { editionDates } from "~/features/enrolments/public-api";
import { getSchoolOrder, orderTeachers } from "~/features/school-orders/school-orders.server";

/** The job that issues the order's FPA12 invoice; the invoices feature performs it. */
export const INVOICE_JOB = "invoice.issue-school-order";

export const ORDER_STATUS_LABELS = {
  ricevuto: "Ricevuto",
  accettato: "Accettato",
  annullato: "Annullato",
} as const;

/** Every order, newest first, with its course, edition and number of live teachers. */
export async function listSchoolOrders(db: Db) {
  return db
    .select({
      id: schoolOrders.id,
      reference: schoolOrders.reference,
      schoolName: schoolOrders.schoolName,
      status: schoolOrders.status,
      amountTotalCents: schoolOrders.amountTotalCents,
      cig: schoolOrders.cig,
      contactEmail: schoolOrders.contactEmail,
      createdAt: schoolOrders.createdAt,
      courseTitle: courses.title,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
      teachers: sql<number>`(select count(*)::int from ${enrolments} where ${enrolments.schoolOrderId} = ${schoolOrders.id} and ${enrolments.status} not in ('annullata', 'respinta'))`,
      // The issued invoice (decision 063): its format, number and total.
      invoice: sql<
        string | null
      >`(select ${invoices.format} || ' n. ' || ${invoices.number} || '/' || ${invoices.year} || '|' || ${invoices.totalCents} from ${invoices} where ${invoices.schoolOrderId} = ${schoolOrders.id} and ${invoices.documentType} = 'TD01' limit 1)`,
      // Until the invoice exists, its job says where it is: queued, issued or failed.
      invoiceJob: sql<
        "pending" | "done" | "failed" | null
      >`(select ${jobs.status} from ${jobs} where ${jobs.kind} = ${INVOICE_JOB} and ${jobs.payload}->>'orderId' = ${schoolOrders.id}::text order by ${jobs.createdAt} desc limit 1)`,
    })
    .from(schoolOrders)
    .innerJoin(courseEditions, eq(courseEditions.id, schoolOrders.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .orderBy(desc(schoolOrders.createdAt));
}

type Decision = { ok: true } | { ok: false; problem: string };

/** The order's row, locked until the transaction ends; null when it is gone. */
const lockOrder = lockById(schoolOrders);

function notOpen(status: keyof typeof ORDER_STATUS_LABELS): Decision {
  return {
    ok: false,
    problem: `L'ordine è già «${ORDER_STATUS_LABELS[status]}»: ricarica la pagina per vedere lo stato attuale.`,
  };
}

/**
 * Accepts a received order and queues exactly one invoice job for it, in
 * the same transaction; null when the order is gone.
 */
export async function acceptSchoolOrder(
  db: Db,
  orderId: string,
  actor: Actor,
): Promise<Decision | null> {
  const result = await db.transaction(async (tx): Promise<Decision | null> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return null;
    if (order.status !== "ricevuto") return notOpen(order.status);
    await tx
      .update(schoolOrders)
      .set({
        status: "accettato",
        decidedAt: new Date(),
        actorId: actor.id,
        actorLabel: await actorLabel(tx, actor),
        updatedAt: new Date(),
      })
      .where(eq(schoolOrders.id, order.id));
    await enqueueJob(tx, INVOICE_JOB, { orderId: order.id });
    await recordChange(tx, {
      actor,
      action: "status",
      entityType: "school-order",
      entityId: order.id,
      summary: `Ordine ${order.reference} accettato: fattura FPA12 in emissione`,
    });
    return { ok: true };
  });
  if (result?.ok) wakeJobs();
  return result;
}

/**
 * Cancels a received order: its teachers' live enrolments become
 * 'annullata' through staff's own verb (the waiting list takes the seats).
 * An accepted order has its invoice: refused, a credit note is the office's.
 */
export async function cancelSchoolOrder(
  db: Db,
  env: Env,
  orderId: string,
  actor: Actor,
): Promise<Decision | null> {
  return db.transaction(async (tx): Promise<Decision | null> => {
    const [head] = await tx
      .select({ editionId: schoolOrders.editionId })
      .from(schoolOrders)
      .where(eq(schoolOrders.id, orderId));
    if (!head) return null;
    // The edition first, then the order: the order in which every seat change locks.
    await lockEditionSeats(tx, head.editionId);
    const order = await lockOrder(tx, orderId);
    if (!order) return null;
    if (order.status === "accettato")
      return {
        ok: false,
        problem:
          "L'ordine è già accettato e la sua fattura emessa: per annullarlo serve una nota di credito, che la segreteria emette a mano.",
      };
    if (order.status !== "ricevuto") return notOpen(order.status);
    const live = await tx
      .select({ id: enrolments.id, status: enrolments.status })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.schoolOrderId, order.id),
          notInArray(enrolments.status, ["annullata", "respinta", "completata"]),
        ),
      );
    if (live.length > 0) {
      const change = await changeEnrolmentStatuses(tx, env, {
        editionId: order.editionId,
        status: "annullata",
        selected: live.map((e) => ({ id: e.id, shown: e.status })),
        actor,
      });
      if (!change?.ok) return { ok: false, problem: change?.problems.join(" ") ?? "" };
    }
    await tx
      .update(schoolOrders)
      .set({
        status: "annullato",
        decidedAt: new Date(),
        actorId: actor.id,
        actorLabel: await actorLabel(tx, actor),
        updatedAt: new Date(),
      })
      .where(eq(schoolOrders.id, order.id));
    await recordChange(tx, {
      actor,
      action: "status",
      entityType: "school-order",
      entityId: order.id,
      summary: `Ordine ${order.reference} annullato con le iscrizioni dei suoi docenti`,
    });
    return { ok: true };
  });
}

/** What an FPA12 invoice for a school's order says (FatturaPA 1.2.2); amounts in cents. */
export type SchoolOrderInvoiceDraft = {
  orderId: string;
  reference: string;
  buyer: {
    name: string;
    /** CodiceFiscale of CessionarioCommittente: 11 digits. */
    fiscalCode: string;
    /** CodiceDestinatario: the IPA office code (6) or a private SDI code (7); null with a PEC. */
    recipientCode: string | null;
    /** PECDestinatario, for a private school without an SDI code. */
    pec: string | null;
    publicBody: boolean;
    address: { street: string; postalCode: string; city: string; province: string };
  };
  /** DatiOrdineAcquisto: IdDocumento, Data, CodiceCIG, CodiceCUP. */
  purchaseOrder: { number: string; date: string; cig: string; cup: string | null };
  /** One line per teacher still enrolled. */
  lines: Array<{ description: string; enrolmentReference: string; unitPriceCents: number }>;
  totalCents: number;
};

/**
 * Everything the invoice of an order needs, read when it is issued: the buyer
 * as the school typed it, the unit price frozen on each enrolment. null when
 * the order is gone.
 */
export async function schoolOrderInvoiceDraft(
  db: Db,
  orderId: string,
): Promise<SchoolOrderInvoiceDraft | null> {
  const found = await getSchoolOrder(db, { id: orderId });
  if (!found) return null;
  const { order, edition, courseTitle } = found;
  const teachers = await orderTeachers(db, order.id, true);
  const lines = teachers.map((t) => ({
    description: `Corso «${courseTitle}», edizione ${editionDates(edition)}: ${t.fullName} (${t.fiscalCode})`,
    enrolmentReference: t.reference,
    unitPriceCents: t.amountDueCents ?? 0,
  }));
  return {
    orderId: order.id,
    reference: order.reference,
    buyer: {
      name: order.schoolName,
      fiscalCode: order.fiscalCode,
      recipientCode: order.recipientCode,
      pec: order.pec,
      publicBody: order.kind === "statale",
      address: {
        street: order.street,
        postalCode: order.postalCode,
        city: order.city,
        province: order.province,
      },
    },
    purchaseOrder: {
      number: order.purchaseOrderNumber,
      date: order.purchaseOrderDate,
      cig: order.cig,
      cup: order.cup,
    },
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.unitPriceCents, 0),
  };
}
