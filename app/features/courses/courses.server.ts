import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { isUuid } from "~/platform/uuid";
import type { Db } from "~/platform/db/client.server";
import { now } from "~/platform/clock.server";
import { courseSlugRedirects, courses } from "~/platform/db/schema";
import { libraryAlt } from "~/platform/records/media-items.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import { escapeHtml } from "~/platform/forms/text";
import { nextOpenEditions } from "~/features/enrolments/public-api.server";
import type { CourseCardData } from "./course-card-data";

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
  /** The image library's alt text for it (decision 048); null: the page's own. */
  imageAlt: libraryAlt(courses.image),
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
  priceNote: courses.priceNote,
  createdAt: courses.createdAt,
};

export type { CourseCardData };

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
  priceNote: string | null;
  createdAt: Date;
};

/**
 * Visitors see published courses only; a draft or an archived course
 * behaves everywhere like a missing one. So does a published course
 * whose 'Pubblica il' time (server clock) has not come yet.
 */
function isPublished() {
  return and(
    eq(courses.status, "pubblicato"),
    or(isNull(courses.publishedAt), lte(courses.publishedAt, now())),
  );
}

/**
 * The catalogue order set by staff (sort_order ascending); created_at descending
 * (spec §7) and then id break ties, so the order is total.
 */
export const catalogueOrder = [asc(courses.sortOrder), desc(courses.createdAt), desc(courses.id)];

/** The cards with their course's next edition taking enrolments (the catalogue's 'Iscrizioni aperte'). */
async function withNextEditions(db: Db, cards: CourseCardData[]): Promise<CourseCardData[]> {
  const next = await nextOpenEditions(db);
  return cards.map((card) => ({ ...card, nextEdition: next.get(card.id) ?? null }));
}

/** All published courses as cards, in catalogue order. Throws 'Could not fetch courses' (spec §8). */
export async function listCourses(db: Db): Promise<CourseCardData[]> {
  try {
    return await withNextEditions(
      db,
      await db
        .select(cardColumns)
        .from(courses)
        .where(isPublished())
        .orderBy(...catalogueOrder),
    );
  } catch (cause) {
    throw new Error("Could not fetch courses", { cause });
  }
}

export async function listCoursesByCategory(
  db: Db,
  category: "docenti" | "studenti",
): Promise<CourseCardData[]> {
  return withNextEditions(
    db,
    await db
      .select(cardColumns)
      .from(courses)
      .where(and(isPublished(), eq(courses.category, category)))
      .orderBy(...catalogueOrder),
  );
}

/** The home page's 'Corsi in evidenza': the published featured courses, in the order staff chose. */
export async function listFeaturedCourses(db: Db): Promise<CourseCardData[]> {
  return withNextEditions(
    db,
    await db
      .select(cardColumns)
      .from(courses)
      .where(and(isPublished(), isNotNull(courses.featuredRank)))
      .orderBy(asc(courses.featuredRank))
      .limit(3),
  );
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
    .where(and(isPublished(), inArray(courses.slug, [...slugs])));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [row] : [];
  });
}

function lookupCondition(lookup: NonNullable<CourseLookup>) {
  return lookup.by === "id" ? eq(courses.id, lookup.id) : eq(courses.slug, lookup.slug);
}

/** Published only; the identifier as in courseLookup (spec §5). */
export async function findCourse(db: Db, identifier: string | null | undefined) {
  const lookup = courseLookup(identifier);
  if (!lookup) return null;
  const [row] = await db
    .select(detailColumns)
    .from(courses)
    .where(and(isPublished(), lookupCondition(lookup)))
    .limit(1);
  return (row as CourseDetail | undefined) ?? null;
}

/** Any course by id, whatever its status: the staff preview shows drafts as visitors would see them. */
export async function findCourseForPreview(
  db: Db,
  id: string,
): Promise<(CourseDetail & { status: "bozza" | "pubblicato" | "archiviato" }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...detailColumns, status: courses.status })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The current slug of a published course that `slug` used to name (so
 * the old URL answers 301), or null.
 */
export async function findCourseRedirect(
  db: Db,
  slug: string | null | undefined,
): Promise<string | null> {
  const lookup = courseLookup(slug);
  if (!lookup || lookup.by !== "slug") return null;
  const [row] = await db
    .select({ slug: courses.slug })
    .from(courseSlugRedirects)
    .innerJoin(courses, eq(courses.id, courseSlugRedirects.courseId))
    .where(and(eq(courseSlugRedirects.slug, lookup.slug), isPublished()))
    .limit(1);
  return row?.slug ?? null;
}

/** True when a published course with this id or slug exists (for the prices pages' back link). */
export async function courseExists(db: Db, identifier: string | null | undefined) {
  const lookup = courseLookup(identifier);
  if (!lookup) return false;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(isPublished(), lookupCondition(lookup)))
    .limit(1);
  return Boolean(row);
}

export type CourseNeighbour = { id: string; slug: string; title: string };

/**
 * The previous and next published course in the catalogue order: `previous` is
 * listed just before the course, `next` just after. The catalogue is a few
 * dozen rows, so the ordered ids are read and the course found among them.
 */
export async function courseNeighbours(
  db: Db,
  courseId: string,
): Promise<{ previous: CourseNeighbour | null; next: CourseNeighbour | null }> {
  const list = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(isPublished())
    .orderBy(...catalogueOrder);
  const index = list.findIndex((c) => c.id === courseId);
  if (index < 0) return { previous: null, next: null };
  return { previous: list[index - 1] ?? null, next: list[index + 1] ?? null };
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

export async function listCoursesForSitemap(
  db: Db,
): Promise<Array<{ slug: string; lastModified: Date }>> {
  return db
    .select({ slug: courses.slug, lastModified: courses.updatedAt })
    .from(courses)
    .where(isPublished())
    .orderBy(asc(courses.slug));
}

const HTML_TAG = /<[a-z][^>]*>/i;

/**
 * The course page's long description as safe HTML: rich text written in the
 * staff editor goes through the news allow-list again on render; plain text
 * (the seed) becomes paragraphs.
 */
export function courseDescriptionHtml(text: string): string {
  if (HTML_TAG.test(text)) return sanitizeNewsHtml(text);
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");
}

/** Plain text of a long description (the PDF sheet, JSON-LD): tags dropped, entities decoded. */
export function courseDescriptionText(text: string): string {
  if (!HTML_TAG.test(text)) return text;
  return sanitizeNewsHtml(text)
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}
