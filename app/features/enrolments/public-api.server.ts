/**
 * The enrolments feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export {
  changeEnrolmentStatuses,
  getEnrolmentWithEdition,
  openEditionCounts,
} from "./edition-run.server";
export {
  acceptsEnrolments,
  countCourseEnrolments,
  nextOpenEditions,
  openEditions,
  removeCourseEditions,
} from "./editions.server";
export { unpaidSeatsReleaser } from "./unpaid-release.server";
export {
  AlreadyEnrolledError,
  EditionClosedError,
  getEnrolmentWithCourse,
  liveEnrolmentOf,
} from "./enrolments.server";
export { enrolmentIdByToken } from "./journey/participant-page.server";
export { nextReference } from "./payment-files.server";
export { lockEditionSeats } from "./seats.server";
export {
  balanceFor,
  lockLedger,
  paidCentsOf,
  paymentsOf,
  recordPayment,
  type Balance,
  type PaymentInput,
} from "./ledger.server";
export { attendanceBases } from "./lesson-hours.server";
export { calendarHeaders, editionCalendarFile } from "./lessons/calendar.server";
export { editionHours, type EditionHours } from "./lessons/lessons.server";
export {
  firstLessonMail,
  firstLessonReminders,
  lessonChangedMail,
  type LessonMail,
} from "./lessons/lesson-mails.server";
export { VOUCHER_JOB_HANDLERS, voucherRefusedMail } from "./vouchers.server";
export { participantLinkFor, revokeParticipantLinks } from "./journey/access-links.server";
