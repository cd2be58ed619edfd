/** What other features may import from this feature's server modules (decision 056). */
export { INVOICE_JOB_HANDLERS, invoiceCopyMail } from "./invoice-jobs.server";
export { issueInvoice, type InvoiceBuyer, type InvoiceDraft } from "./issue.server";
export { enrolmentInvoiceIssued } from "./enrolment-invoices.server";
