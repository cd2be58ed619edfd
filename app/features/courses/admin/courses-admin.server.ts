// The staff verbs of courses (issue 15, /admin/corsi): list with drafts and
// archived ones, load for editing, save, duplicate, archive, delete, order and
// the home page's featured three. Every write is here and takes `db: Db`, so a
// caller can run it inside its own transaction (an audit row, a saved version)
// and nothing is half-done: each verb is one transaction (a savepoint when
// nested). Each verb takes the staff member who acts and writes its history
// row (and, for a save, the course's new version) in that transaction
// (issue 16, decision 032). Public reading lives in courses.server.ts.
// Callers check the session.
import { and, asc, count, eq, ilike, inArray, isNotNull, max, ne, or, sql } from "drizzle-orm";
import { CEDILS_COURSE_ID } from "~/features/courses/courses-content";
import {
  COURSE_STATUS_LABELS,
  FEATURED_COURSES,
  type CourseCategory,
  type CourseEditorValues,
  type CourseListFilters,
  type CourseStatus,
} from "~/features/courses/admin/course-editor";
import { slugify, uniqueSlug } from "~/platform/slug";
import { isUuid } from "~/platform/uuid";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { now } from "~/platform/clock.server";
import { catalogueOrder } from "~/features/courses/courses.server";
import type { Db } from "~/platform/db/client.server";
import { courseSlugRedirects, courses, registrations, type Course } from "~/platform/db/schema";
import { markContentChanged } from "~/features/news/admin/news-admin.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import { restoreVersion, saveVersion, type Snapshot } from "~/platform/records/versions.server";

export type AdminCourseRow = {
  id: string;
  slug: string;
  title: string;
  code: string | null;
  category: CourseCategory;
  status: CourseStatus;
  sortOrder: number;
  featuredRank: number | null;
  updatedAt: Date;
};

const adminRowColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  code: courses.code,
  category: courses.category,
  status: courses.status,
  sortOrder: courses.sortOrder,
  featuredRank: courses.featuredRank,
  updatedAt: courses.updatedAt,
};

/** Every course, in catalogue order, optionally searched by title or code and filtered. */
export async function listCoursesForAdmin(
  db: Db,
  filters: Partial<CourseListFilters> = {},
): Promise<AdminCourseRow[]> {
  const conditions = [];
  if (filters.query) {
    const pattern = `%${filters.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.code, pattern)));
  }
  if (filters.category) conditions.push(eq(courses.category, filters.category));
  if (filters.status) conditions.push(eq(courses.status, filters.status));
  return db
    .select(adminRowColumns)
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...catalogueOrder);
}

export type EditableCourse = Course;

/** One course, whatever its status, by id; null when the id is malformed or unknown. */
export async function getCourseForEditing(db: Db, id: string): Promise<EditableCourse | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row ?? null;
}

/** Every tag used by a course, for the editor's 'pick from the existing ones'. */
export async function listCourseTags(db: Db): Promise<string[]> {
  const rows = await db.select({ tags: courses.tags }).from(courses);
  const tags = new Map<string, string>();
  for (const row of rows) {
    for (const tag of row.tags) {
      const key = tag.toLocaleLowerCase("it-IT");
      if (!tags.has(key)) tags.set(key, tag);
    }
  }
  return [...tags.values()].sort((a, b) => a.localeCompare(b, "it"));
}

/** Thrown when the course being changed no longer exists. */
export class CourseNotFoundError extends Error {
  constructor() {
    super("Il corso non esiste più: potrebbe essere stato eliminato.");
  }
}

/** Thrown when the slug asked for belongs to another course. */
export class CourseSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super("Questo indirizzo è già usato da un altro corso: scegline un altro.");
  }
}

/**
 * Saves the editor's values: an existing course (id given) is updated,
 * otherwise one is inserted at the end of the catalogue. The slug is the one
 * typed or, when empty, made from the title (a counter added on collision); a
 * slug typed by staff that another course holds is refused. When the slug of
 * an existing course changes, the old one is kept as a redirect (301), and a
 * slug taken again stops redirecting. A course that is not published leaves
 * the home page's featured courses. `image` is the stored image (or null).
 */
export async function saveCourse(
  db: Db,
  input: { id?: string; values: CourseEditorValues; image: string | null; actor: Actor },
): Promise<{ id: string; slug: string }> {
  const { actor } = input;
  const { values } = input;
  const fields = {
    title: values.title,
    code: values.code,
    category: values.category,
    description: values.description,
    fullDescription: values.fullDescription ? sanitizeNewsHtml(values.fullDescription) : null,
    syllabus: values.syllabus,
    requirements: values.requirements,
    instructorName: values.instructorName,
    instructorRole: values.instructorRole,
    duration: values.duration,
    students: values.students,
    level: values.level,
    delivery: values.delivery,
    availability: values.availability,
    startDate: values.startDate,
    price: values.price,
    priceNote: values.priceNote,
    benefits: values.benefits,
    tags: values.tags,
    editionYear: values.editionYear,
    status: values.status,
    image: input.image,
  };
  const saved = await db.transaction(async (tx) => {
    const t = now();
    let existing: Course | undefined;
    if (input.id) {
      if (!isUuid(input.id)) throw new CourseNotFoundError();
      [existing] = await tx.select().from(courses).where(eq(courses.id, input.id)).for("update");
      if (!existing) throw new CourseNotFoundError();
    }
    let slug: string;
    if (values.slug !== "") {
      slug = values.slug;
      const [holder] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.slug, slug), input.id ? ne(courses.id, input.id) : undefined));
      if (holder) throw new CourseSlugTakenError(slug);
    } else if (existing) {
      slug = existing.slug;
    } else {
      slug = await freeSlug(tx, slugify(values.title));
    }
    const featuredRank = values.status === "pubblicato" ? (existing?.featuredRank ?? null) : null;
    let id: string;
    if (input.id && existing) {
      await tx
        .update(courses)
        .set({ ...fields, slug, featuredRank, updatedAt: t })
        .where(eq(courses.id, input.id));
      id = input.id;
      if (existing.slug !== slug) await redirectOldSlug(tx, existing.slug, id, t);
    } else {
      const [last] = await tx.select({ n: max(courses.sortOrder) }).from(courses);
      const [row] = await tx
        .insert(courses)
        .values({
          ...fields,
          slug,
          featuredRank: null,
          sortOrder: (last?.n ?? 0) + 1,
          createdAt: t,
          updatedAt: t,
        })
        .returning({ id: courses.id });
      id = row!.id;
    }
    // The course owns this address now: an older course's redirect from it ends.
    await tx.delete(courseSlugRedirects).where(eq(courseSlugRedirects.slug, slug));
    const [row] = await tx.select().from(courses).where(eq(courses.id, id));
    await saveVersion(tx, {
      entityType: "course",
      entityId: id,
      actor,
      snapshot: courseSnapshot(row!),
      before: existing ? courseSnapshot(existing) : undefined,
    });
    await recordChange(tx, {
      actor,
      action: existing ? "update" : "create",
      entityType: "course",
      entityId: id,
      summary: `Corso «${row!.title}» ${existing ? "modificato" : "creato"} (${statusLabel(row!.status)})`,
    });
    return { id, slug };
  });
  markContentChanged();
  return saved;
}

function statusLabel(status: CourseStatus): string {
  return COURSE_STATUS_LABELS[status].toLocaleLowerCase("it-IT");
}

/** The old address of a course answers 301 to its new one (a redirect from it before is replaced). */
async function redirectOldSlug(tx: Db, oldSlug: string, courseId: string, t: Date): Promise<void> {
  await tx
    .insert(courseSlugRedirects)
    .values({ slug: oldSlug, courseId, createdAt: t })
    .onConflictDoUpdate({
      target: courseSlugRedirects.slug,
      set: { courseId, createdAt: t },
    });
}

/**
 * What a version of a course keeps: the editor's fields. Restoring one brings
 * them back except the status (and the order and featured rank, which are not
 * the editor's): a restore never publishes, unpublishes or archives (decision 032).
 */
function courseSnapshot(course: Course): Snapshot {
  return {
    title: course.title,
    slug: course.slug,
    code: course.code,
    category: course.category,
    description: course.description,
    fullDescription: course.fullDescription,
    syllabus: course.syllabus,
    requirements: course.requirements,
    instructorName: course.instructorName,
    instructorRole: course.instructorRole,
    duration: course.duration,
    students: course.students,
    level: course.level,
    delivery: course.delivery,
    availability: course.availability,
    startDate: course.startDate,
    price: course.price,
    priceNote: course.priceNote,
    benefits: course.benefits,
    tags: course.tags,
    editionYear: course.editionYear,
    status: course.status,
    image: course.image,
  };
}

const textOrNull = (v: unknown): string | null =>
  typeof v === "string" ? v : v === null || v === undefined ? null : String(v);
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * Restores an earlier version of a course as its newest version
 * (versions.server.ts). The long description is sanitised again, as on save;
 * the status stays the current one. The address: the version's slug comes
 * back only when no other course holds it, and then like a slug change in the
 * editor (the current address answers 301 to it). When another course holds
 * it now, the course keeps its current slug: a restore must never take a live
 * address from another course nor fail over it (the safe choice).
 */
export async function restoreCourseVersion(
  db: Db,
  input: { id: string; versionId: string; actor: Actor },
): Promise<number> {
  if (!isUuid(input.id)) throw new CourseNotFoundError();
  const version = await restoreVersion(db, {
    entityType: "course",
    entityId: input.id,
    versionId: input.versionId,
    actor: input.actor,
    summary: (n, title) => `Corso «${title}»: ripristinata la versione ${n}`,
    apply: async (tx, s) => {
      const [current] = await tx
        .select()
        .from(courses)
        .where(eq(courses.id, input.id))
        .for("update");
      if (!current) return null;
      const t = now();
      let slug = current.slug;
      const wanted = typeof s.slug === "string" && s.slug !== "" ? s.slug : current.slug;
      if (wanted !== current.slug) {
        const [holder] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.slug, wanted), ne(courses.id, input.id)));
        if (!holder) {
          slug = wanted;
          await redirectOldSlug(tx, current.slug, input.id, t);
          await tx.delete(courseSlugRedirects).where(eq(courseSlugRedirects.slug, slug));
        }
      }
      const fullDescription = textOrNull(s.fullDescription);
      const students = Number(s.students);
      const editionYear = s.editionYear === null ? null : Number(s.editionYear);
      const [row] = await tx
        .update(courses)
        .set({
          title: String(s.title ?? current.title),
          slug,
          code: textOrNull(s.code),
          category: s.category === "studenti" ? "studenti" : "docenti",
          description: String(s.description ?? ""),
          fullDescription: fullDescription ? sanitizeNewsHtml(fullDescription) : null,
          syllabus: Array.isArray(s.syllabus) ? (s.syllabus as Course["syllabus"]) : [],
          requirements: texts(s.requirements),
          instructorName: textOrNull(s.instructorName),
          instructorRole: textOrNull(s.instructorRole),
          duration: String(s.duration ?? ""),
          students: Number.isInteger(students) ? students : current.students,
          level: String(s.level ?? ""),
          delivery: textOrNull(s.delivery),
          availability: texts(s.availability),
          startDate: textOrNull(s.startDate),
          price: textOrNull(s.price),
          priceNote: textOrNull(s.priceNote),
          benefits: texts(s.benefits),
          tags: texts(s.tags),
          editionYear: editionYear === null || Number.isInteger(editionYear) ? editionYear : null,
          image: textOrNull(s.image),
          updatedAt: t,
        })
        .where(eq(courses.id, input.id))
        .returning();
      return row ? { snapshot: courseSnapshot(row), title: row.title } : null;
    },
  });
  markContentChanged();
  return version;
}

/** The first of `base`, `base-2`… that no course uses, nor any old address of a course. */
async function freeSlug(tx: Db, base: string): Promise<string> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const taken = await tx
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), sql`${courses.slug} like ${pattern}`));
  const redirected = await tx
    .select({ slug: courseSlugRedirects.slug })
    .from(courseSlugRedirects)
    .where(
      or(eq(courseSlugRedirects.slug, base), sql`${courseSlugRedirects.slug} like ${pattern}`),
    );
  return uniqueSlug(
    base,
    [...taken, ...redirected].map((r) => r.slug),
  );
}

/**
 * A copy of a course as a draft, at the end of the catalogue, titled '… (copia)'
 * with a free slug; not featured, no redirects. Returns the copy's id.
 */
export async function duplicateCourse(
  db: Db,
  id: string,
  actor: Actor,
): Promise<{ id: string; slug: string }> {
  const copy = await db.transaction(async (tx) => {
    const original = await getCourseForEditing(tx, id);
    if (!original) throw new CourseNotFoundError();
    const t = now();
    const slug = await freeSlug(tx, `${original.slug}-copia`);
    const [last] = await tx.select({ n: max(courses.sortOrder) }).from(courses);
    const {
      id: _id,
      slug: _slug,
      createdAt: _c,
      updatedAt: _u,
      featuredRank: _f,
      sortOrder: _s,
      ...rest
    } = original;
    const [row] = await tx
      .insert(courses)
      .values({
        ...rest,
        title: `${original.title} (copia)`,
        slug,
        status: "bozza",
        featuredRank: null,
        sortOrder: (last?.n ?? 0) + 1,
        createdAt: t,
        updatedAt: t,
      })
      .returning({ id: courses.id, slug: courses.slug });
    await recordChange(tx, {
      actor,
      action: "create",
      entityType: "course",
      entityId: row!.id,
      summary: `Corso «${original.title}» duplicato: creata la bozza «${original.title} (copia)»`,
    });
    return row!;
  });
  markContentChanged();
  return copy;
}

/**
 * Moves a course to another status (archiviato: hidden from visitors, its
 * address behaving like a missing course). A course that is not published
 * leaves the home page's featured courses.
 */
export async function setCourseStatus(
  db: Db,
  id: string,
  status: CourseStatus,
  actor: Actor,
): Promise<void> {
  if (!isUuid(id)) throw new CourseNotFoundError();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(courses)
      .set({
        status,
        updatedAt: now(),
        ...(status === "pubblicato" ? {} : { featuredRank: null }),
      })
      .where(eq(courses.id, id))
      .returning({ id: courses.id, title: courses.title });
    if (!changed) throw new CourseNotFoundError();
    await recordChange(tx, {
      actor,
      action: "status",
      entityType: "course",
      entityId: id,
      summary: `Corso «${changed.title}»: stato ${statusLabel(status)}`,
    });
  });
  markContentChanged();
}

export type DeleteCourseResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "referenced"; registrations: number };

/** Deletes a course, refused while registrations refer to it (archive it instead). */
export async function deleteCourse(db: Db, id: string, actor: Actor): Promise<DeleteCourseResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const result = await db.transaction(async (tx): Promise<DeleteCourseResult> => {
    const [existing] = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.id, id))
      .for("update");
    if (!existing) return { ok: false, reason: "not-found" };
    const [refs] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.courseId, id));
    if ((refs?.n ?? 0) > 0) return { ok: false, reason: "referenced", registrations: refs!.n };
    await tx.delete(courses).where(eq(courses.id, id));
    await recordChange(tx, {
      actor,
      action: "delete",
      entityType: "course",
      entityId: id,
      summary: `Corso «${existing.title}» eliminato`,
    });
    return { ok: true };
  });
  if (result.ok) markContentChanged();
  return result;
}

/**
 * Moves a course one place up or down in the catalogue order (which also
 * drives the previous/next arrows). Every course is renumbered 1, 2, 3… in the
 * current order first, so equal or sparse numbers never block a move.
 */
export async function moveCourse(
  db: Db,
  id: string,
  direction: "up" | "down",
  actor: Actor,
): Promise<void> {
  if (!isUuid(id)) throw new CourseNotFoundError();
  await db.transaction(async (tx) => {
    // One writer at a time: two moves racing would renumber from stale orders.
    await tx.execute(sql`select pg_advisory_xact_lock(${COURSE_ORDER_LOCK_ID})`);
    const list = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .orderBy(...catalogueOrder);
    const index = list.findIndex((c) => c.id === id);
    if (index < 0) throw new CourseNotFoundError();
    const target = direction === "up" ? index - 1 : index + 1;
    const ids = list.map((c) => c.id);
    if (target >= 0 && target < ids.length) {
      [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    }
    const t = now();
    for (const [i, courseId] of ids.entries()) {
      await tx
        .update(courses)
        .set({ sortOrder: i + 1, updatedAt: t })
        .where(and(eq(courses.id, courseId), ne(courses.sortOrder, i + 1)));
    }
    await recordChange(tx, {
      actor,
      action: "move",
      entityType: "course",
      entityId: id,
      summary: `Corso «${list[index]!.title}» spostato ${direction === "up" ? "su" : "giù"} nel catalogo`,
    });
  });
  markContentChanged();
}

const COURSE_ORDER_LOCK_ID = 150_2026;

/** Thrown when the featured courses asked for are not three different published courses. */
export class FeaturedCoursesError extends Error {}

/**
 * The home page's 'Corsi in evidenza': up to three different published
 * courses, in this order (ranks 1, 2, 3). The previous choice is replaced.
 */
export async function setFeaturedCourses(
  db: Db,
  ids: readonly string[],
  actor: Actor,
): Promise<void> {
  const chosen = ids.filter((id) => id !== "");
  if (chosen.length > FEATURED_COURSES) {
    throw new FeaturedCoursesError(
      `Puoi mettere in evidenza al massimo ${FEATURED_COURSES} corsi.`,
    );
  }
  if (new Set(chosen).size !== chosen.length) {
    throw new FeaturedCoursesError("Hai scelto lo stesso corso due volte: scegli corsi diversi.");
  }
  if (!chosen.every(isUuid)) throw new FeaturedCoursesError("Scegli i corsi tra quelli proposti.");
  await db.transaction(async (tx) => {
    let published: Array<{ id: string; title: string }> = [];
    if (chosen.length > 0) {
      published = await tx
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(and(inArray(courses.id, chosen), eq(courses.status, "pubblicato")));
      if (published.length !== chosen.length) {
        throw new FeaturedCoursesError(
          "Solo i corsi pubblicati possono essere in evidenza: scegli tra quelli proposti.",
        );
      }
    }
    const t = now();
    await tx
      .update(courses)
      .set({ featuredRank: null, updatedAt: t })
      .where(isNotNull(courses.featuredRank));
    for (const [i, id] of chosen.entries()) {
      await tx
        .update(courses)
        .set({ featuredRank: i + 1, updatedAt: t })
        .where(eq(courses.id, id));
    }
    const titles = chosen.map((id) => `«${published.find((c) => c.id === id)!.title}»`);
    await recordChange(tx, {
      actor,
      action: "featured",
      entityType: "course",
      summary: titles.length
        ? `Corsi in evidenza: ${titles.join(", ")}`
        : "Nessun corso in evidenza",
    });
  });
  markContentChanged();
}

/** The featured courses' ids in rank order (for the staff form). */
export async function listFeaturedCourseIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(isNotNull(courses.featuredRank))
    .orderBy(asc(courses.featuredRank));
  return rows.map((r) => r.id);
}

/** The course CEDILS registrations belong to, when it exists (it may have been deleted). */
export async function registrationCourse(
  db: Db,
): Promise<{ id: string; editionYear: number | null } | null> {
  const [row] = await db
    .select({ id: courses.id, editionYear: courses.editionYear })
    .from(courses)
    .where(eq(courses.id, CEDILS_COURSE_ID));
  return row ?? null;
}

/** How many registrations refer to a course (shown before deleting). */
export async function countCourseRegistrations(db: Db, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(eq(registrations.courseId, id));
  return row?.n ?? 0;
}

/** How many courses there are in each status (the dashboard's summary). */
export async function countCoursesByStatus(db: Db): Promise<Record<CourseStatus, number>> {
  const rows = await db
    .select({ status: courses.status, n: count() })
    .from(courses)
    .groupBy(courses.status);
  const counts: Record<CourseStatus, number> = { bozza: 0, pubblicato: 0, archiviato: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
