/** Lines several e-mails share (decision 067): amounts, bank details, the buono checked online. */
import { amountLabel } from "~/features/enrolments/public-api";
import { bankDetails, vatTreatment } from "~/features/settings/public-api.server";

/** The amount due frozen on an enrolment, with the VAT treatment (decision 058); none without a price. */
export function amountLines(cents: number | null): string[] {
  const amount = amountLabel(cents);
  return amount ? [`Importo da pagare: ${amount} (${vatTreatment()}).`] : [];
}

/** Where a bank transfer goes, as the mails to a person list it. */
export function bankLines(): string[] {
  const bank = bankDetails();
  return [`Beneficiario: ${bank.beneficiary}`, `Banca: ${bank.bank}`, `IBAN: ${bank.iban}`];
}

/** A buono checked online, in the enrollee's mail (decision 062): what it covers, the rest by transfer. */
export function voucherMailLines(e: {
  reference: string;
  voucherState: string | null;
  voucherAmountCents: number | null;
  amountDueCents: number | null;
}): string[] {
  if (e.voucherState === "da_verificare" || e.voucherAmountCents === null) {
    return [
      `Il servizio della Carta del Docente non rispondeva: verifichiamo il buono appena possibile e ti scriviamo se c'è un problema.`,
    ];
  }
  const lines = [
    `Buono della Carta del Docente verificato con il servizio del Ministero: ${amountLabel(e.voucherAmountCents)}.`,
  ];
  if (e.amountDueCents !== null && e.voucherAmountCents < e.amountDueCents) {
    lines.push(
      `Il buono copre ${amountLabel(e.voucherAmountCents)}: il resto, ${amountLabel(e.amountDueCents - e.voucherAmountCents)}, va pagato con bonifico, causale ${e.reference}.`,
      ...bankLines(),
    );
  }
  return lines;
}
