import { describe, expect, it } from "vitest";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { tagsForCourse } from "~/features/courses/course-tags";
import { courseSheetFileName, courseSheetPdf } from "~/features/courses/course-sheet.server";
import { siteSettings } from "~/features/settings/settings.server";
import { pdfText } from "../../../tests/support/pdf";

describe("course sheet PDF", () => {
  const seed = COURSE_SEED.find((c) => c.slug === "ai-video")!;
  const course = {
    slug: seed.slug,
    code: seed.code ?? null,
    title: seed.title,
    description: seed.description,
    fullDescription: seed.fullDescription ?? null,
    duration: seed.duration,
    students: seed.students ?? 0,
    level: seed.level,
    category: seed.category,
    price: seed.price ?? null,
    startDate: seed.startDate ?? null,
    delivery: seed.delivery ?? null,
    availability: seed.availability ?? [],
    instructorName: seed.instructorName ?? null,
    instructorRole: seed.instructorRole ?? null,
    syllabus: seed.syllabus ?? [],
    requirements: seed.requirements ?? [],
    benefits: seed.benefits ?? [],
    tags: tagsForCourse(seed.slug),
  };

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
