/**
 * «Annulla questo pagamento» on a participant's staff page (decision 061): a
 * payment staff recorded by hand by mistake is voided, never deleted, with
 * the reason in the ledger and the history. Money from a bank statement or a
 * buono is not staff's to void: it came from outside. Once the enrolment's
 * invoice is issued the amount it states cannot change: the way out is
 * cancelling the enrolment, which issues the credit note.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/platform/db/client.server";
import { payments } from "~/platform/db/schema";
import { formatDateIt } from "~/platform/format-date";
import { formatEuro } from "~/platform/money";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import { lockLedger, voidPayment } from "~/features/enrolments/ledger.server";
import { enrolmentInvoiceIssued } from "~/features/invoices/public-api.server";

export const VoidPaymentSchema = z.object({
  paymentId: z.string({ error: "Pagamento non indicato." }).trim(),
  reason: z
    .string({ error: "Scrivi perché annulli questo pagamento." })
    .trim()
    .min(1, "Scrivi perché annulli questo pagamento: resta nel registro.")
    .max(200, "Il motivo può avere al massimo 200 caratteri."),
});

export type VoidOutcome =
  { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

const NOT_FOUND = "Pagamento non trovato tra quelli di questa iscrizione.";

/**
 * Voids one 'manuale' payment of the enrolment, under the ledger's lock, with
 * its history row. Refused (nothing changed, the reason in Italian) when it
 * is not this enrolment's, was voided already, came from outside, or the
 * enrolment's invoice is issued.
 */
export async function voidManualPayment(
  db: Db,
  input: { enrolmentId: string; paymentId: string; reason: string; actor: Actor },
): Promise<VoidOutcome> {
  if (!isUuid(input.paymentId)) return { ok: false, status: 404, message: NOT_FOUND };
  return db.transaction(async (tx): Promise<VoidOutcome> => {
    const e = await lockLedger(tx, input.enrolmentId);
    if (!e) return { ok: false, status: 404, message: "Iscrizione non trovata." };
    const [p] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, input.paymentId), eq(payments.enrolmentId, e.id)));
    if (!p) return { ok: false, status: 404, message: NOT_FOUND };
    if (p.voidedAt) {
      return {
        ok: false,
        status: 409,
        message: `Questo pagamento era già stato annullato il ${formatDateIt(p.voidedAt)}: nulla è cambiato.`,
      };
    }
    if (p.method !== "manuale") {
      return {
        ok: false,
        status: 409,
        message:
          "Si annullano solo i pagamenti registrati a mano: questo viene dall'estratto conto o da un buono della Carta del Docente.",
      };
    }
    const invoice = await enrolmentInvoiceIssued(tx, e.id);
    if (invoice) {
      return {
        ok: false,
        status: 409,
        message: `La fattura n. ${invoice.number} del ${formatDateIt(invoice.issuedOn)} è già stata emessa per questa iscrizione, e una fattura emessa non si può più cambiare: il pagamento resta. Se l'iscrizione non va pagata, annullala: viene emessa la nota di credito.`,
      };
    }
    const voided = await voidPayment(tx, {
      enrolmentId: e.id,
      paymentId: p.id,
      reason: input.reason,
      voidedBy: input.actor.id,
    });
    if (!voided.voided) return { ok: false, status: 409, message: NOT_FOUND };
    const amount = formatEuro(p.amountCents);
    await recordChange(tx, {
      actor: input.actor,
      action: "payment-void",
      entityType: "enrolment",
      entityId: e.id,
      summary: `Iscrizione ${e.reference}: annullato il pagamento di ${amount} del ${p.receivedOn} registrato a mano, motivo: ${input.reason}${voided.reopened ? "; torna a «Ricevuta»" : ""}`,
    });
    return {
      ok: true,
      message: `Pagamento di ${amount} annullato.${voided.reopened ? " L'iscrizione non è più pagata per intero ed è tornata a «Ricevuta»." : ""}`,
    };
  });
}
