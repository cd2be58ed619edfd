/**
 * The invoices' jobs in the outbox (decision 063). The enrolments feature
 * queues them by kind (a string, so it imports nothing of this feature): the
 * ledger when an enrolment becomes fully paid, a cancellation for the credit
 * note. While the year's numbering waits for confirmation after a restore,
 * an issue fails and the outbox tries it again later.
 */
import { eq } from "drizzle-orm";
import { refreshSiteSettings } from "~/features/settings/public-api.server";
import { invoices } from "~/platform/db/schema";
import type { JobHandler } from "~/platform/jobs.server";
import type { Db } from "~/platform/db/client.server";
import {
  issueEnrolmentCreditNote,
  issueEnrolmentInvoice,
  type IssueOutcome,
} from "./enrolment-invoices.server";
import { invoicePdf, invoicePdfFileName, invoiceTitle } from "./invoice-pdf.server";
import { issueSchoolOrderInvoice } from "./school-order-invoice.server";

/** The site's settings are read again first: the invoice copies the school's data. */
function issuingJob(
  idKey: "enrolmentId" | "orderId",
  issue: (db: Db, id: string) => Promise<IssueOutcome>,
  message: string,
): JobHandler {
  return {
    available: () => true,
    run: async (deps, payload) => {
      await refreshSiteSettings(deps.database);
      const id = String(payload[idKey]);
      const outcome = await issue(deps.database.db, id);
      deps.log.info(
        { [idKey]: id, invoiceId: outcome.issued?.id, reason: outcome.reason },
        message,
      );
    },
  };
}

/** The server adds these to the outbox worker's handlers. */
export const INVOICE_JOB_HANDLERS: Record<string, JobHandler> = {
  "invoice.issue-enrolment": issuingJob("enrolmentId", issueEnrolmentInvoice, "enrolment invoice"),
  // A school's order accepted by staff (decision 064): its one invoice for the total.
  "invoice.issue-school-order": issuingJob(
    "orderId",
    issueSchoolOrderInvoice,
    "school order invoice",
  ),
  "invoice.credit-note": issuingJob("enrolmentId", issueEnrolmentCreditNote, "credit note"),
};

/**
 * The courtesy copy of an invoice, to the e-mail address copied on it, with
 * its PDF; sent by the mail framework (inbox/mails, decision 067). Null when
 * the invoice is gone or has no address.
 */
export async function invoiceCopyMail(db: Db, payload: Record<string, unknown>) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.id, String(payload.invoiceId)));
  if (!invoice?.buyerEmail) return null;
  const title = invoiceTitle(invoice);
  return {
    /** The enrolment it was issued for, if any: its participant's page goes in the mail. */
    enrolmentId: invoice.enrolmentId,
    to: { name: invoice.buyerName, address: invoice.buyerEmail },
    title,
    lines: [
      `Buongiorno,`,
      ``,
      `in allegato la copia di cortesia della ${title.toLowerCase()}.`,
      `La fattura elettronica vera e propria è trasmessa attraverso il Sistema di Interscambio`,
      `e si trova nella propria area riservata del sito dell'Agenzia delle Entrate.`,
    ],
    attachments: [
      {
        fileName: invoicePdfFileName(invoice),
        contentType: "application/pdf",
        content: await invoicePdf(invoice),
      },
    ],
  };
}
