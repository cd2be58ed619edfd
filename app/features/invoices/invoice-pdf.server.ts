/**
 * The courtesy copy ('copia di cortesia') of an invoice: a readable A4 PDF
 * drawn from the stored row, the school's data read back from the XML as it
 * was issued. Only the XML sent through the SdI is the invoice.
 */
import { convert } from "xmlbuilder2";
import { drawSchoolHeader, PDF_COLOURS, siteSettings } from "~/features/settings/public-api.server";
import type { Invoice } from "~/platform/db/schema";
import { formatDateIt } from "~/platform/format-date";
import { formatEuro } from "~/platform/money";
import { startPdf } from "~/platform/pdf.server";
import { invoiceNumberText } from "./invoice-number";

const MARGIN = 50;
const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLOURS;

type Node = { [key: string]: Node | string };

function sellerOf(xml: string): string[] {
  const root = (convert(xml, { format: "object" }) as Node)["p:FatturaElettronica"] as Node;
  const seller = (root.FatturaElettronicaHeader as Node).CedentePrestatore as Node;
  const data = seller.DatiAnagrafici as Node;
  const sede = seller.Sede as Node;
  const vat = (data.IdFiscaleIVA as Node).IdCodice as string;
  return [
    String((data.Anagrafica as Node).Denominazione),
    `P. IVA ${vat}${data.CodiceFiscale ? ` · C.F. ${String(data.CodiceFiscale)}` : ""} · Regime ${String(data.RegimeFiscale)}`,
    `${String(sede.Indirizzo)}, ${String(sede.CAP)} ${String(sede.Comune)}${sede.Provincia ? ` (${String(sede.Provincia)})` : ""}`,
  ];
}

export function invoicePdfFileName(invoice: Pick<Invoice, "year" | "number" | "documentType">) {
  const kind = invoice.documentType === "TD04" ? "nota-di-credito" : "fattura";
  return `${kind}-${invoice.year}-${invoice.number}.pdf`;
}

export function invoiceTitle(invoice: Pick<Invoice, "year" | "number" | "documentType">) {
  const kind = invoice.documentType === "TD04" ? "Nota di credito" : "Fattura";
  return `${kind} n. ${invoiceNumberText(invoice)}`;
}

export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const { doc, bytes } = startPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${invoiceTitle(invoice)} (copia di cortesia)` },
  });
  const width = doc.page.width - MARGIN * 2;
  drawSchoolHeader(doc, siteSettings(), MARGIN);
  doc.fillColor(TEXT).font("Helvetica").fontSize(9.5);
  doc.text(sellerOf(invoice.xml).join("\n"), MARGIN, 110, { width });
  doc.moveDown(1);
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(16).text(invoiceTitle(invoice));
  doc.fillColor(TEXT).font("Helvetica").fontSize(10);
  doc.text(`del ${formatDateIt(invoice.issuedOn)} · ${invoice.format} · ${invoice.fileName}`);
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").text("Cliente");
  const address = invoice.buyerAddress;
  doc
    .font("Helvetica")
    .text(
      [
        invoice.buyerName,
        invoice.buyerVatNumber ? `P. IVA ${invoice.buyerVatNumber}` : "",
        invoice.buyerFiscalCode ? `C.F. ${invoice.buyerFiscalCode}` : "",
        `${address.street}, ${address.postalCode} ${address.city}${address.province ? ` (${address.province})` : ""}`,
        `Codice destinatario ${invoice.recipientCode}${invoice.recipientPec ? ` · PEC ${invoice.recipientPec}` : ""}`,
        invoice.orderNumber
          ? `Ordine ${invoice.orderNumber}${invoice.orderDate ? ` del ${formatDateIt(invoice.orderDate)}` : ""}${invoice.cig ? ` · CIG ${invoice.cig}` : ""}${invoice.cup ? ` · CUP ${invoice.cup}` : ""}`
          : "",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").text("Descrizione", MARGIN, doc.y, { continued: false });
  doc.font("Helvetica");
  for (const line of invoice.lines) {
    const quantity = line.quantity ?? 1;
    const total = Math.round(quantity * line.unitPriceCents);
    const codes = (line.itemCodes ?? []).map((c) => ` · ${c.type} ${c.value}`).join("");
    doc.text(
      `${line.description}${codes}\n${quantity} × ${formatEuro(line.unitPriceCents)} = ${formatEuro(total)} · IVA ${line.vatRateBp / 100}%${line.nature ? ` (${line.nature})` : ""}`,
      { width },
    );
    doc.moveDown(0.3);
  }
  const legal = [...new Set(invoice.lines.map((l) => l.legalReference).filter(Boolean))];
  doc.moveDown(0.5);
  doc.text(`Imponibile ${formatEuro(invoice.taxableCents)} · IVA ${formatEuro(invoice.taxCents)}`);
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(`Totale ${formatEuro(invoice.totalCents)}`);
  doc.font("Helvetica").fontSize(9.5).fillColor(MUTED);
  if (legal.length > 0) doc.text(legal.join("; "));
  if (invoice.stampDutyCents > 0) {
    doc.text(
      `Imposta di bollo di ${formatEuro(invoice.stampDutyCents)} assolta in modo virtuale, a carico di chi emette la fattura.`,
    );
  }
  doc.moveDown(1);
  doc.text(
    "Copia di cortesia: la fattura elettronica è il file XML trasmesso attraverso il Sistema di Interscambio, consultabile nella propria area riservata del sito dell'Agenzia delle Entrate.",
    { width },
  );
  doc.end();
  return bytes;
}
