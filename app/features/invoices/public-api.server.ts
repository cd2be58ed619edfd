/**
 * The invoices feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { INVOICE_JOB_HANDLERS, invoiceCopyMail } from "./invoice-jobs.server";
export { issueInvoice, type InvoiceBuyer, type InvoiceDraft } from "./issue.server";
export { enrolmentInvoiceIssued } from "./enrolment-invoices.server";
