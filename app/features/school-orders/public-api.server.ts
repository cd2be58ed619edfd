// What other features and the server may import from school orders' server
// modules (docs/decisions/056-layers-checked-by-the-linter.md).
export { orderContactMail, orderSchoolMail, type OrderMail } from "./order-mails.server";
export {
  INVOICE_JOB,
  schoolOrderInvoiceDraft,
  type SchoolOrderInvoiceDraft,
} from "./order-decisions.server";
