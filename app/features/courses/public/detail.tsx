import { redirect } from "react-router";
import { CourseDetailView } from "~/features/courses/public/course-detail";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { coursePageData } from "~/features/courses/course-page.server";
import { findCourse, findCourseRedirect } from "~/features/courses/courses.server";
import type { Route } from "./+types/detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, env, log } = context.get(appContext);
  let found;
  try {
    found = await findCourse(database.db, params.courseId);
  } catch (error) {
    // spec §2: a missing course or an error both lead back to the catalogue.
    log.error({ err: error, courseId: params.courseId }, "could not read course");
    throw redirect("/corsi");
  }
  if (!found) {
    // An old slug answers 301 with the course's current address.
    const moved = await findCourseRedirect(database.db, params.courseId).catch(() => null);
    if (moved) throw redirect(`/corsi/${encodeURIComponent(moved)}`, 301);
    throw redirect("/corsi");
  }
  const origin = env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  return coursePageData(database.db, found, origin);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Corso", "Programma, requisiti e modalità del corso.");
  const { course } = loaderData;
  return [
    ...pageMeta(course.title, course.description),
    { property: "og:image", content: loaderData.jsonLd.image },
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { course, previous, next, sheetFileName, editions } = loaderData;
  return (
    <CourseDetailView
      course={course}
      previous={previous}
      next={next}
      sheetFileName={sheetFileName}
      editions={editions}
    />
  );
}
