import type { Participant } from "~/features/enrolments/edition-run.server";

/**
 * The names the edition screen's forms share with its action: the page has one
 * status form, one hours form and one certificate form, and each participant's
 * row puts its fields in them by `form=`.
 */
export const STATUS_FORM = "form-stato";
export const HOURS_FORM = "form-ore";
export const CERTIFICATE_FORM = "form-attestato";
export const SHOWN_PREFIX = "mostrato-";
export const HOURS_PREFIX = "ore-";
export const SHOWN_HOURS_PREFIX = "ore-mostrate-";
export const MAX_HOURS = 999;

export const LINK_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** One participant as the edition screen shows it. */
export type RunParticipant = Pick<
  Participant,
  | "id"
  | "reference"
  | "fullName"
  | "email"
  | "phone"
  | "status"
  | "paymentMethod"
  | "voucherCode"
  | "orderSchoolName"
  | "duplicateFlagged"
  | "hoursAttended"
  | "certificate"
> & {
  hasProof: boolean;
  amountDue: string | null;
  /** Minutes present by the register; null when the edition has no lessons (hours typed). */
  registerMinutes: number | null;
  /** Why the attestato cannot be issued now (decision 065), for a completata without one. */
  certificateProblem: string | null;
};

export function earnsCertificate(p: RunParticipant) {
  return !p.certificate && p.status === "completata" && p.certificateProblem === null;
}
