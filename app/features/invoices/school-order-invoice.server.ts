/**
 * The one invoice of a school's order (decisions 063, 064): FPA12 to a state
 * school (its IPA office code, the order's CIG and CUP), FPR12 to a private
 * one, a line per teacher still enrolled. Issued when staff accept the order,
 * through the outbox job `invoice.issue-school-order`; never twice.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { invoices } from "~/platform/db/schema";
import { schoolOrderInvoiceDraft } from "~/features/school-orders/public-api.server";
import { priceLine, type IssueOutcome } from "./enrolment-invoices.server";
import { issueInvoice } from "./issue.server";

export async function issueSchoolOrderInvoice(db: Db, orderId: string): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    const draft = await schoolOrderInvoiceDraft(tx, orderId);
    if (!draft) return { issued: null, reason: "ordine non più presente" };
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.schoolOrderId, orderId), eq(invoices.documentType, "TD01")));
    if (existing) return { issued: null, reason: "già emessa" };
    if (draft.totalCents === 0) return { issued: null, reason: "nessun importo dovuto" };
    const { buyer, purchaseOrder } = draft;
    const issued = await issueInvoice(tx, {
      format: buyer.publicBody ? "FPA12" : "FPR12",
      purpose: "ordine_scuola",
      schoolOrderId: orderId,
      buyer: {
        name: buyer.name,
        fiscalCode: buyer.fiscalCode,
        address: buyer.address,
        // A private school that gave a PEC: the SdI's "0000000" and the PEC.
        recipientCode: buyer.recipientCode ?? "0000000",
        pec: buyer.pec ?? undefined,
      },
      reason: `Ordine ${draft.reference}`,
      order: {
        number: purchaseOrder.number,
        date: purchaseOrder.date,
        cig: purchaseOrder.cig,
        cup: purchaseOrder.cup ?? undefined,
      },
      lines: draft.lines.map((line) => priceLine(line.description, line.unitPriceCents)),
    });
    return { issued };
  });
}
