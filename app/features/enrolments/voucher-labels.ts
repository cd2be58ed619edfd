/**
 * What a teacher and staff read about a buono checked online (decision 062).
 * Browser-safe: the enrolment's confirmation and the staff page use the same words.
 */
import { formatEuro } from "~/platform/money";
import type { Enrolment } from "~/platform/db/schema";

type VoucherState = NonNullable<Enrolment["voucherState"]>;

export const VOUCHER_STATE_LABELS: Record<VoucherState, string> = {
  da_verificare: "Buono da verificare (il servizio non ha risposto: nuovo tentativo in corso)",
  verificato: "Buono verificato, non ancora speso",
  speso: "Buono speso",
  esito_da_verificare:
    "Esito da verificare: la conferma è partita ma la risposta non è arrivata. Controlla sul portale della Carta del Docente prima di chiedere altro pagamento.",
  non_valido: "Buono non accettato dal servizio: il resto va pagato con bonifico",
};

/** What a Confirm settled by staff says in its detail, after 'speso' or 'non speso' (decision 062). */
export const STAFF_CHECKED = "verificato dallo staff sul portale esercenti";

/** The buono's lines on the enrolment's confirmation; null on the manual path. */
export function voucherSummary(
  voucher: { state: "verificato"; amountCents: number } | { state: "da_verificare" } | null,
  dueCents: number | null,
): string | null {
  if (!voucher) return null;
  if (voucher.state === "da_verificare") {
    return "Il servizio della Carta del Docente non risponde in questo momento: verifichiamo il buono appena possibile e ti scriviamo se c'è un problema.";
  }
  const covered = `Buono della Carta del Docente verificato: ${formatEuro(voucher.amountCents)}.`;
  if (dueCents !== null && voucher.amountCents < dueCents) {
    return `${covered} Il buono copre ${formatEuro(voucher.amountCents)}: il resto, ${formatEuro(dueCents - voucher.amountCents)}, va pagato con bonifico.`;
  }
  return covered;
}

/** Whether the service's beneficiary is a fiscal code other than the teacher's (a name is not compared). */
export function beneficiaryDiffers(beneficiary: string | null, fiscalCode: string): boolean {
  if (!beneficiary) return false;
  const b = beneficiary.trim().toUpperCase();
  return /^[A-Z0-9]{16}$/.test(b) && b !== fiscalCode.trim().toUpperCase();
}

/** The buono as the participant's own page tells it; null on the manual path. */
export function voucherForParticipant(
  e: Pick<Enrolment, "voucherState" | "voucherAmountCents">,
  leftCents: number | null,
): string | null {
  const amount = e.voucherAmountCents === null ? "" : ` (${formatEuro(e.voucherAmountCents)})`;
  const rest = leftCents ? ` Resta da pagare con bonifico: ${formatEuro(leftCents)}.` : "";
  switch (e.voucherState) {
    case null:
      return null;
    case "da_verificare":
      return "Stiamo verificando il buono con il servizio del Ministero: ti scriviamo se c'è un problema.";
    case "verificato":
      return `Buono verificato${amount}: lo usiamo quando avrai un posto nel corso.`;
    case "speso":
      return `Buono della Carta del Docente usato${amount}.${rest}`;
    case "esito_da_verificare":
      return "Stiamo verificando con il Ministero l'uso del buono: non serve che tu faccia nulla, ti scriviamo noi.";
    case "non_valido":
      return `Il servizio della Carta del Docente non ha accettato il buono.${rest}`;
  }
}
