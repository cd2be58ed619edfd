import { describe, expect, it } from "vitest";
import { courseSheetFileName, courseSheetPdf } from "~/features/courses/course-sheet.server";
import { siteSettings } from "~/features/settings/settings.server";
import { aSeededCourse } from "../../../tests/support/builders";
import { pdfText } from "../../../tests/support/pdf";

describe("course sheet PDF", () => {
  const course = aSeededCourse("ai-video");

  it("is a real PDF with the course's data, school header and contacts", async () => {
    const pdf = await courseSheetPdf(course, siteSettings());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
    const raw = pdf.toString("latin1");
    // Document title (metadata; shown as the window title by PDF readers)
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain(`(${course.title})`);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    const site = siteSettings();
    for (const expected of [
      site.name,
      course.title,
      "AIV001",
      "Programma",
      course.syllabus[0]!.title,
      course.syllabus[2]!.items[0]!,
      "Requisiti",
      course.requirements[0]!,
      "Cosa include",
      "Durata",
      "A partire da 10 ore",
      "Livello",
      "Prezzo",
      "€ 320",
      site.phone,
      site.email,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is named after the slug", () => {
    expect(courseSheetFileName("ai-video")).toBe("ai-video.pdf");
    expect(courseSheetFileName('x"y')).toBe("x-y.pdf");
  });
});
