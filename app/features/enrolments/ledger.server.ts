/**
 * The money received for an enrolment (decision 061): one row per payment in
 * `payments`, never deleted. Whatever brings money in (a bank credit matched
 * from a statement, a Carta del Docente buono confirmed with the ministry, a
 * payment staff record by hand) goes through `recordPayment`. A payment
 * recorded by mistake is voided (`voidPayment`) and every sum leaves it out.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { enrolments, payments, users, type Enrolment } from "~/platform/db/schema";
import { enqueueJob } from "~/platform/jobs.server";
import { isUuid } from "~/platform/uuid";

type PaymentMethod = (typeof payments.$inferInsert)["method"];

export type PaymentInput = {
  enrolmentId: string;
  method: PaymentMethod;
  amountCents: number;
  /** yyyy-mm-dd, the day the money arrived or the buono was spent. */
  receivedOn: string;
  /** The bank line's id or the buono's code: the same one is recorded once. */
  sourceRef?: string | null;
  note?: string;
  recordedBy?: string | null;
};

export type Balance = {
  /** Frozen on the enrolment (decision 058); null when the edition had no price. */
  dueCents: number | null;
  paidCents: number;
  /** What is still to pay (never below 0); null when nothing can be stated. */
  leftCents: number | null;
};

/** Job kinds queued when an enrolment becomes fully paid; their handlers are the features'. */
export const FULLY_PAID_JOBS = ["enrolment.mail-paid", "invoice.issue-enrolment"] as const;

function balanceOf(dueCents: number | null, paidCents: number): Balance {
  return {
    dueCents,
    paidCents,
    leftCents: dueCents === null ? null : Math.max(0, dueCents - paidCents),
  };
}

/** The sum received for each of `enrolmentIds`, in cents (0 when nothing); voided payments left out. */
export async function paidCentsOf(db: Db, enrolmentIds: string[]): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  if (enrolmentIds.length === 0) return paid;
  const rows = await db
    .select({
      enrolmentId: payments.enrolmentId,
      total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(and(inArray(payments.enrolmentId, enrolmentIds), isNull(payments.voidedAt)))
    .groupBy(payments.enrolmentId);
  for (const row of rows) paid.set(row.enrolmentId, Number(row.total));
  return paid;
}

export async function balanceFor(
  db: Db,
  enrolment: Pick<Enrolment, "id" | "amountDueCents">,
): Promise<Balance> {
  const paid = (await paidCentsOf(db, [enrolment.id])).get(enrolment.id) ?? 0;
  return balanceOf(enrolment.amountDueCents, paid);
}

/** The payments of one enrolment that count (voided ones left out), oldest first. */
export function paymentsOf(db: Db, enrolmentId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.enrolmentId, enrolmentId), isNull(payments.voidedAt)))
    .orderBy(payments.createdAt);
}

/** Every payment of one enrolment, voided ones too with who voided them, oldest first (the staff page). */
export function ledgerOf(db: Db, enrolmentId: string) {
  return db
    .select({ payment: payments, voidedByName: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.voidedBy))
    .where(eq(payments.enrolmentId, enrolmentId))
    .orderBy(payments.createdAt);
}

/**
 * Locks the enrolment's row for a change to its money, in the caller's
 * transaction: recording, voiding and issuing its invoice all take this lock
 * first, so none of them acts on a balance another is changing. Null when the
 * enrolment is gone.
 */
export async function lockLedger(tx: Db, enrolmentId: string) {
  if (!isUuid(enrolmentId)) return null;
  const [enrolment] = await tx
    .select({
      id: enrolments.id,
      reference: enrolments.reference,
      fullName: enrolments.fullName,
      status: enrolments.status,
      amountDueCents: enrolments.amountDueCents,
    })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId))
    .for("update");
  return enrolment ?? null;
}

export type RecordedPayment = Balance & {
  /** False when the same source (bank line, buono) was already recorded: nothing changed. */
  recorded: boolean;
  /** This payment completed what was due. */
  nowFullyPaid: boolean;
};

/**
 * Records money received, inside the caller's transaction: the enrolment row
 * is locked first, so two imports or two instances recording for the same
 * enrolment are serialised. When the sum reaches the amount due for the first
 * time, a 'ricevuta' enrolment becomes 'pagamento_verificato' and
 * FULLY_PAID_JOBS are queued. A waiting-list enrolment keeps its place in the
 * list: paying does not take a seat.
 */
export async function recordPayment(tx: Db, input: PaymentInput): Promise<RecordedPayment> {
  if (!Number.isSafeInteger(input.amountCents)) throw new Error("amountCents: integer cents");
  const enrolment = await lockLedger(tx, input.enrolmentId);
  if (!enrolment) throw new Error(`enrolment ${input.enrolmentId} not found`);
  const before = await balanceFor(tx, enrolment);
  const inserted = await tx
    .insert(payments)
    .values({
      enrolmentId: input.enrolmentId,
      method: input.method,
      amountCents: input.amountCents,
      receivedOn: input.receivedOn,
      sourceRef: input.sourceRef ?? null,
      note: input.note ?? "",
      recordedBy: input.recordedBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (inserted.length === 0) return { ...before, recorded: false, nowFullyPaid: false };
  const after = balanceOf(before.dueCents, before.paidCents + input.amountCents);
  const wasPaid = before.dueCents !== null && before.paidCents >= before.dueCents;
  const nowFullyPaid = after.dueCents !== null && after.leftCents === 0 && !wasPaid;
  if (nowFullyPaid) {
    await tx
      .update(enrolments)
      .set({ status: "pagamento_verificato", updatedAt: new Date() })
      .where(and(eq(enrolments.id, enrolment.id), eq(enrolments.status, "ricevuta")));
    for (const kind of FULLY_PAID_JOBS) await enqueueJob(tx, kind, { enrolmentId: enrolment.id });
  }
  return { ...after, recorded: true, nowFullyPaid };
}

export type VoidedPayment = Balance & {
  /** False when the payment was already voided (or is not this enrolment's): nothing changed. */
  voided: boolean;
  /** The enrolment went back from 'pagamento_verificato' to 'ricevuta': no longer fully paid. */
  reopened: boolean;
};

/**
 * Voids one payment of an enrolment, inside the caller's transaction and
 * under the ledger's lock: the row stays with when, who and why. A
 * 'pagamento_verificato' enrolment no longer fully paid goes back to
 * 'ricevuta', the status before payment, and its days to pay by transfer
 * count again from now (decision 061), so it is not released within the hour
 * without a reminder. Which payments may be voided is the caller's rule.
 */
export async function voidPayment(
  tx: Db,
  input: { enrolmentId: string; paymentId: string; reason: string; voidedBy: string | null },
): Promise<VoidedPayment> {
  const enrolment = await lockLedger(tx, input.enrolmentId);
  if (!enrolment) throw new Error(`enrolment ${input.enrolmentId} not found`);
  const voided = await tx
    .update(payments)
    .set({ voidedAt: new Date(), voidedBy: input.voidedBy, voidReason: input.reason })
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.enrolmentId, enrolment.id),
        isNull(payments.voidedAt),
      ),
    )
    .returning({ id: payments.id });
  const after = await balanceFor(tx, enrolment);
  if (voided.length === 0) return { ...after, voided: false, reopened: false };
  const unpaid = after.leftCents !== null && after.leftCents > 0;
  const reopened = unpaid && enrolment.status === "pagamento_verificato";
  if (reopened) {
    await tx
      .update(enrolments)
      .set({
        status: "ricevuta",
        seatTakenAt: new Date(),
        paymentReminderAt: null,
        updatedAt: new Date(),
      })
      .where(eq(enrolments.id, enrolment.id));
  }
  return { ...after, voided: true, reopened };
}
