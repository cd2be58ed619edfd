type JsonLdCourse = {
  slug: string;
  code: string | null;
  title: string;
  description: string;
  fullDescription: string | null;
  level: string;
  category: "docenti" | "studenti";
  price: string | null;
  delivery: string | null;
  instructorName: string | null;
  syllabus: { title: string }[];
  image: string | null;
};

/** A price written like '€ 290' as a number of euro; '€ 126/ora' and others give null. */
export function euroAmount(price: string | null): number | null {
  const match = price?.trim().match(/^€\s*(\d+(?:[.,]\d{1,2})?)$/);
  return match ? Number(match[1]!.replace(",", ".")) : null;
}

/** A dated edition, as `CourseInstance` reads it. */
type JsonLdEdition = {
  startDate: string;
  endDate: string | null;
  mode: "online" | "in_presenza" | "e_learning";
  place: string;
  schedule: string;
};

/** schema.org's courseMode for an edition's mode. */
const COURSE_MODES = { online: "online", in_presenza: "onsite", e_learning: "online" } as const;

/** schema.org `Course` for the detail page (https://schema.org/Course). */
export function courseJsonLd(
  course: JsonLdCourse,
  origin: string,
  provider: { name: string; url?: string },
  imagePath: string,
  editions: readonly JsonLdEdition[] = [],
) {
  const url = `${origin}/corsi/${course.slug}`;
  const amount = euroAmount(course.price);
  const instructor = course.instructorName
    ? { instructor: { "@type": "Person", name: course.instructorName } }
    : {};
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": url,
    url,
    name: course.title,
    description: course.fullDescription || course.description,
    ...(course.code ? { courseCode: course.code } : {}),
    inLanguage: "it",
    educationalLevel: course.level,
    image: `${origin}${imagePath}`,
    audience: {
      "@type": "EducationalAudience",
      educationalRole: course.category === "docenti" ? "teacher" : "student",
    },
    provider: { "@type": "EducationalOrganization", name: provider.name, url: origin },
    syllabusSections: course.syllabus.map((section) => ({
      "@type": "Syllabus",
      name: section.title,
    })),
    // One CourseInstance per open edition, with its dates; without
    // editions, the course's delivery as before.
    hasCourseInstance:
      editions.length > 0
        ? editions.map((edition) => ({
            "@type": "CourseInstance",
            courseMode: COURSE_MODES[edition.mode],
            startDate: edition.startDate,
            ...(edition.endDate ? { endDate: edition.endDate } : {}),
            ...(edition.schedule
              ? { courseSchedule: { "@type": "Schedule", description: edition.schedule } }
              : {}),
            ...(edition.place ? { location: { "@type": "Place", name: edition.place } } : {}),
            ...instructor,
          }))
        : {
            "@type": "CourseInstance",
            courseMode: course.delivery ?? "online",
            ...instructor,
          },
    ...(amount !== null
      ? {
          offers: {
            "@type": "Offer",
            category: "Paid",
            price: amount,
            priceCurrency: "EUR",
            url,
          },
        }
      : {}),
  };
}
