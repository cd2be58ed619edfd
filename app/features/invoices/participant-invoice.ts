/**
 * GET /iscrizioni/{token}/fattura: the courtesy copy of the participant's own
 * invoice, for whoever holds the private link (decision 059), like the page
 * itself. 404 for an unknown link or before the invoice is issued.
 */
import { and, eq } from "drizzle-orm";
import { appContext } from "~/context";
import { enrolmentIdByToken } from "~/features/enrolments/public-api.server";
import { invoices } from "~/platform/db/schema";
import { invoicePdf, invoicePdfFileName } from "./invoice-pdf.server";
import type { Route } from "./+types/participant-invoice";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const enrolmentId = await enrolmentIdByToken(database.db, params.token);
  const [invoice] = enrolmentId
    ? await database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.enrolmentId, enrolmentId), eq(invoices.documentType, "TD01")))
    : [];
  if (!invoice) throw new Response("Fattura non trovata", { status: 404 });
  return new Response(new Uint8Array(await invoicePdf(invoice)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfFileName(invoice)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
