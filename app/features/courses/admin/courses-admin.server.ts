// The staff verbs of courses (/admin/corsi). Every write takes `db: Db`, so a
// caller can run it inside its own transaction and nothing is half-done: each
// verb is one transaction (a savepoint when nested) that also writes its
// history row and, for a save, the course's new version (decision 032).
// Public reading lives in courses.server.ts. Callers check the session.
import { and, asc, count, eq, inArray, isNotNull, max, ne, or, sql } from "drizzle-orm";
import { readTablePage, textMatch } from "~/platform/list-query.server";
import type { ListPage } from "~/platform/list-page";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import {
  COURSE_STATUS_LABELS,
  CourseEditorSchema,
  EMPTY_COURSE_DRAFT,
  FEATURED_COURSES,
  type CourseCategory,
  type CourseEditorValues,
  type CourseListFilters,
  type CourseStatus,
} from "~/features/courses/admin/course-editor";
import { slugify, uniqueSlug } from "~/platform/slug";
import { isUuid } from "~/platform/uuid";
import { draftWithPending } from "~/platform/records/pending-edit";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import {
  deleteRecord,
  lockById,
  RecordNotFoundError,
  refuseNewerVersion,
  RecordSlugTakenError,
  restoreRecord,
  saveRecord,
  snapshotText,
  snapshotTexts,
  TITLED_REVISION_ROW,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { now } from "~/platform/clock.server";
import { chosenPublishAt } from "~/platform/forms/publish-at";
import { catalogueOrder } from "~/features/courses/courses.server";
import type { Db } from "~/platform/db/client.server";
import { courseSlugRedirects, courses, type Course } from "~/platform/db/schema";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import {
  countCourseEnrolments,
  removeCourseEditions,
} from "~/features/enrolments/public-api.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";

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
  /** 'Pubblica il': hidden from visitors until then (null: at once). */
  publishedAt: Date | null;
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
  publishedAt: courses.publishedAt,
};

function courseListWhere(filters: Partial<CourseListFilters>) {
  return and(
    textMatch([courses.title, courses.code, courses.slug], filters.query ?? ""),
    filters.category ? eq(courses.category, filters.category) : undefined,
    filters.status ? eq(courses.status, filters.status) : undefined,
  );
}

export async function listCoursesForAdmin(
  db: Db,
  filters: Partial<CourseListFilters> = {},
): Promise<AdminCourseRow[]> {
  return db
    .select(adminRowColumns)
    .from(courses)
    .where(courseListWhere(filters))
    .orderBy(...catalogueOrder);
}

/** One page of the staff list of courses (`?pagina=`). */
export async function pageCoursesForAdmin(
  db: Db,
  filters: CourseListFilters,
  page: number,
): Promise<ListPage<AdminCourseRow>> {
  return readTablePage(
    db,
    { q: filters.query, page },
    {
      table: courses,
      columns: adminRowColumns,
      where: courseListWhere(filters),
      order: catalogueOrder,
    },
  );
}

export type EditableCourse = Course;

/** Whatever its status; null when the id is malformed or unknown. */
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

/** The revision a write of a course gives it (decision 041). */
const nextRevision = sql`${courses.revision} + 1`;

export class CourseNotFoundError extends RecordNotFoundError {
  constructor() {
    super("Il corso non esiste più: potrebbe essere stato eliminato.");
  }
}

export class CourseSlugTakenError extends RecordSlugTakenError {
  constructor(readonly slug: string) {
    super("slug", "Questo indirizzo è già usato da un altro corso: scegline un altro.");
  }
}

type CourseRowValues = CourseEditorValues & { image: string | null };

function editorFields(values: CourseRowValues) {
  const { slug: _slug, ...fields } = values;
  return {
    ...fields,
    fullDescription: values.fullDescription ? sanitizeNewsHtml(values.fullDescription) : null,
  };
}

/**
 * A course as it will look once its pending edits (decision 047) are
 * published, for the staff preview. The address stays the current one; edits
 * that no longer pass the editor's checks leave the course as it is.
 */
export function withPendingEdits<T extends object>(course: T, pending: Record<string, unknown>): T {
  const parsed = CourseEditorSchema.safeParse(draftWithPending(EMPTY_COURSE_DRAFT, pending));
  if (!parsed.success) return course;
  return { ...course, ...editorFields(parsed.data) };
}

/** The slug typed by staff (refused when another course holds it), else `otherwise`. */
async function chosenSlug(
  tx: Db,
  values: CourseRowValues,
  id: string | null,
  otherwise: () => Promise<string> | string,
): Promise<string> {
  if (values.slug === "") return otherwise();
  const [holder] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, values.slug), id ? ne(courses.id, id) : undefined));
  if (holder) throw new CourseSlugTakenError(values.slug);
  return values.slug;
}

/** The course owns this address now: an older course's redirect from it ends. */
async function claimSlug(tx: Db, slug: string): Promise<void> {
  await tx.delete(courseSlugRedirects).where(eq(courseSlugRedirects.slug, slug));
}

/**
 * A course for the record core (editable-record.server.ts). A new course goes
 * at the end of the catalogue. The slug is the one typed or, when empty, made
 * from the title (a counter added on collision); a slug typed by staff that
 * another course holds is refused. When the slug of an existing course
 * changes, the old one is kept as a redirect (301), and a slug taken again
 * stops redirecting. A course that is not published leaves the home page's
 * featured courses.
 *
 * A version keeps the editor's fields. Restoring one brings them back except
 * the status (and the order and featured rank, which are not the editor's): a
 * restore never publishes, unpublishes or archives (decision 032). The
 * version's slug comes back only when no other course holds it, and then like
 * a slug change in the editor; otherwise the course keeps its current slug: a
 * restore must never take a live address from another course nor fail over it.
 */
export const courseRecord: RecordType<Course, CourseRowValues> = {
  entityType: "course",
  noun: "Corso",
  ...TITLED_REVISION_ROW,
  stateOf: (course) => statusLabel(course.status),
  notFound: () => new CourseNotFoundError(),
  slugTaken: () => new CourseSlugTakenError(""),
  lock: lockById(courses),
  insert: async (tx, values) => {
    const t = now();
    const slug = await chosenSlug(tx, values, null, () => freeSlug(tx, slugify(values.title)));
    const [last] = await tx.select({ n: max(courses.sortOrder) }).from(courses);
    const [row] = await tx
      .insert(courses)
      .values({
        ...editorFields(values),
        slug,
        featuredRank: null,
        sortOrder: (last?.n ?? 0) + 1,
        createdAt: t,
        updatedAt: t,
      })
      .returning();
    await claimSlug(tx, slug);
    return row!;
  },
  update: async (tx, existing, values) => {
    const t = now();
    const slug = await chosenSlug(tx, values, existing.id, () => existing.slug);
    const featuredRank = values.status === "pubblicato" ? existing.featuredRank : null;
    const [row] = await tx
      .update(courses)
      .set({
        ...editorFields(values),
        // A 'Pubblica il' left as shown keeps the stored instant to the second.
        publishedAt:
          values.publishedAt && chosenPublishAt(values.publishedAt, existing.publishedAt),
        slug,
        featuredRank,
        updatedAt: t,
        revision: nextRevision,
      })
      .where(eq(courses.id, existing.id))
      .returning();
    if (existing.slug !== slug) await redirectOldSlug(tx, existing.slug, existing.id, t);
    await claimSlug(tx, slug);
    return row!;
  },
  remove: async (tx, course) => {
    await tx.delete(courses).where(eq(courses.id, course.id));
  },
  versions: {
    snapshot: (course) => ({
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
    }),
    apply: async (tx, current, s) => {
      const t = now();
      let slug = current.slug;
      const wanted = typeof s.slug === "string" && s.slug !== "" ? s.slug : current.slug;
      if (wanted !== current.slug) {
        const [holder] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.slug, wanted), ne(courses.id, current.id)));
        if (!holder) {
          slug = wanted;
          await redirectOldSlug(tx, current.slug, current.id, t);
          await claimSlug(tx, slug);
        }
      }
      const fullDescription = snapshotText(s.fullDescription);
      const students = Number(s.students);
      const editionYear = s.editionYear === null ? null : Number(s.editionYear);
      const [row] = await tx
        .update(courses)
        .set({
          title: String(s.title ?? current.title),
          slug,
          code: snapshotText(s.code),
          category: s.category === "studenti" ? "studenti" : "docenti",
          description: String(s.description ?? ""),
          fullDescription: fullDescription ? sanitizeNewsHtml(fullDescription) : null,
          syllabus: Array.isArray(s.syllabus) ? (s.syllabus as Course["syllabus"]) : [],
          requirements: snapshotTexts(s.requirements),
          instructorName: snapshotText(s.instructorName),
          instructorRole: snapshotText(s.instructorRole),
          duration: String(s.duration ?? ""),
          students: Number.isInteger(students) ? students : current.students,
          level: String(s.level ?? ""),
          delivery: snapshotText(s.delivery),
          availability: snapshotTexts(s.availability),
          startDate: snapshotText(s.startDate),
          price: snapshotText(s.price),
          priceNote: snapshotText(s.priceNote),
          benefits: snapshotTexts(s.benefits),
          tags: snapshotTexts(s.tags),
          editionYear: editionYear === null || Number.isInteger(editionYear) ? editionYear : null,
          image: snapshotText(s.image),
          updatedAt: t,
          revision: nextRevision,
        })
        .where(eq(courses.id, current.id))
        .returning();
      return row!;
    },
  },
};

/** Updates the course `id`, or inserts one without it. `image` is the stored image (or null). */
export async function saveCourse(
  db: Db,
  input: {
    id?: string;
    values: CourseEditorValues;
    image: string | null;
    actor: Actor;
    /** The version the editor was opened on (courseRecord.versionOf). */
    openedVersion?: string;
    /** More writes in the save's transaction (publishing pending edits clears them). */
    inTransaction?: (tx: Db, id: string) => Promise<void>;
  },
): Promise<{ id: string; slug: string }> {
  const row = await saveRecord(db, courseRecord, {
    id: input.id,
    values: { ...input.values, image: input.image },
    actor: input.actor,
    openedVersion: input.openedVersion,
    inTransaction: input.inTransaction,
  });
  return { id: row.id, slug: row.slug };
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
  /** The version the screen showed: a course changed since is not copied (RecordConflictError). */
  openedVersion?: string,
): Promise<{ id: string; slug: string }> {
  if (!isUuid(id)) throw new CourseNotFoundError();
  const copy = await db.transaction(async (tx) => {
    const original = await courseRecord.lock(tx, id);
    if (!original) throw new CourseNotFoundError();
    await refuseNewerVersion(tx, courseRecord, original, openedVersion, {
      notDone: "Non è stato duplicato",
      reload: "ricarica la pagina per vedere la versione attuale e duplicalo di nuovo",
    });
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
      revision: _r,
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
    await bumpContentVersion(tx);
    return row!;
  });
  return copy;
}

/**
 * Archiviato hides a course from visitors, its address behaving like a
 * missing course. A course that is not published leaves the home page's
 * featured courses.
 */
export async function setCourseStatus(
  db: Db,
  id: string,
  status: CourseStatus,
  actor: Actor,
  /** The version the screen showed: a course changed since keeps its status (RecordConflictError). */
  openedVersion?: string,
): Promise<void> {
  if (!isUuid(id)) throw new CourseNotFoundError();
  await db.transaction(async (tx) => {
    const current = await courseRecord.lock(tx, id);
    if (!current) throw new CourseNotFoundError();
    await refuseNewerVersion(tx, courseRecord, current, openedVersion, {
      notDone: "Il suo stato non è stato cambiato",
      reload: "ricarica la pagina per vedere la versione attuale e decidi di nuovo",
    });
    const [changed] = await tx
      .update(courses)
      .set({
        status,
        updatedAt: now(),
        revision: nextRevision,
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
    await bumpContentVersion(tx);
  });
}

export type DeleteCourseResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "referenced"; registrations: number };

class CourseReferencedError extends Error {
  constructor(readonly registrations: number) {
    super("the course has registrations");
  }
}

/** Deletes a course, refused while registrations refer to it (archive it instead). */
export async function deleteCourse(
  db: Db,
  id: string,
  actor: Actor,
  /** The version the screen showed: a course changed since is not deleted (RecordConflictError). */
  openedVersion?: string,
): Promise<DeleteCourseResult> {
  try {
    const refuse = async (tx: Db, course: Course) => {
      const refs = await countCourseRegistrations(tx, course.id);
      if (refs > 0) throw new CourseReferencedError(refs);
      // Editions nobody enrolled in go with their course.
      await removeCourseEditions(tx, course.id);
    };
    const deleted = await deleteRecord(db, courseRecord, id, actor, refuse, openedVersion);
    return deleted ? { ok: true } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (error instanceof CourseReferencedError) {
      return { ok: false, reason: "referenced", registrations: error.registrations };
    }
    throw error;
  }
}

/**
 * The catalogue order also drives the previous/next arrows. Every course is
 * renumbered 1, 2, 3… in the current order first, so equal or sparse numbers
 * never block a move.
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
    await bumpContentVersion(tx);
  });
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
    await bumpContentVersion(tx);
  });
}

export async function listFeaturedCourseIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(isNotNull(courses.featuredRank))
    .orderBy(asc(courses.featuredRank));
  return rows.map((r) => r.id);
}

/** The CEDILS course (its editions take /iscrizione-cedils), when it exists (it may have been deleted). */
export async function registrationCourse(
  db: Db,
): Promise<{ id: string; editionYear: number | null } | null> {
  const [row] = await db
    .select({ id: courses.id, editionYear: courses.editionYear })
    .from(courses)
    .where(eq(courses.id, CEDILS_COURSE_ID));
  return row ?? null;
}

/**
 * How many enrolments refer to a course (shown before deleting): those in its
 * editions, the CEDILS ones included (decision 049).
 */
export async function countCourseRegistrations(db: Db, id: string): Promise<number> {
  if (!isUuid(id)) return 0;
  return countCourseEnrolments(db, id);
}

export async function countCoursesByStatus(db: Db): Promise<Record<CourseStatus, number>> {
  const rows = await db
    .select({ status: courses.status, n: count() })
    .from(courses)
    .groupBy(courses.status);
  const counts: Record<CourseStatus, number> = { bozza: 0, pubblicato: 0, archiviato: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Restores an earlier version of a course as its newest version (see courseRecord). */
export function restoreCourseVersion(
  db: Db,
  input: { id: string; versionId: string; actor: Actor },
): Promise<number> {
  return restoreRecord(db, courseRecord, input);
}
