import type { SiteSettings } from "~/platform/site";
import { PDF_COLOURS, startSchoolDocument } from "~/features/settings/public-api.server";
import { courseDescriptionText, type CourseDetail } from "~/features/courses/courses.server";

const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLOURS;

const MARGIN = 50;

type SheetCourse = Pick<
  CourseDetail,
  | "slug"
  | "code"
  | "title"
  | "description"
  | "fullDescription"
  | "duration"
  | "students"
  | "level"
  | "category"
  | "price"
  | "startDate"
  | "delivery"
  | "availability"
  | "instructorName"
  | "instructorRole"
  | "syllabus"
  | "requirements"
  | "benefits"
> & { priceNote?: string | null };

/** The file name of a course sheet: the slug, e.g. `ai-video.pdf`. */
export function courseSheetFileName(slug: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, "-")}.pdf`;
}

/** The course sheet: an A4 PDF of the course record. Resolves to the PDF bytes. */
export function courseSheetPdf(course: SheetCourse, site: SiteSettings): Promise<Buffer> {
  const { doc, bytes, width } = startSchoolDocument(site, MARGIN, {
    Title: course.title,
    Subject: `Scheda del corso ${course.code ?? course.slug}`,
    Keywords: course.slug,
  });

  // Title block
  doc.y = 115;
  doc
    .fillColor(MUTED)
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(
      `SCHEDA DEL CORSO${course.code ? ` · CODICE ${course.code}` : ""} · ${
        course.category === "docenti" ? "PER DOCENTI" : "PER STUDENTI"
      }`,
      MARGIN,
      doc.y,
      { width, characterSpacing: 0.5 },
    );
  doc.moveDown(0.4);
  doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(22).text(course.title, { width });
  doc.moveDown(0.5);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(TEXT)
    .text(courseDescriptionText(course.fullDescription || course.description), {
      width,
      align: "justify",
    });

  // Key facts table
  doc.moveDown(1);
  const facts: [string, string][] = [
    ["Durata", course.duration],
    ["Livello", course.level],
    ["Partecipanti", `${course.students} studenti`],
    ["Modalità di erogazione", course.delivery ?? "Da concordare"],
    ["Inizio", course.startDate ?? "A richiesta"],
    [
      "Prezzo",
      course.price
        ? course.priceNote
          ? `${course.price} (${course.priceNote})`
          : course.price
        : "Su preventivo",
    ],
  ];
  if (course.availability.length > 0)
    facts.push(["Disponibile per", course.availability.join(", ")]);
  if (course.instructorName) {
    facts.push([
      "Docente",
      course.instructorRole
        ? `${course.instructorName}, ${course.instructorRole}`
        : course.instructorName,
    ]);
  }
  const labelWidth = 150;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(BRAND)
      .text(label, MARGIN, y, {
        width: labelWidth - 10,
      });
    const labelBottom = doc.y;
    doc
      .font("Helvetica")
      .fillColor(TEXT)
      .text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
  }

  const heading = (text: string) => {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(1);
    doc.font("Helvetica-Bold").fontSize(14).fillColor(BRAND).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const bullets = (items: string[]) => {
    doc.font("Helvetica").fontSize(10.5).fillColor(TEXT);
    for (const item of items) {
      doc.text(`•  ${item}`, MARGIN + 10, doc.y, { width: width - 10, indent: 0 });
      doc.moveDown(0.15);
    }
  };

  if (course.syllabus.length > 0) {
    heading("Programma");
    course.syllabus.forEach((section, index) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(11.5)
        .fillColor(TEXT)
        .text(`${index + 1}. ${section.title}`, MARGIN, doc.y, { width });
      doc.moveDown(0.2);
      bullets(section.items);
      doc.moveDown(0.3);
    });
  }
  if (course.requirements.length > 0) {
    heading("Requisiti");
    bullets(course.requirements);
  }
  if (course.benefits.length > 0) {
    heading("Cosa include");
    bullets(course.benefits);
  }

  heading("Informazioni e iscrizioni");
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(TEXT)
    .text(
      `${site.name} · ${site.address.full}\nTelefono: ${site.phone} · E-mail: ${site.email}`,
      MARGIN,
      doc.y,
      { width },
    );
  doc.moveDown(0.4);
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(
      course.category === "docenti"
        ? "I corsi per docenti si possono pagare con la Carta del Docente. Le scuole possono richiedere un preventivo per gruppi e collegi."
        : "I corsi per studenti si possono svolgere come percorsi PCTO, in Italia e all'estero, anche all'interno di progetti Erasmus+.",
      { width },
    );

  doc.end();
  return bytes;
}
