import PDFDocument from "pdfkit";

/**
 * A new A4 PDF (pdfkit, its built-in Helvetica: no font files) and the promise
 * of its bytes, resolved once the caller has drawn it and called `doc.end()`.
 */
export function startPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: "A4", lang: "it-IT", displayTitle: true, ...options });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
