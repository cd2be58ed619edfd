import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CEDILS_COURSE, CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import type { CourseDraft } from "~/features/courses/admin/course-editor";
import { action as registrationAction } from "~/features/enrolments/cedils/cedils-registration";
import type { Actor } from "~/platform/records/audit.server";
import { readCourseImage, storeCourseImage } from "~/features/courses/admin/course-images.server";
import {
  CourseSlugTakenError,
  deleteCourse,
  duplicateCourse,
  FeaturedCoursesError,
  listCoursesForAdmin,
  moveCourse,
  saveCourse,
  setCourseStatus,
  setFeaturedCourses,
} from "~/features/courses/admin/courses-admin.server";
import {
  courseExists,
  courseNeighbours,
  findCourse,
  findCourseRedirect,
  listCourses,
  listCoursesForSitemap,
  listFeaturedCourses,
} from "~/features/courses/courses.server";
import { courseEditions, courses, enrolments, storedFiles } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { contentFingerprint } from "~/platform/records/content-version.server";
import { callAction } from "../../../../tests/support/action";
import {
  aCedilsEnrolment,
  aCourse,
  addCedilsEdition,
  anEdition,
} from "../../../../tests/support/builders";
import {
  createTestDatabase,
  DATABASE_KINDS,
  describeOnEachDatabase,
  type TestDatabase,
} from "../../../../tests/support/db";

const log = pino({ level: "silent" });

/** Who makes the changes (the history and versions name them). */
const STAFF: Actor = { id: null, label: "Redazione di prova" };

/** Saves a course from editor values, as the action does. */
async function save(db: TestDatabase["db"], values: Partial<CourseDraft> = {}, id?: string) {
  return saveCourse(db, { id, values: aCourse(values), image: null, actor: STAFF });
}

describe.each(DATABASE_KINDS)("course rules on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.drop();
  });

  it("makes the slug from the title, unique, and refuses a typed slug another course holds", async () => {
    const first = await save(database.db);
    expect(first.slug).toBe("robotica-educativa-per-la-primaria");
    const second = await save(database.db);
    expect(second.slug).toBe("robotica-educativa-per-la-primaria-2");
    await expect(save(database.db, { slug: first.slug })).rejects.toBeInstanceOf(
      CourseSlugTakenError,
    );
    // Its own slug, typed again, is fine.
    expect((await save(database.db, { slug: first.slug }, first.id)).slug).toBe(first.slug);
  });

  it("answers the old slug with the new one after a rename, and stops once the slug is taken again", async () => {
    const course = await save(database.db, { slug: "robotica-primaria" });
    await save(database.db, { slug: "robotica-educativa" }, course.id);
    expect(await findCourse(database.db, "robotica-primaria")).toBeNull();
    expect(await findCourseRedirect(database.db, "robotica-primaria")).toBe("robotica-educativa");
    // A second rename: both old addresses lead to the current one.
    await save(database.db, { slug: "robotica-in-classe" }, course.id);
    expect(await findCourseRedirect(database.db, "robotica-primaria")).toBe("robotica-in-classe");
    expect(await findCourseRedirect(database.db, "robotica-educativa")).toBe("robotica-in-classe");
    // A new course made from the same title does not take an old address.
    const sameTitle = await save(database.db, { title: "Robotica primaria" });
    expect(sameTitle.slug).toBe("robotica-primaria-2");
    // Staff may give an old address to another course: it stops redirecting.
    const other = await save(database.db, { title: "Altro corso", slug: "robotica-educativa" });
    expect(other.slug).toBe("robotica-educativa");
    expect(await findCourseRedirect(database.db, "robotica-educativa")).toBeNull();
    expect((await findCourse(database.db, "robotica-educativa"))?.id).toBe(other.id);
    // Renaming back to an old address drops that redirect.
    await save(database.db, { slug: "robotica-primaria" }, course.id);
    expect(await findCourseRedirect(database.db, "robotica-primaria")).toBeNull();
    expect(await findCourseRedirect(database.db, "robotica-in-classe")).toBe("robotica-primaria");
  });

  it("hides drafts and archived courses everywhere visitors look", async () => {
    const published = await save(database.db, { title: "Corso pubblicato", tags: ["STEM"] });
    const draftCourse = await save(database.db, { title: "Corso in bozza", status: "bozza" });
    await setFeaturedCourses(database.db, [published.id], STAFF);
    expect((await listCourses(database.db)).map((c) => c.id)).toEqual([published.id]);
    expect(await findCourse(database.db, draftCourse.slug)).toBeNull();
    expect(await courseExists(database.db, draftCourse.id)).toBe(false);

    await setCourseStatus(database.db, published.id, "archiviato", STAFF);
    expect(await listCourses(database.db)).toEqual([]);
    expect(await findCourse(database.db, published.slug)).toBeNull();
    expect(await courseExists(database.db, published.slug)).toBe(false);
    expect(await listCoursesForSitemap(database.db)).toEqual([]);
    // Leaving the catalogue leaves the home page's featured courses too.
    expect(await listFeaturedCourses(database.db)).toEqual([]);
    // An archived course's old address no longer redirects either.
    await save(
      database.db,
      { title: "Corso pubblicato", slug: "nuovo-indirizzo", status: "archiviato" },
      published.id,
    );
    expect(await findCourseRedirect(database.db, published.slug)).toBeNull();
  });

  it("refuses to delete a course while enrolments refer to it, and deletes it once they are gone", async () => {
    const course = await save(database.db);
    const [edition] = await database.db
      .insert(courseEditions)
      .values(anEdition(course.id))
      .returning({ id: courseEditions.id });
    await database.db.insert(enrolments).values(aCedilsEnrolment(edition!.id));
    expect(await deleteCourse(database.db, course.id, STAFF)).toEqual({
      ok: false,
      reason: "referenced",
      registrations: 1,
    });
    expect(await listCoursesForAdmin(database.db)).toHaveLength(1);
    await database.db.delete(enrolments);
    expect(await deleteCourse(database.db, course.id, STAFF)).toEqual({ ok: true });
    expect(await listCoursesForAdmin(database.db)).toEqual([]);
    expect(await deleteCourse(database.db, course.id, STAFF)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("duplicates a course as an unfeatured draft at the end of the catalogue", async () => {
    const course = await save(database.db, { tags: ["Robotica", "STEM"], code: "ROB001" });
    await setFeaturedCourses(database.db, [course.id], STAFF);
    const copy = await duplicateCourse(database.db, course.id, STAFF);
    expect(copy.slug).toBe(`${course.slug}-copia`);
    const rows = await listCoursesForAdmin(database.db);
    expect(rows.map((r) => [r.id, r.status, r.featuredRank])).toEqual([
      [course.id, "pubblicato", 1],
      [copy.id, "bozza", null],
    ]);
    const [stored] = await database.db.select().from(courses).where(eq(courses.id, copy.id));
    expect(stored).toMatchObject({
      title: "Robotica educativa per la primaria (copia)",
      tags: ["Robotica", "STEM"],
      code: "ROB001",
    });
    expect((await duplicateCourse(database.db, course.id, STAFF)).slug).toBe(
      `${course.slug}-copia-2`,
    );
  });

  it("keeps the catalogue order staff set, for the list and the previous/next arrows", async () => {
    const a = await save(database.db, { title: "Corso A" });
    const b = await save(database.db, { title: "Corso B" });
    const c = await save(database.db, { title: "Corso C" });
    const titles = async () => (await listCourses(database.db)).map((x) => x.title);
    // New courses go to the end.
    expect(await titles()).toEqual(["Corso A", "Corso B", "Corso C"]);
    await moveCourse(database.db, c.id, "up", STAFF);
    expect(await titles()).toEqual(["Corso A", "Corso C", "Corso B"]);
    await moveCourse(database.db, a.id, "down", STAFF);
    expect(await titles()).toEqual(["Corso C", "Corso A", "Corso B"]);
    // Moving past either end changes nothing.
    await moveCourse(database.db, c.id, "up", STAFF);
    await moveCourse(database.db, b.id, "down", STAFF);
    expect(await titles()).toEqual(["Corso C", "Corso A", "Corso B"]);
    const { previous, next } = await courseNeighbours(database.db, a.id);
    expect([previous?.title, next?.title]).toEqual(["Corso C", "Corso B"]);
    // A draft between two published courses is skipped by the arrows.
    await setCourseStatus(database.db, a.id, "bozza", STAFF);
    expect((await courseNeighbours(database.db, c.id)).next?.title).toBe("Corso B");
  });

  it("features up to three different published courses, in the order chosen", async () => {
    const ids = [];
    for (const title of ["Uno", "Due", "Tre", "Quattro"])
      ids.push((await save(database.db, { title })).id);
    const hidden = await save(database.db, { title: "Bozza", status: "bozza" });
    await setFeaturedCourses(database.db, [ids[2]!, ids[0]!, ids[3]!], STAFF);
    expect((await listFeaturedCourses(database.db)).map((c) => c.title)).toEqual([
      "Tre",
      "Uno",
      "Quattro",
    ]);
    await expect(setFeaturedCourses(database.db, [ids[0]!, ids[0]!], STAFF)).rejects.toBeInstanceOf(
      FeaturedCoursesError,
    );
    await expect(setFeaturedCourses(database.db, [hidden.id], STAFF)).rejects.toBeInstanceOf(
      FeaturedCoursesError,
    );
    await expect(setFeaturedCourses(database.db, ids, STAFF)).rejects.toBeInstanceOf(
      FeaturedCoursesError,
    );
    // A refused choice leaves the previous one.
    expect((await listFeaturedCourses(database.db)).map((c) => c.title)).toEqual([
      "Tre",
      "Uno",
      "Quattro",
    ]);
    await setFeaturedCourses(database.db, [ids[1]!, "", ""], STAFF);
    expect((await listFeaturedCourses(database.db)).map((c) => c.title)).toEqual(["Due"]);
  });

  it("changes the page cache's fingerprint with every course write", async () => {
    const before = await contentFingerprint(database);
    const course = await save(database.db);
    const afterSave = await contentFingerprint(database);
    expect(afterSave).not.toBe(before);
    await save(database.db, { slug: "nuovo-indirizzo" }, course.id);
    const afterRename = await contentFingerprint(database);
    expect(afterRename).not.toBe(afterSave);
    await setCourseStatus(database.db, course.id, "archiviato", STAFF);
    const afterArchive = await contentFingerprint(database);
    expect(afterArchive).not.toBe(afterRename);
    await deleteCourse(database.db, course.id, STAFF);
    expect(await contentFingerprint(database)).not.toBe(afterArchive);
  });
});

describe.each(DATABASE_KINDS)("CEDILS references on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-corsi-"));
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes the year of the CEDILS edition registered in, and belongs to its course", async () => {
    await database.db.insert(courses).values({ ...CEDILS_COURSE, sortOrder: 1 });
    const editionId = await addCedilsEdition(database.db, 2025);
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      "form-name": "cedils-registration",
      "bot-field": "",
      fullName: "Marco Rossi",
      fiscalCode: "rssmra85t10a562s",
      email: "marco.rossi@example.org",
      phone: "333 1234567",
      address: "Via Roma 10, 85100",
      city: "Potenza",
      schoolType: "Secondaria II Grado",
      laureaType: "Magistrale",
      laureaIn: "Lingue e letterature straniere",
      isAnilsMember: "No",
      privacy: "on",
    }))
      form.append(k, v);
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    form.append("paymentReceipt", new File([pdf], "ricevuta.pdf", { type: "application/pdf" }));
    const res = await callAction(
      registrationAction,
      new Request("http://localhost/iscrizione-cedils", { method: "POST", body: form }),
      { database, env, log },
    );
    // CEDILS 2025, whatever the current year.
    expect(res.body).toMatchObject({ status: "success", reference: "CED-2025-0001" });
    const [row] = await database.db.select().from(enrolments);
    expect(row!.editionId).toBe(editionId);
    // The course cannot be deleted while the registration refers to it.
    expect((await deleteCourse(database.db, CEDILS_COURSE_ID, STAFF)).ok).toBe(false);
  });
});

describeOnEachDatabase("uploaded course images on %s", (db) => {
  it("makes the card and list variants in WebP and AVIF at the catalogue's sizes", async () => {
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#1e3a8a" },
    })
      .png()
      .toBuffer();
    const stored = await storeCourseImage(db().db, new Uint8Array(png));
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.url).toMatch(/^\/media\/corsi\/[0-9a-f-]{36}$/);
    const name = stored.url.split("/").pop()!;
    const keys = (await db().db.select({ key: storedFiles.key }).from(storedFiles))
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual(
      [`${name}-card.avif`, `${name}-card.webp`, `${name}-list.avif`, `${name}-list.webp`]
        .map((file) => `courses/${file}`)
        .sort(),
    );
    for (const [variant, width, height] of [
      ["card", 960, 540],
      ["list", 400, 300],
    ] as const) {
      for (const format of ["webp", "avif"] as const) {
        const file = await readCourseImage(db().db, `${name}-${variant}.${format}`);
        expect(file?.mime).toBe(`image/${format}`);
        const meta = await sharp(file!.bytes).metadata();
        expect([meta.width, meta.height, meta.format]).toEqual([
          width,
          height,
          format === "avif" ? "heif" : "webp",
        ]);
      }
    }
    expect(await readCourseImage(db().db, "../../etc/passwd")).toBeNull();
  });

  it("refuses a file that is not a JPG, PNG or WebP by its content, or over 5 MB", async () => {
    const before = await db().db.select({ key: storedFiles.key }).from(storedFiles);
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    expect(await storeCourseImage(db().db, script)).toEqual({
      ok: false,
      error: "L'immagine deve essere un file JPG, PNG o WebP.",
    });
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
    expect((await storeCourseImage(db().db, gif)).ok).toBe(false);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    expect(await storeCourseImage(db().db, big)).toEqual({
      ok: false,
      error: "L'immagine supera i 5 MB: scegline una più leggera.",
    });
    expect(await db().db.select({ key: storedFiles.key }).from(storedFiles)).toEqual(before);
  });
});
