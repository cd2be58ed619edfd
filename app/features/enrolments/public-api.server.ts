/**
 * The enrolments feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { getEnrolmentWithEdition, openEditionCounts } from "./edition-run.server";
export { countCourseEnrolments, openEditions, removeCourseEditions } from "./editions.server";
export { getEnrolmentWithCourse } from "./enrolments.server";
export {
  balanceFor,
  paidCentsOf,
  paymentsOf,
  recordPayment,
  type Balance,
  type PaymentInput,
} from "./ledger.server";
export { participantLinkFor } from "./journey/access-links.server";
