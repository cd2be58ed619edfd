/**
 * The statuses of an enrolment in a course edition as staff see
 * them, and which change leads where. Browser-safe: the edition screen shows
 * the same labels the server checks.
 */
import type { Enrolment } from "~/platform/db/schema";

export type EnrolmentStatus = Enrolment["status"];

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  ricevuta: "Ricevuta",
  pagamento_verificato: "Pagamento verificato",
  confermata: "Confermata",
  completata: "Completata",
  annullata: "Annullata",
  lista_attesa: "Lista d'attesa",
  respinta: "Respinta",
};

/** Statuses that hold no seat (the one seat rule, used by seats.server.ts too). */
export const SEATLESS_STATUSES = [
  "annullata",
  "respinta",
  "lista_attesa",
] as const satisfies readonly EnrolmentStatus[];

export function takesSeat(status: EnrolmentStatus): boolean {
  return !(SEATLESS_STATUSES as readonly string[]).includes(status);
}

/**
 * Statuses that end an enrolment: anything else is live (a seat, or a place
 * on the waiting list), and one person holds at most one live enrolment per
 * edition (decision 059).
 */
export const ENDED_STATUSES = [
  "annullata",
  "respinta",
] as const satisfies readonly EnrolmentStatus[];

/** Paid: the payment was checked (and everything after it). */
export const PAID_STATUSES: readonly EnrolmentStatus[] = [
  "pagamento_verificato",
  "confermata",
  "completata",
];

/**
 * Where each status may go: forward along ricevuta → pagamento verificato →
 * confermata → completata, one step back to correct a mistake, annullata from
 * any open status, respinta for a proof that is not valid, and ricevuta for
 * someone admitted from the waiting list. Annullata and respinta are final.
 */
const NEXT: Record<EnrolmentStatus, readonly EnrolmentStatus[]> = {
  ricevuta: ["pagamento_verificato", "annullata", "respinta"],
  pagamento_verificato: ["confermata", "ricevuta", "annullata", "respinta"],
  confermata: ["completata", "pagamento_verificato", "annullata"],
  completata: ["confermata"],
  lista_attesa: ["ricevuta", "annullata"],
  annullata: [],
  respinta: [],
};

/** The statuses the bulk change offers, in the order of the path. */
export const BULK_TARGETS: readonly EnrolmentStatus[] = [
  "ricevuta",
  "pagamento_verificato",
  "confermata",
  "completata",
  "annullata",
  "respinta",
];

/** Why `from` cannot become `to` (an Italian sentence naming the person), or null when it can. */
export function transitionProblem(
  name: string,
  from: EnrolmentStatus,
  to: EnrolmentStatus,
): string | null {
  if (from === to) return `${name} è già nello stato «${ENROLMENT_STATUS_LABELS[to]}».`;
  if (NEXT[from].includes(to)) return null;
  if (NEXT[from].length === 0) {
    return `L'iscrizione di ${name} è «${ENROLMENT_STATUS_LABELS[from]}»: il suo stato non si può più cambiare.`;
  }
  const allowed = NEXT[from].map((s) => `«${ENROLMENT_STATUS_LABELS[s]}»`).join(", ");
  return `${name}: da «${ENROLMENT_STATUS_LABELS[from]}» non si passa a «${ENROLMENT_STATUS_LABELS[to]}» (si può passare a ${allowed}).`;
}
