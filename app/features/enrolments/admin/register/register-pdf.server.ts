/**
 * The attendance register of an edition as a PDF for its records (decision
 * 065). pdfkit with its built-in Helvetica.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { lessonAttendance } from "~/platform/db/schema";
import { formatDateIt, formatDateTimeIt } from "~/platform/format-date";
import type { SiteSettings } from "~/platform/site";
import { PDF_COLOURS, startSchoolDocument } from "~/features/settings/public-api.server";
import { minutesLabel } from "~/features/enrolments/attendance-rules";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import { listEditionLessons } from "~/features/enrolments/lesson-hours.server";
import {
  lessonMinutes,
  seatedParticipants,
} from "~/features/enrolments/admin/register/register.server";

const MARGIN = 40;
const { brand: BRAND, text: TEXT, muted: MUTED } = PDF_COLOURS;

/** What the register PDF draws, read in the caller's transaction. */
export async function registerSheet(db: Db, editionId: string) {
  const lessons = await listEditionLessons(db, editionId);
  const people = await seatedParticipants(db, editionId);
  const rows =
    lessons.length === 0
      ? []
      : await db
          .select()
          .from(lessonAttendance)
          .where(
            inArray(
              lessonAttendance.lessonId,
              lessons.map((l) => l.id),
            ),
          );
  const marks = new Map(rows.map((r) => [`${r.lessonId}/${r.enrolmentId}`, r]));
  return {
    lessons,
    people,
    mark: (lessonId: string, enrolmentId: string) => marks.get(`${lessonId}/${enrolmentId}`),
  };
}

type Sheet = Awaited<ReturnType<typeof registerSheet>>;

/** Draws the register; resolves to the PDF bytes. */
export function registerPdf(
  sheet: Sheet,
  edition: { courseTitle: string; startDate: string; endDate: string | null; sofia: string },
  site: SiteSettings,
  printedAt: Date,
): Promise<Buffer> {
  const { doc, bytes, width } = startSchoolDocument(site, MARGIN, {
    Title: `Registro presenze – ${edition.courseTitle}`,
  });
  doc.y = 110;
  doc
    .fillColor(BRAND)
    .font("Helvetica-Bold")
    .fontSize(18)
    .text("Registro presenze", MARGIN, doc.y, { width });
  doc
    .fillColor(TEXT)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(`«${edition.courseTitle}»`, { width });
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .text(`Edizione ${editionDatesText(edition.startDate, edition.endDate)}`, { width });
  if (edition.sofia) doc.text(`Piattaforma SOFIA: ${edition.sofia}`, { width });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(`Stampato il ${formatDateTimeIt(printedAt)}`, { width });

  const counted = sheet.lessons.filter((l) => l.status !== "annullata");
  const editionMinutes = counted.reduce((sum, l) => sum + lessonMinutes(l), 0);
  const totals = new Map<string, number>();

  for (const lesson of sheet.lessons) {
    ensureRoom(doc, 60 + sheet.people.length * 15);
    doc.moveDown(1);
    const cancelled = lesson.status === "annullata";
    doc
      .fillColor(BRAND)
      .font("Helvetica-Bold")
      .fontSize(11.5)
      .text(
        `Lezione del ${formatDateTimeIt(lesson.startsAt)} – ${formatDateTimeIt(lesson.endsAt).split(", ").at(-1)} (${minutesLabel(lessonMinutes(lesson))})${lesson.title ? `: ${lesson.title}` : ""}${cancelled ? " – ANNULLATA" : ""}`,
        MARGIN,
        doc.y,
        { width },
      );
    if (cancelled) continue;
    doc.fillColor(TEXT).font("Helvetica").fontSize(10);
    for (const person of sheet.people) {
      ensureRoom(doc, 16);
      const mark = sheet.mark(lesson.id, person.id);
      const minutes = mark?.minutesPresent ?? 0;
      totals.set(person.id, (totals.get(person.id) ?? 0) + minutes);
      const state = !mark
        ? "non registrato"
        : mark.present
          ? `presente, ${minutesLabel(minutes)}`
          : "assente";
      const y = doc.y;
      doc.text(person.fullName, MARGIN + 10, y, { width: width * 0.55 });
      doc.text(state, MARGIN + width * 0.6, y, { width: width * 0.4 });
    }
  }

  ensureRoom(doc, 60 + sheet.people.length * 15);
  doc.moveDown(1.2);
  doc
    .fillColor(BRAND)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(`Totali (su ${minutesLabel(editionMinutes)} di lezione)`, MARGIN, doc.y, { width });
  doc.fillColor(TEXT).font("Helvetica").fontSize(10);
  for (const person of sheet.people) {
    ensureRoom(doc, 16);
    const total = totals.get(person.id) ?? 0;
    const share = editionMinutes > 0 ? Math.floor((total * 100) / editionMinutes) : 0;
    const y = doc.y;
    doc.text(person.fullName, MARGIN + 10, y, { width: width * 0.55 });
    doc.text(`${minutesLabel(total)} (${share} %)`, MARGIN + width * 0.6, y, {
      width: width * 0.4,
    });
  }

  ensureRoom(doc, 90);
  doc.moveDown(3);
  const signY = doc.y;
  doc.font("Helvetica").fontSize(10.5);
  doc.text(`${site.address.city}, ${formatDateIt(printedAt)}`, MARGIN, signY, { width: width / 2 });
  for (const [i, role] of ["Il docente", "Il direttore del corso"].entries()) {
    const x = MARGIN + width / 2 + (i * width) / 4;
    doc.text(role, x, signY, { width: width / 4 - 10 });
    doc
      .moveTo(x, signY + 45)
      .lineTo(x + width / 4 - 20, signY + 45)
      .lineWidth(0.7)
      .strokeColor(TEXT)
      .stroke();
  }
  doc.end();
  return bytes;
}

/** A new page when fewer than `points` are left on this one. */
function ensureRoom(doc: PDFKit.PDFDocument, points: number) {
  // A block taller than a page starts on a new one and runs on.
  if (doc.y + Math.min(points, 240) > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}
