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

/**
 * A document the school puts its name to (course sheet, register, attestato):
 * A4 with `margin` on every side, `school` its author and creator; `width` is
 * the room between the margins.
 */
export function startSchoolPdf(
  margin: number,
  school: string,
  info: Omit<PDFKit.DocumentInfo, "Author" | "Creator">,
) {
  const { doc, bytes } = startPdf({
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    info: { ...info, Author: school, Creator: school },
  });
  return { doc, bytes, width: doc.page.width - margin * 2 };
}
