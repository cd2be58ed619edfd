/**
 * 'Registra pagamento' on a participant's staff page (decision 061): money
 * staff saw arrive outside the statements (cash, a transfer to another
 * account) goes into the ledger like any other, with its history row.
 */
import { z } from "zod";
import type { Db } from "~/platform/db/client.server";
import { enrolments } from "~/platform/db/schema";
import { formatEuro, parseEuro } from "~/platform/money";
import { isRealDate } from "~/platform/rome-time";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { recordPayment } from "~/features/enrolments/ledger.server";
import { eq } from "drizzle-orm";

export const ManualPaymentSchema = z.object({
  amount: z
    .string({ error: "Scrivi l'importo ricevuto, ad esempio 199,00." })
    .transform((v, ctx) => {
      const parsed = parseEuro(v);
      if ("error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      if (parsed.cents === 0) {
        ctx.addIssue({ code: "custom", message: "L'importo deve essere maggiore di zero." });
        return z.NEVER;
      }
      return parsed.cents;
    }),
  receivedOn: z
    .string({ error: "Indica il giorno in cui è arrivato il pagamento." })
    .trim()
    .refine(isRealDate, "Indica il giorno in cui è arrivato il pagamento (gg/mm/aaaa)."),
  note: z.string().trim().max(200, "La nota può avere al massimo 200 caratteri.").default(""),
});

/** Records the payment and its history row; false when the enrolment is gone. */
export async function recordManualPayment(
  db: Db,
  enrolmentId: string,
  input: z.infer<typeof ManualPaymentSchema>,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [e] = await tx
      .select({ id: enrolments.id, reference: enrolments.reference })
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId));
    if (!e) return false;
    const paid = await recordPayment(tx, {
      enrolmentId: e.id,
      method: "manuale",
      amountCents: input.amount,
      receivedOn: input.receivedOn,
      note: input.note,
      recordedBy: actor.id,
    });
    await recordChange(tx, {
      actor,
      action: "payment",
      entityType: "enrolment",
      entityId: e.id,
      summary: `Iscrizione ${e.reference}: pagamento di ${formatEuro(input.amount)} del ${input.receivedOn} registrato a mano${paid.nowFullyPaid ? ", ora pagata" : ""}`,
    });
    return true;
  });
}
