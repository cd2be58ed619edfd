/** Reading the invoices for /admin/fatture and its downloads (decision 063). */
import { and, asc, desc, eq, isNull, like, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { Db } from "~/platform/db/client.server";
import { invoicedBuoni, invoices, payments, type Invoice } from "~/platform/db/schema";
import { isUuid } from "~/platform/uuid";

/** yyyy-mm */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type InvoiceListRow = Pick<
  Invoice,
  | "id"
  | "year"
  | "number"
  | "format"
  | "documentType"
  | "purpose"
  | "buyerName"
  | "totalCents"
  | "stampDutyCents"
  | "issuedOn"
  | "fileName"
  | "sdiStatus"
>;

/** The month's invoices in number order, and the months that have any (newest first). */
export async function invoicesOfMonth(db: Db, month: string) {
  const rows: InvoiceListRow[] = await db
    .select({
      id: invoices.id,
      year: invoices.year,
      number: invoices.number,
      format: invoices.format,
      documentType: invoices.documentType,
      purpose: invoices.purpose,
      buyerName: invoices.buyerName,
      totalCents: invoices.totalCents,
      stampDutyCents: invoices.stampDutyCents,
      issuedOn: invoices.issuedOn,
      fileName: invoices.fileName,
      sdiStatus: invoices.sdiStatus,
    })
    .from(invoices)
    .where(like(invoices.issuedOn, `${month}-%`))
    .orderBy(asc(invoices.year), asc(invoices.number));
  const months = await db
    .selectDistinct({ month: sql<string>`substr(${invoices.issuedOn}, 1, 7)` })
    .from(invoices)
    .orderBy(desc(sql`substr(${invoices.issuedOn}, 1, 7)`));
  // A credit note takes its amount off the month's total.
  const sign = (r: InvoiceListRow) => (r.documentType === "TD04" ? -1 : 1);
  return {
    rows,
    months: months.map((m) => m.month),
    totals: {
      count: rows.length,
      totalCents: rows.reduce((sum, r) => sum + sign(r) * r.totalCents, 0),
      stampDutyCents: rows.reduce((sum, r) => sum + r.stampDutyCents, 0),
    },
  };
}

/**
 * A confirmed buono (its code checked, an amount, not voided) that no invoice
 * to the ministry carries yet; the query left-joins invoicedBuoni on the payment.
 */
export const buonoNotYetInvoiced = and(
  eq(payments.method, "carta_docente"),
  isNull(invoicedBuoni.paymentId),
  isNull(payments.voidedAt),
  sql`${payments.sourceRef} is not null`,
  sql`${payments.amountCents} > 0`,
);

export async function buoniToInvoice(db: Db): Promise<{ count: number; totalCents: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .leftJoin(invoicedBuoni, eq(invoicedBuoni.paymentId, payments.id))
    .where(buonoNotYetInvoiced);
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

export async function getInvoice(db: Db, id: string): Promise<Invoice | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/**
 * The month's XML files as one ZIP, by their SdI names, for the accountant or
 * the SdI intermediary; null when the month has none.
 */
export async function monthZip(
  db: Db,
  month: string,
): Promise<{ body: Uint8Array<ArrayBuffer>; count: number } | null> {
  const rows = await db
    .select({ fileName: invoices.fileName, xml: invoices.xml })
    .from(invoices)
    .where(like(invoices.issuedOn, `${month}-%`))
    .orderBy(asc(invoices.year), asc(invoices.number));
  if (rows.length === 0) return null;
  const zipped = zipSync(Object.fromEntries(rows.map((r) => [r.fileName, strToU8(r.xml)])));
  return { body: new Uint8Array(zipped), count: rows.length };
}
