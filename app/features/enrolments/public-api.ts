/**
 * The enrolments feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { cedilsPaymentReason, editionYearOfReference } from "./cedils/cedils-edition";
export type { CedilsDetails } from "./cedils/cedils-edition";
export { editionDatesText } from "./edition-dates";
export {
  amountDueFor,
  amountLabel,
  deadlineLabel,
  editionDates,
  editionModeLabel,
  editionPriceLabel,
  paymentReason,
  sofiaIdsText,
} from "./editions";
export type { NextEdition, PublicEdition } from "./editions";
export { participantPagePath } from "./journey/participant-link";
export {
  ENROLMENT_STATUS_LABELS,
  PAID_STATUSES,
  SEATLESS_STATUSES,
  takesSeat,
} from "./participant-status";
export {
  certificateHoursFor,
  editionNotOverProblem,
  minutesLabel,
  type AttendanceBasis,
} from "./attendance-rules";
export { lessonWhenLabel, type LessonView } from "./lessons/lesson-hours";
export { paymentDeadline } from "./payment-deadline";
export { participantInvoiceAddress, participantInvoiceRecipient } from "./invoice-details";
