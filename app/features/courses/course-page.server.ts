import { courseImagePath } from "~/features/courses/course-image";
import { courseJsonLd } from "~/features/courses/course-jsonld";
import { courseSheetFileName } from "~/features/courses/course-sheet.server";
import {
  courseDescriptionHtml,
  courseDescriptionText,
  courseNeighbours,
  type CourseDetail,
} from "~/features/courses/courses.server";
import type { Db } from "~/platform/db/client.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { openEditions } from "~/features/enrolments/public-api.server";

/**
 * What the course page shows, from a course record: the public page and the
 * staff preview build it here, so a preview is the page visitors
 * will see. Neighbours are the published courses around it in catalogue order.
 */
export async function coursePageData(db: Db, found: CourseDetail, origin: string) {
  const { createdAt: _createdAt, pdfUrl: _pdfUrl, fullDescription, ...rest } = found;
  const course = {
    ...rest,
    descriptionHtml: courseDescriptionHtml(fullDescription || rest.description),
  };
  const neighbours = await courseNeighbours(db, course.id).catch(() => ({
    previous: null,
    next: null,
  }));
  // The editions taking enrolments, with the seats left; none on a read error.
  const editions = await openEditions(db, course.id).catch(() => []);
  return {
    course,
    ...neighbours,
    editions,
    sheetFileName: courseSheetFileName(course.slug),
    jsonLd: courseJsonLd(
      {
        ...course,
        fullDescription: fullDescription ? courseDescriptionText(fullDescription) : null,
      },
      origin,
      { name: siteSettings().name },
      `${courseImagePath(course.image, "card")}.webp`,
      editions,
    ),
  };
}
