/**
 * The downloads of /admin/fatture, for an amministratore only, each written
 * in the history (decision 053).
 */
import { fileExport } from "~/features/privacy/public-api.server";
import { requireAdmin } from "~/features/staff/public-api.server";
import { getInvoice, monthZip, MONTH } from "../invoices.server";
import { invoicePdf, invoicePdfFileName } from "../invoice-pdf.server";
import { invoiceNumberText } from "../invoice-number";
import type { Route } from "./+types/invoice-downloads";

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params } = args;
  await requireAdmin(request, context);
  const { kind, id } = params;
  if (kind === "mese") {
    return fileExport(args, {
      what: `fatture XML del mese ${id}`,
      entityType: "invoice",
      notFound: "Nessuna fattura in questo mese.",
      format: "ZIP",
      read: async (db) => {
        if (!MONTH.test(id)) return null;
        const zip = await monthZip(db, id);
        return zip && { body: zip.body, fileName: `fatture-${id}.zip`, rows: zip.count };
      },
    });
  }
  if (kind !== "xml" && kind !== "pdf") {
    throw new Response("Pagina non trovata", { status: 404 });
  }
  return fileExport(args, {
    what: kind === "xml" ? "fattura elettronica (XML)" : "copia di cortesia di una fattura (PDF)",
    entityType: "invoice",
    entityId: id,
    notFound: "Fattura non trovata.",
    format: kind === "xml" ? "XML" : "PDF",
    read: async (db) => {
      const invoice = await getInvoice(db, id);
      if (!invoice) return null;
      const detail = `n. ${invoiceNumberText(invoice)}`;
      if (kind === "xml") return { body: invoice.xml, fileName: invoice.fileName, rows: 1, detail };
      const pdf = new Uint8Array(await invoicePdf(invoice));
      return { body: pdf, fileName: invoicePdfFileName(invoice), rows: 1, detail };
    },
  });
}
