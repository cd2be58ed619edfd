import qrcode from "qrcode-generator";
import type { Certificate } from "~/platform/db/schema";
import { formatDateIt } from "~/platform/format-date";
import type { SiteSettings } from "~/platform/site";
import { PDF_COLOURS, startSchoolDocument } from "~/features/settings/public-api.server";
import { editionDatesText, sofiaIdsText } from "~/features/enrolments/public-api";

const MARGIN = 50;
const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLOURS;

type Stated = Pick<
  Certificate,
  | "code"
  | "fullName"
  | "fiscalCode"
  | "courseTitle"
  | "startDate"
  | "endDate"
  | "hours"
  | "sofiaInitiativeId"
  | "sofiaEditionId"
  | "place"
  | "issuedAt"
>;

/** The file name of an attestato: `attestato-K7M2-9QXD-4HTR-8B3N-ZP6W.pdf`. */
export function certificateFileName(code: string): string {
  return `attestato-${code}.pdf`;
}

/** `size` in points, top-left at x, y. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  // Four modules of quiet zone on each side, as scanners expect.
  const cell = size / (modules + 8);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.isDark(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
}

/**
 * The attestato: an A4 page drawn from the certificate row alone (what it
 * states was copied at issue).
 */
export function certificatePdf(
  certificate: Stated,
  site: SiteSettings,
  verifyUrl: string,
): Promise<Buffer> {
  const { doc, bytes, width } = startSchoolDocument(site, MARGIN, {
    Title: `Attestato di partecipazione – ${certificate.fullName}`,
    Subject: `${certificate.courseTitle} – codice di verifica ${certificate.code}`,
    Keywords: certificate.code,
  });

  const centred = { width, align: "center" as const };
  doc.y = 165;
  doc
    .fillColor(BRAND)
    .font("Helvetica-Bold")
    .fontSize(26)
    .text("Attestato di partecipazione", MARGIN, doc.y, centred);
  doc.moveDown(1.6);
  doc.fillColor(TEXT).font("Helvetica").fontSize(12).text("Si attesta che", centred);
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(22).text(certificate.fullName, centred);
  doc.moveDown(0.2);
  doc.font("Helvetica").fontSize(11).fillColor(MUTED);
  doc.text(`Codice fiscale ${certificate.fiscalCode}`, centred);
  doc.moveDown(1);
  doc.fillColor(TEXT).fontSize(12).text("ha frequentato il corso di formazione", centred);
  doc.moveDown(0.4);
  doc.font("Helvetica-Bold").fontSize(17).text(`«${certificate.courseTitle}»`, centred);
  doc.moveDown(0.6);
  doc
    .font("Helvetica")
    .fontSize(12)
    .text(
      `svolto ${editionDatesText(certificate.startDate, certificate.endDate)}, per ${certificate.hours} ${
        certificate.hours === 1 ? "ora" : "ore"
      } di formazione.`,
      centred,
    );
  const sofia = sofiaIdsText(certificate);
  if (sofia) {
    doc.moveDown(0.4);
    doc.fontSize(11).fillColor(MUTED).text(`Piattaforma SOFIA: ${sofia}`, centred);
  }
  doc.moveDown(2.5);
  doc
    .fontSize(10.5)
    .fillColor(TEXT)
    .text(
      // The footer's wording of the accreditation (app/ui/layout/footer.tsx).
      `${site.name} è un ente accreditato dal Ministero dell'Istruzione e del Merito per la formazione del personale della scuola (Direttiva 170/2016): questo attestato vale come formazione in servizio.`,
      MARGIN + 30,
      doc.y,
      { width: width - 60, align: "center" },
    );

  doc.moveDown(4);
  const signY = doc.y;
  doc
    .font("Helvetica")
    .fontSize(11.5)
    .text(`${certificate.place}, ${formatDateIt(certificate.issuedAt)}`, MARGIN, signY, {
      width: width / 2,
    });
  doc.text("Il legale rappresentante", MARGIN + width / 2, signY, {
    width: width / 2,
    align: "right",
  });
  doc.text(site.legalName || site.name, MARGIN + width / 2, doc.y, {
    width: width / 2,
    align: "right",
  });

  const qrSize = 96;
  const boxY = doc.page.height - MARGIN - qrSize - 10;
  doc
    .moveTo(MARGIN, boxY - 12)
    .lineTo(MARGIN + width, boxY - 12)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  drawQrCode(doc, verifyUrl, MARGIN + width - qrSize, boxY, qrSize);
  const textWidth = width - qrSize - 20;
  doc
    .fillColor(BRAND)
    .font("Helvetica-Bold")
    .fontSize(10)
    .text("Verifica dell'attestato", MARGIN, boxY + 6, { width: textWidth });
  doc
    .fillColor(TEXT)
    .font("Helvetica")
    .fontSize(10)
    .text(`Codice di verifica: ${certificate.code}`, { width: textWidth });
  doc.text("Chiunque può verificare questo attestato all'indirizzo", { width: textWidth });
  doc.fillColor(BRAND).fontSize(9).text(verifyUrl, { width: textWidth, link: verifyUrl });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text("oppure inquadrando il codice QR qui accanto.", { width: textWidth });

  doc.end();
  return bytes;
}
