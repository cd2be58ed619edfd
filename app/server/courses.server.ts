import { and, asc, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { isUuid } from "~/lib/uuid";
import type { Db } from "./db/client.server";
import { courses } from "./db/schema";

export type CourseLookup = { by: "id"; id: string } | { by: "slug"; slug: string } | null;

/**
 * Spec §5: an identifier in UUID format is searched by id, anything else by
 * slug; an empty identifier gives no result (null).
 */
export function courseLookup(identifier: string | null | undefined): CourseLookup {
  const value = (identifier ?? "").trim();
  if (value === "") return null;
  if (isUuid(value)) return { by: "id", id: value.toLowerCase() };
  return { by: "slug", slug: value };
}

/** What a course card shows (catalogue, home, students page): explicit public columns. */
const cardColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  duration: courses.duration,
  students: courses.students,
  level: courses.level,
  category: courses.category,
  tags: courses.tags,
  image: courses.image,
};

/** Everything the detail page and the PDF sheet show. */
const detailColumns = {
  ...cardColumns,
  code: courses.code,
  fullDescription: courses.fullDescription,
  price: courses.price,
  startDate: courses.startDate,
  delivery: courses.delivery,
  availability: courses.availability,
  instructorName: courses.instructorName,
  instructorRole: courses.instructorRole,
  instructorImage: courses.instructorImage,
  syllabus: courses.syllabus,
  requirements: courses.requirements,
  benefits: courses.benefits,
  pdfUrl: courses.pdfUrl,
  createdAt: courses.createdAt,
};

/** What a course card shows: the table's own types for the card columns. */
export type CourseCardData = Pick<
  typeof courses.$inferSelect,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "duration"
  | "students"
  | "level"
  | "category"
  | "tags"
  | "image"
>;

export type CourseDetail = CourseCardData & {
  code: string | null;
  fullDescription: string | null;
  price: string | null;
  startDate: string | null;
  delivery: string | null;
  availability: string[];
  instructorName: string | null;
  instructorRole: string | null;
  instructorImage: string | null;
  syllabus: { title: string; items: string[] }[];
  requirements: string[];
  benefits: string[];
  pdfUrl: string | null;
  createdAt: Date;
};

/** The catalogue order (spec §7): newest first; id breaks ties so the order is total. */
const catalogueOrder = [desc(courses.createdAt), desc(courses.id)];

/** All courses as cards, ordered by created_at descending. Throws 'Could not fetch courses' (spec §8). */
export async function listCourses(db: Db): Promise<CourseCardData[]> {
  try {
    return await db
      .select(cardColumns)
      .from(courses)
      .orderBy(...catalogueOrder);
  } catch (cause) {
    throw new Error("Could not fetch courses", { cause });
  }
}

/** The courses of one audience, in catalogue order. */
export async function listCoursesByCategory(
  db: Db,
  category: "docenti" | "studenti",
): Promise<CourseCardData[]> {
  return db
    .select(cardColumns)
    .from(courses)
    .where(eq(courses.category, category))
    .orderBy(...catalogueOrder);
}

/**
 * Card data for the given slugs, in the order of `slugs` (the home page's featured
 * courses); slugs without a course are skipped.
 */
export async function getCoursesBySlugs(
  db: Db,
  slugs: readonly string[],
): Promise<CourseCardData[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(courses)
    .where(inArray(courses.slug, [...slugs]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [row] : [];
  });
}

/** Spec §5: a UUID is looked up by id, anything else by slug, empty gives null. */
export async function findCourse(db: Db, identifier: string | null | undefined) {
  const lookup = courseLookup(identifier);
  if (!lookup) return null;
  const [row] = await db
    .select(detailColumns)
    .from(courses)
    .where(lookup.by === "id" ? eq(courses.id, lookup.id) : eq(courses.slug, lookup.slug))
    .limit(1);
  return (row as CourseDetail | undefined) ?? null;
}

/** True when a course with this id or slug exists (for the prices pages' back link). */
export async function courseExists(db: Db, identifier: string | null | undefined) {
  const lookup = courseLookup(identifier);
  if (!lookup) return false;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(lookup.by === "id" ? eq(courses.id, lookup.id) : eq(courses.slug, lookup.slug))
    .limit(1);
  return Boolean(row);
}

export type CourseNeighbour = { id: string; slug: string; title: string };

/**
 * The previous and next course in the catalogue order (created_at desc, id desc):
 * `previous` is listed just before the course, `next` just after. The pivot's
 * created_at is read in SQL, so microsecond timestamps compare exactly.
 */
export async function courseNeighbours(
  db: Db,
  courseId: string,
): Promise<{ previous: CourseNeighbour | null; next: CourseNeighbour | null }> {
  const neighbourColumns = { id: courses.id, slug: courses.slug, title: courses.title };
  const pivot = sql`(select ${courses.createdAt} from ${courses} where ${courses.id} = ${courseId})`;
  const [previous] = await db
    .select(neighbourColumns)
    .from(courses)
    .where(
      or(gt(courses.createdAt, pivot), and(eq(courses.createdAt, pivot), gt(courses.id, courseId))),
    )
    .orderBy(asc(courses.createdAt), asc(courses.id))
    .limit(1);
  const [next] = await db
    .select(neighbourColumns)
    .from(courses)
    .where(
      or(lt(courses.createdAt, pivot), and(eq(courses.createdAt, pivot), lt(courses.id, courseId))),
    )
    .orderBy(...catalogueOrder)
    .limit(1);
  return { previous: previous ?? null, next: next ?? null };
}

/**
 * The optional `from` parameter of the prices pages (spec §2): the course to go
 * back to, only when it exists; anything else gives no back link.
 */
export async function backToCourseId(db: Db, request: Request): Promise<string | null> {
  const from = new URL(request.url).searchParams.get("from")?.trim();
  if (!from || from.length > 200) return null;
  try {
    return (await courseExists(db, from)) ? from : null;
  } catch {
    return null;
  }
}

/** The loader of both prices pages: the course their back link returns to, if any. */
export async function pricesPageData({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<{ from: string | null }> {
  const { database } = context.get(appContext);
  return { from: await backToCourseId(database.db, request) };
}

/**
 * Every course's address for /sitemap.xml. Courses have no updated_at column,
 * so their creation time stands for their last change.
 */
export async function listCoursesForSitemap(
  db: Db,
): Promise<Array<{ slug: string; lastModified: Date }>> {
  return db
    .select({ slug: courses.slug, lastModified: courses.createdAt })
    .from(courses)
    .orderBy(asc(courses.slug));
}
