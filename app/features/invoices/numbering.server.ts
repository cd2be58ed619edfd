/**
 * Invoice numbers (decision 063): one sequence per calendar year, without
 * gaps and never twice. The counter row is locked and raised in the issuing
 * transaction: a second instance issuing at the same time waits for the
 * first to commit, and an issue that fails gives its number back with the
 * rollback. After a restore the counters are unconfirmed until an
 * amministratore says which number comes next.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { invoiceCounters, invoices } from "~/platform/db/schema";

/** Thrown while the year's next number waits for confirmation after a restore. */
export class NumberingUnconfirmed extends Error {
  constructor(readonly year: number) {
    super(
      `La numerazione delle fatture del ${year} va confermata dopo il ripristino di un backup: nessuna fattura viene emessa finché un amministratore non conferma il prossimo numero in /admin/fatture.`,
    );
  }
}

/** Takes the year's next number inside `tx` (the issuing transaction). */
export async function takeInvoiceNumber(tx: Db, year: number): Promise<number> {
  // The first invoice of a year makes the row; a racing instance's insert is a no-op.
  await tx.insert(invoiceCounters).values({ year }).onConflictDoNothing();
  const [counter] = await tx
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.year, year))
    .for("update");
  if (!counter!.confirmed) throw new NumberingUnconfirmed(year);
  await tx
    .update(invoiceCounters)
    .set({ nextNumber: counter!.nextNumber + 1, updatedAt: new Date() })
    .where(eq(invoiceCounters.year, year));
  return counter!.nextNumber;
}

export type CounterState = {
  year: number;
  nextNumber: number;
  confirmed: boolean;
  /** The highest number issued this year, as this database knows it. */
  lastIssued: number;
};

/** The counters waiting for confirmation, with what the database knows of each year. */
export async function unconfirmedCounters(db: Db): Promise<CounterState[]> {
  const rows = await db
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.confirmed, false))
    .orderBy(desc(invoiceCounters.year));
  const states: CounterState[] = [];
  for (const row of rows) {
    const [last] = await db
      .select({ n: sql<number>`coalesce(max(${invoices.number}), 0)::int` })
      .from(invoices)
      .where(eq(invoices.year, row.year));
    states.push({ ...row, lastIssued: Number(last?.n ?? 0) });
  }
  return states;
}

/**
 * An amministratore states the year's next number (after checking the last
 * one sent to the SdI). It can never go below a number this database has
 * issued; returns false when it would.
 */
export async function confirmNextNumber(db: Db, year: number, next: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${invoices.number}), 0)::int` })
      .from(invoices)
      .where(eq(invoices.year, year));
    if (next <= Number(last?.n ?? 0)) return false;
    const updated = await tx
      .update(invoiceCounters)
      .set({ nextNumber: next, confirmed: true, updatedAt: new Date() })
      .where(and(eq(invoiceCounters.year, year), eq(invoiceCounters.confirmed, false)))
      .returning({ year: invoiceCounters.year });
    return updated.length === 1;
  });
}
