/** What /admin/fatture does on a post (decision 063). */
import { z } from "zod";
import { recordChange } from "~/platform/records/audit.server";
import type { Db } from "~/platform/db/client.server";
import { formDone, formInvalid } from "~/platform/forms/forms.server";
import { fieldErrors } from "~/platform/forms/form-result";
import { issueMinistryInvoice } from "../enrolment-invoices.server";
import { invoiceNumberText } from "../invoice-number";
import { confirmNextNumber, NumberingUnconfirmed } from "../numbering.server";

type Actor = { id: string; label: string };

const ConfirmSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2999),
  nextNumber: z.coerce
    .number({ error: "Indica il prossimo numero, per esempio 21." })
    .int("Indica un numero intero, per esempio 21.")
    .min(1, "Il prossimo numero parte da 1.")
    .max(999_999, "Al massimo 999999."),
});

export async function confirmNumbering(db: Db, form: FormData, actor: Actor) {
  const values = {
    year: String(form.get("year") ?? ""),
    nextNumber: String(form.get("nextNumber") ?? "").trim(),
  };
  const parsed = ConfirmSchema.safeParse(values);
  if (!parsed.success) return formInvalid(fieldErrors(parsed.error), values);
  const { year, nextNumber } = parsed.data;
  const done = await confirmNextNumber(db, year, nextNumber);
  if (!done) {
    return formInvalid(
      {
        nextNumber:
          "Questo numero è già stato usato in questo database: indica un numero più alto dell'ultima fattura emessa.",
      },
      values,
    );
  }
  await recordChange(db, {
    actor,
    action: "update",
    entityType: "invoice",
    entityId: null,
    summary: `Numerazione delle fatture del ${year} confermata: la prossima è la n. ${nextNumber}`,
  });
  return formDone({
    message: `Numerazione confermata: la prossima fattura del ${year} sarà la n. ${nextNumber}.`,
  });
}

export async function invoiceBuoni(db: Db, actor: Actor) {
  try {
    const invoice = await issueMinistryInvoice(db, actor);
    if (!invoice) return formDone({ message: "Nessun buono da fatturare." });
    await recordChange(db, {
      actor,
      action: "create",
      entityType: "invoice",
      entityId: invoice.id,
      summary: `Fattura n. ${invoiceNumberText(invoice)} al Ministero per ${invoice.lines.length} buoni della Carta del Docente`,
    });
    return formDone({
      message: `Emessa la fattura n. ${invoiceNumberText(invoice)} al Ministero per ${invoice.lines.length} buoni.`,
    });
  } catch (error) {
    if (error instanceof NumberingUnconfirmed) return formInvalid({ buoni: error.message }, {});
    throw error;
  }
}
