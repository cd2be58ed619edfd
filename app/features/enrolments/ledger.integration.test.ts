import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { enrolments, jobs } from "~/platform/db/schema";
import { balanceFor, recordPayment, type PaymentInput } from "~/features/enrolments/ledger.server";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";

describeOnEachDatabase("the payments of an enrolment on %s", (db) => {
  async function anEnrolmentOwing(dueCents: number | null, slug: string) {
    const { edition } = await insertCourseEdition(db().db, slug);
    const [row] = await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { amountDueCents: dueCents, paymentMethod: "bonifico" }))
      .returning();
    return row!;
  }

  /** Records a payment in its own transaction. */
  function pay(enrolmentId: string, payment: Omit<PaymentInput, "enrolmentId">) {
    return db().db.transaction((tx) => recordPayment(tx, { enrolmentId, ...payment }));
  }

  it("a partial payment leaves the rest due; the one that completes it marks the enrolment paid once", async () => {
    const enrolment = await anEnrolmentOwing(19900, "ledger-partial");
    const first = await pay(enrolment.id, {
      method: "carta_docente",
      amountCents: 15000,
      receivedOn: "2027-01-10",
      sourceRef: "BUONO-1",
    });
    expect(first).toMatchObject({ recorded: true, nowFullyPaid: false, leftCents: 4900 });
    const line = {
      method: "bonifico",
      amountCents: 4900,
      receivedOn: "2027-01-12",
      sourceRef: "LINE-7",
    } as const;
    const second = await pay(enrolment.id, line);
    expect(second).toMatchObject({ recorded: true, nowFullyPaid: true, leftCents: 0 });
    // The same bank line again: nothing changes, nothing is queued twice.
    const again = await pay(enrolment.id, line);
    expect(again).toMatchObject({ recorded: false, nowFullyPaid: false, paidCents: 19900 });
    const [after] = await db().db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(after!.status).toBe("pagamento_verificato");
    expect(await balanceFor(db().db, after!)).toEqual({
      dueCents: 19900,
      paidCents: 19900,
      leftCents: 0,
    });
    const queued = await db().db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs);
    expect(queued.filter((j) => j.payload.enrolmentId === enrolment.id).map((j) => j.kind)).toEqual(
      ["enrolment.mail-paid", "invoice.issue-enrolment"],
    );
  });

  it("without a price nothing can be stated as due, and paying never marks the enrolment paid", async () => {
    const enrolment = await anEnrolmentOwing(null, "ledger-no-price");
    const result = await pay(enrolment.id, {
      method: "manuale",
      amountCents: 1000,
      receivedOn: "2027-01-10",
    });
    expect(result).toMatchObject({ dueCents: null, leftCents: null, nowFullyPaid: false });
  });
});
