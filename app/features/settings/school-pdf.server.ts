import { startSchoolPdf } from "~/platform/pdf.server";
import type { SiteSettings } from "~/platform/site";

/** Brand colours of app/app.css, repeated here because PDF has no CSS. */
export const PDF_COLOURS = { brand: "#1e3a8a", text: "#0f172a", muted: "#475569" } as const;

/** The accreditation, worded as the site's header band, footer and structured data say it. */
export const SCHOOL_ACCREDITATION =
  "Ente accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016)";

/** The school's band at the top of a generated PDF (course sheet, attestato). */
export function drawSchoolHeader(doc: PDFKit.PDFDocument, site: SiteSettings, margin: number) {
  const width = doc.page.width - margin * 2;
  doc.rect(0, 0, doc.page.width, 90).fill(PDF_COLOURS.brand);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(site.name, margin, 26, { width });
  doc.font("Helvetica").fontSize(9.5).text(SCHOOL_ACCREDITATION, margin, 50, { width });
  doc.text(`${site.address.full} · Tel. ${site.phone} · ${site.email}`, margin, 64, { width });
}

/**
 * A document the school puts its name to (course sheet, register, attestato),
 * its band already drawn at the top: `doc`, its `bytes` to come and the
 * `width` between the margins, as startSchoolPdf gives them.
 */
export function startSchoolDocument(
  site: SiteSettings,
  margin: number,
  info: Parameters<typeof startSchoolPdf>[2],
) {
  const started = startSchoolPdf(margin, site.name, info);
  drawSchoolHeader(started.doc, site, margin);
  return started;
}
