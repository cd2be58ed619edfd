/**
 * The school orders feature's public module for server code: what other
 * features and the server may import (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { SCHOOL_ORDER_JOB_HANDLERS } from "./order-mails.server";
export {
  INVOICE_JOB,
  schoolOrderInvoiceDraft,
  type SchoolOrderInvoiceDraft,
} from "./order-decisions.server";
