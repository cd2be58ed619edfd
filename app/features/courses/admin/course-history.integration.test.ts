// The history and versions of courses and calls: a history row written with
// each write (and none when it fails), and a course restored as a new version.
// Each case on PGlite and, when configured, PostgreSQL.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { deleteCall, getCallById, saveCall } from "~/features/calls/calls.server";
import { findCourse, findCourseRedirect } from "~/features/courses/courses.server";
import {
  deleteCourse,
  moveCourse,
  restoreCourseVersion,
  saveCourse,
  setCourseStatus,
} from "~/features/courses/admin/courses-admin.server";
import type { Staff } from "~/features/staff/auth/sessions.server";
import { courseSlugRedirects, courses, entityVersions } from "~/platform/db/schema";
import { actorOf, listChanges } from "~/platform/records/audit.server";
import { listVersions } from "~/platform/records/versions.server";
import { callValues, courseValues } from "../../../../tests/support/builders";
import { createStaffPair, describeOnEachDatabase } from "../../../../tests/support/db";
import { historyOf } from "../../../../tests/support/history";

const PASSWORD = "una-frase-lunga-per-la-prova";

describeOnEachDatabase("accounts, roles and history on %s", (db, kind) => {
  let admin: Staff;
  let editor: Staff;

  beforeAll(async () => {
    ({ admin, editor } = await createStaffPair(db(), kind, PASSWORD));
  });

  it("writes a history row with each course and call write, and none when the write fails", async () => {
    const database = db();
    const by = actorOf(editor);
    const ghost = { id: randomUUID(), label: "Fantasma" };
    const course = await saveCourse(database.db, {
      values: courseValues("Corso con storia", { status: "bozza" }),
      image: null,
      actor: by,
    });
    await saveCourse(database.db, {
      id: course.id,
      values: courseValues("Corso con storia"),
      image: null,
      actor: by,
    });
    await moveCourse(database.db, course.id, "up", by);
    await setCourseStatus(database.db, course.id, "archiviato", by);
    expect(await historyOf(database, course.id)).toEqual([
      { action: "create", actorId: editor.id, summary: "Corso «Corso con storia» creato (bozza)" },
      {
        action: "update",
        actorId: editor.id,
        summary: "Corso «Corso con storia» modificato (pubblicato)",
      },
      {
        action: "move",
        actorId: editor.id,
        summary: "Corso «Corso con storia» spostato su nel catalogo",
      },
      {
        action: "status",
        actorId: editor.id,
        summary: "Corso «Corso con storia»: stato archiviato",
      },
    ]);
    const [entry] = await listChanges(database.db, { entityType: "course" });
    expect(entry).toMatchObject({ actorLabel: "Rocco Redattore", entityId: course.id });

    // The history row cannot be written (an account that does not exist): nothing changes.
    const order = async () =>
      (
        await database.db
          .select({ sortOrder: courses.sortOrder })
          .from(courses)
          .where(eq(courses.id, course.id))
      )[0]!.sortOrder;
    const before = await order();
    await expect(
      saveCourse(database.db, {
        id: course.id,
        values: courseValues("Titolo che non deve restare"),
        image: null,
        actor: ghost,
      }),
    ).rejects.toThrow();
    await expect(moveCourse(database.db, course.id, "up", ghost)).rejects.toThrow();
    await expect(deleteCourse(database.db, course.id, ghost)).rejects.toThrow();
    const [kept] = await database.db
      .select({ title: courses.title, status: courses.status })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(kept).toEqual({ title: "Corso con storia", status: "archiviato" });
    expect(await order()).toBe(before);
    expect(await listVersions(database.db, "course", course.id)).toHaveLength(2);
    // A write that cannot be made (the course is gone): no history row.
    const missing = randomUUID();
    await expect(
      saveCourse(database.db, {
        id: missing,
        values: courseValues("Nessuno"),
        image: null,
        actor: by,
      }),
    ).rejects.toThrow();
    expect(await deleteCourse(database.db, missing, by)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await historyOf(database, missing)).toEqual([]);
    expect(await historyOf(database, course.id)).toHaveLength(4);

    expect(await deleteCourse(database.db, course.id, by)).toEqual({ ok: true });
    expect((await historyOf(database, course.id)).at(-1)).toEqual({
      action: "delete",
      actorId: editor.id,
      summary: "Corso «Corso con storia» eliminato",
    });

    // Calls: a save and a delete, each with its row; a failed save leaves neither.
    const call = await saveCall(database.db, {
      values: callValues(`bando-storia-${kind}`, "Bando con storia"),
      actor: by,
    });
    await expect(
      saveCall(database.db, {
        id: call.id,
        values: callValues(`bando-storia-${kind}`, "Titolo che non deve restare"),
        actor: ghost,
      }),
    ).rejects.toThrow();
    expect((await getCallById(database.db, call.id))!.title).toBe("Bando con storia");
    await deleteCall(database.db, call.id, by);
    expect(await historyOf(database, call.id)).toEqual([
      { action: "create", actorId: editor.id, summary: "Bando «Bando con storia» creato" },
      { action: "delete", actorId: editor.id, summary: "Bando «Bando con storia» eliminato" },
    ]);
  });

  it("keeps the versions of a course and restores one as a new version, keeping status and free addresses", async () => {
    const database = db();
    // A course from before versions existed, its long description written
    // straight to the table (never sanitised): its first edit keeps it as version 1.
    const slugA = `corso-originale-${kind}`;
    const redirectsOf = async (courseId: string) =>
      (
        await database.db
          .select({ slug: courseSlugRedirects.slug })
          .from(courseSlugRedirects)
          .where(eq(courseSlugRedirects.courseId, courseId))
      ).map((r) => r.slug);
    const [old] = await database.db
      .insert(courses)
      .values({
        slug: slugA,
        title: "Corso originale",
        description: "Descrizione originale",
        fullDescription: '<p>Testo originale</p><script>alert("x")</script>',
        duration: "10 ore",
        level: "Base",
        category: "docenti",
        status: "pubblicato",
        tags: ["prova"],
      })
      .returning({ id: courses.id });
    const id = old!.id;
    await saveCourse(database.db, {
      id,
      values: courseValues("Corso sbagliato", {
        slug: `corso-sbagliato-${kind}`,
        fullDescription: "<p>Testo sbagliato</p>",
        status: "bozza",
      }),
      image: null,
      actor: actorOf(editor),
    });
    let versions = await listVersions(database.db, "course", id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    await restoreCourseVersion(database.db, {
      id,
      versionId: versions[1]!.id,
      actor: actorOf(admin),
    });
    const [restored] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(restored).toMatchObject({
      title: "Corso originale",
      description: "Descrizione originale",
      fullDescription: "<p>Testo originale</p>",
      duration: "10 ore",
      tags: ["prova"],
      // The status stays the current one: a restore never publishes.
      status: "bozza",
      // The old address was free: it comes back, and the other one leads to it.
      slug: slugA,
    });
    // (A draft: visitors get no redirect yet; the rows are what a publication will use.)
    expect(await redirectsOf(id)).toEqual([`corso-sbagliato-${kind}`]);
    versions = await listVersions(database.db, "course", id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [3, "Anna Amministratrice"],
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    expect((await historyOf(database, id)).at(-1)).toEqual({
      action: "restore",
      actorId: admin.id,
      summary: "Corso «Corso originale»: ripristinata la versione 1",
    });

    // Another course takes the old address meanwhile: a restore keeps the current one.
    const slugC = `corso-nuovo-indirizzo-${kind}`;
    await saveCourse(database.db, {
      id,
      values: courseValues("Corso originale", { slug: slugC, status: "bozza" }),
      image: null,
      actor: actorOf(editor),
    });
    const holder = await saveCourse(database.db, {
      values: courseValues("Altro corso", { slug: slugA }),
      image: null,
      actor: actorOf(editor),
    });
    await restoreCourseVersion(database.db, {
      id,
      versionId: versions[2]!.id,
      actor: actorOf(admin),
    });
    const [kept] = await database.db
      .select({ slug: courses.slug, title: courses.title })
      .from(courses)
      .where(eq(courses.id, id));
    expect(kept).toEqual({ slug: slugC, title: "Corso originale" });
    expect((await findCourse(database.db, slugA))?.id).toBe(holder.id);
    expect(await findCourseRedirect(database.db, slugA)).toBeNull();

    // A version of another record is refused, and nothing is written.
    const count = (await listVersions(database.db, "course", id)).length;
    const foreign = await listVersions(database.db, "course", holder.id);
    await expect(
      restoreCourseVersion(database.db, {
        id,
        versionId: foreign[0]!.id,
        actor: actorOf(admin),
      }),
    ).rejects.toThrow(/non esiste più/);
    expect(await listVersions(database.db, "course", id)).toHaveLength(count);
    const rows = await database.db
      .select({ id: entityVersions.id })
      .from(entityVersions)
      .where(and(eq(entityVersions.entityType, "course"), eq(entityVersions.entityId, id)));
    expect(rows).toHaveLength(count);
  });
});
