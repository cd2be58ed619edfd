/**
 * «Esito verificato sul portale esercenti» (decision 062): a Confirm whose
 * answer never came leaves the buono 'esito_da_verificare' and is never sent
 * again on its own; an amministratore looks the buono up on the ministry's
 * merchants' portal and says what it shows. Not spent: the call becomes a
 * 'fault' (no longer the buono's one Confirm) and the Confirm job tries once
 * more; a buono no longer usable is then refused by the service like any other.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/platform/db/client.server";
import { enrolments, voucherCalls } from "~/platform/db/schema";
import { wakeJobs } from "~/platform/jobs.server";
import { formatEuro } from "~/platform/money";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { toRomeWallClock } from "~/platform/rome-time";
import { isUuid } from "~/platform/uuid";
import { recordPayment } from "~/features/enrolments/ledger.server";
import { queueConfirm } from "~/features/enrolments/vouchers.server";
import { STAFF_CHECKED } from "~/features/enrolments/voucher-labels";

export const VoucherOutcomeSchema = z.object({
  esito: z.enum(["speso", "non_speso"], {
    error: "Scegli che cosa risulta sul portale esercenti: speso o non speso.",
  }),
});

export type SettleOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Settles the enrolment's unanswered Confirm, under the enrolment's lock
 * (the order `confirmVoucher` takes), with its history row. A second
 * settlement finds no unanswered Confirm and changes nothing. Null when the
 * enrolment is gone.
 */
export async function settleUnansweredConfirm(
  db: Db,
  input: { enrolmentId: string; spent: boolean; actor: Actor },
): Promise<SettleOutcome | null> {
  if (!isUuid(input.enrolmentId)) return null;
  const outcome = await db.transaction(async (tx): Promise<SettleOutcome | null> => {
    const [e] = await tx
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, input.enrolmentId))
      .for("update");
    if (!e) return null;
    const [call] = await tx
      .select()
      .from(voucherCalls)
      .where(
        and(
          eq(voucherCalls.enrolmentId, e.id),
          eq(voucherCalls.operation, "confirm"),
          eq(voucherCalls.outcome, "esito_da_verificare"),
        ),
      );
    if (!call || e.voucherState !== "esito_da_verificare") {
      return {
        ok: false,
        message:
          "Non c'è una conferma del buono in attesa di esito: l'esito è già stato registrato, nulla è cambiato.",
      };
    }
    const who = input.actor.label ? ` (${input.actor.label})` : "";
    const amountCents = call.amountCents ?? 0;
    let message: string;
    if (input.spent) {
      await tx
        .update(voucherCalls)
        .set({ outcome: "ok", detail: `speso, ${STAFF_CHECKED}${who}`, updatedAt: new Date() })
        .where(eq(voucherCalls.id, call.id));
      await tx
        .update(enrolments)
        .set({ voucherState: "speso", updatedAt: new Date() })
        .where(eq(enrolments.id, e.id));
      // As a Confirm that answered: the ministry's invoice reads this method and code.
      const paid = await recordPayment(tx, {
        enrolmentId: e.id,
        method: "carta_docente",
        sourceRef: call.code,
        amountCents,
        receivedOn: toRomeWallClock(call.createdAt).date,
        recordedBy: input.actor.id,
      });
      message = `Buono segnato come speso: ${formatEuro(amountCents)} registrati tra i pagamenti.${paid.nowFullyPaid ? " L'iscrizione ora è pagata per intero." : ""}`;
    } else {
      await tx
        .update(voucherCalls)
        .set({
          outcome: "fault",
          faultCode: null,
          detail: `non speso, ${STAFF_CHECKED}${who}`,
          updatedAt: new Date(),
        })
        .where(eq(voucherCalls.id, call.id));
      await tx
        .update(enrolments)
        .set({ voucherState: "verificato", updatedAt: new Date() })
        .where(eq(enrolments.id, e.id));
      await queueConfirm(tx, e.id);
      message =
        "Buono segnato come non speso: la conferma viene ritentata a breve con il servizio del Ministero. Se il buono non vale più, il servizio lo rifiuta e la persona riceve un'e-mail per pagare il resto con bonifico.";
    }
    await recordChange(tx, {
      actor: input.actor,
      action: "voucher-settle",
      entityType: "enrolment",
      entityId: e.id,
      summary: `Iscrizione ${e.reference}: buono ${call.code} ${input.spent ? `speso per ${formatEuro(amountCents)}` : "non speso, conferma da ritentare"}, esito verificato sul portale esercenti`,
    });
    return { ok: true, message };
  });
  if (outcome?.ok) wakeJobs();
  return outcome;
}
