import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COURSE_SEED, STUDENT_COURSE_IDS } from "~/features/courses/courses-content";
import { COURSE_IMAGE_SIZES, courseImagePath } from "~/features/courses/course-image";
import { courseJsonLd, euroAmount } from "~/features/courses/course-jsonld";
import { aSeededCourse } from "../../../tests/support/builders";

const publicDir = path.resolve("public");
const students = COURSE_SEED.filter((c) => c.category === "studenti");
const teachers = COURSE_SEED.filter((c) => c.category === "docenti");

describe("course content (spec §3, §9)", () => {
  it("has 18 student courses and the teacher courses, with unique slugs and codes", () => {
    expect(students.map((c) => c.slug)).toEqual(STUDENT_COURSE_IDS);
    expect(students).toHaveLength(18);
    expect(teachers.length).toBeGreaterThanOrEqual(10);
    expect(new Set(COURSE_SEED.map((c) => c.slug)).size).toBe(COURSE_SEED.length);
    expect(new Set(COURSE_SEED.map((c) => c.code)).size).toBe(COURSE_SEED.length);
  });

  it("puts the three featured teacher courses first", () => {
    expect(COURSE_SEED.slice(0, 3).map((c) => c.slug)).toEqual([
      "chatgpt-docenza-docenti",
      "ai-podcasting-docenza-docenti",
      "canva-docenza-docenti",
    ]);
  });

  it.each(students.map((c) => [c.slug, c] as const))(
    "student course %s follows the static catalogue's rules",
    (_slug, course) => {
      expect(course.code).toMatch(/^[A-Z]{3}001$/);
      expect(course.duration).toBe("A partire da 10 ore");
      expect(course.startDate).toBe("A richiesta");
      expect(course.students).toBeGreaterThanOrEqual(16);
      expect(course.students).toBeLessThanOrEqual(32);
      expect(["Base", "Intermedio"]).toContain(course.level);
      expect(["blended", "Online sincrono, online asincrono, Smart Lab"]).toContain(
        course.delivery,
      );
      if (course.price !== "€ 126/ora") {
        const amount = euroAmount(course.price ?? null);
        expect(amount, course.price ?? "no price").not.toBeNull();
        expect(amount).toBeGreaterThanOrEqual(260);
        expect(amount).toBeLessThanOrEqual(350);
      }
    },
  );

  it.each(COURSE_SEED.map((c) => [c.slug, c] as const))(
    "course %s has every field filled",
    (_slug, course) => {
      for (const field of [
        "title",
        "description",
        "fullDescription",
        "duration",
        "level",
        "price",
        "startDate",
        "delivery",
        "instructorName",
        "instructorRole",
        "instructorImage",
        "image",
      ] as const) {
        expect(String(course[field] ?? "").trim().length, field).toBeGreaterThan(2);
      }
      expect(course.fullDescription!.length).toBeGreaterThan(course.description.length);
      expect(course.syllabus!.length).toBeGreaterThanOrEqual(3);
      for (const section of course.syllabus!) {
        expect(section.title.trim()).not.toBe("");
        expect(section.items.length).toBeGreaterThanOrEqual(2);
      }
      expect(course.availability!.length).toBeGreaterThan(0);
      expect(course.requirements!.length).toBeGreaterThan(0);
      expect(course.benefits!.length).toBeGreaterThan(0);
    },
  );

  it("has its own artwork in both variants and formats, plus the default image", () => {
    const names = [...COURSE_SEED.map((c) => c.image), null];
    for (const name of names) {
      for (const variant of Object.keys(COURSE_IMAGE_SIZES) as ("card" | "list")[]) {
        for (const ext of ["webp", "avif"]) {
          const file = path.join(publicDir, `${courseImagePath(name, variant)}.${ext}`);
          expect(fs.existsSync(file), file).toBe(true);
        }
      }
    }
    for (const course of COURSE_SEED) {
      expect(fs.existsSync(path.join(publicDir, course.instructorImage!)), course.slug).toBe(true);
    }
  });
});

describe("schema.org Course", () => {
  const course = aSeededCourse("ai-video");
  const ld = courseJsonLd(
    course,
    "https://esempio.it",
    { name: "Polo Formativo Lucano" },
    "/images/courses/ai-video-card.webp",
  );

  it("describes the course with absolute URLs, provider and offer", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      courseCode: "AIV001",
      url: "https://esempio.it/corsi/ai-video",
      image: "https://esempio.it/images/courses/ai-video-card.webp",
      provider: { "@type": "EducationalOrganization", name: "Polo Formativo Lucano" },
      offers: { "@type": "Offer", price: 320, priceCurrency: "EUR" },
    });
  });

  it("reads only whole euro prices as offers", () => {
    expect(euroAmount("€ 290")).toBe(290);
    expect(euroAmount("€ 126/ora")).toBeNull();
    expect(euroAmount(null)).toBeNull();
  });
});
