// No lost edit in the record editors (decisions 039 and 041): an editor saves
// only over the version it was opened on (a revision counter, not a time); a
// save over a newer one is refused with who and when, nothing is overwritten
// and what was typed comes back. News, calls and courses: it spans features on
// purpose, so it lives in tests/.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getCallForEditing } from "~/features/calls/calls.server";
import {
  courseRecord,
  getCourseForEditing,
  moveCourse,
} from "~/features/courses/admin/courses-admin.server";
import { newsEditorAction } from "~/features/news/admin/news-editor-action.server";
import { getNewsForEditing, newsRecord, saveNews } from "~/features/news/admin/news-admin.server";
import { auditLog, newsPosts } from "~/platform/db/schema";
import { actorOf } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";

import { describeOnEachDatabase } from "../support/db";
import {
  formOf,
  type Handler,
  lastChangeTime,
  NEWS_FIELDS,
  NEWS_VALUES,
  newCall,
  post,
  postSavedByAnna,
  saveCallAs,
  saveCourseAs,
  twoEditors as twoEditorsOn,
} from "../support/no-lost-edit";

describeOnEachDatabase("no lost edit on %s", (db) => {
  const twoEditors = () => twoEditorsOn(db());

  it("refuses a news save over a newer version with who and when, keeping what was typed", async () => {
    const { database, mario, anna } = await twoEditors();
    const article = await saveNews(database.db, {
      values: {
        title: "Open day",
        excerpt: NEWS_FIELDS.excerpt,
        content: NEWS_FIELDS.content,
        image: NEWS_FIELDS.image,
        category: "eventi",
        tags: ["open day"],
        status: "draft",
      },
      authorId: mario.staff.id,
    });
    const opened = newsRecord.versionOf(article);
    const edit: Handler = (args) => newsEditorAction({ ...args, newsId: article.id });
    const url = `http://localhost/admin/news/edit/${article.id}`;

    // Both opened the same version: Anna saves first.
    const first = await post_(edit, { ...NEWS_FIELDS, title: "Open day di Anna" }, anna.token);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("success");

    const second = await post_(edit, { ...NEWS_FIELDS, title: "Open day di Mario" }, mario.token);
    const when = await lastChangeTime(database, "news", article.id);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      status: "failed",
      httpStatus: 409,
      message: `Questo articolo è stato modificato da Anna Bianchi il ${when}, dopo che l'hai aperto. Le tue modifiche non sono state salvate: ricarica la pagina per vedere la versione attuale e riapplicale.`,
      values: {
        title: "Open day di Mario",
        excerpt: NEWS_FIELDS.excerpt,
        content: NEWS_FIELDS.content,
        image: NEWS_FIELDS.image,
        category: "eventi",
        tags: ["open day"],
      },
    });
    const stored = await getNewsForEditing(database.db, article.id);
    expect(stored!.title).toBe("Open day di Anna");

    // Reloaded: the current version saves.
    const again = await post_(
      edit,
      { ...NEWS_FIELDS, title: "Open day di Mario" },
      mario.token,
      newsRecord.versionOf(stored!),
    );
    expect(again.status).toBe(200);
    expect((await getNewsForEditing(database.db, article.id))!.title).toBe("Open day di Mario");

    async function post_(
      handler: Handler,
      fields: Record<string, string>,
      token: string,
      version = opened,
    ) {
      return post(
        database,
        handler,
        url,
        formOf({ ...fields, [OPENED_VERSION_FIELD]: version }),
        token,
      );
    }
  });

  it("refuses a call save over a newer version, through the call form", async () => {
    const { database, mario, anna } = await twoEditors();
    const call = await newCall(database, mario);
    const { id, fields, opened } = call;

    const first = await saveCallAs(database, anna, call, "Bando di Anna", opened);
    expect(first.status).toBe(200);
    const second = await saveCallAs(database, mario, call, "Bando di Mario", opened);
    const when = await lastChangeTime(database, "call", id);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `Questo bando è stato modificato da Anna Bianchi il ${when}, dopo che l'hai aperto. Le tue modifiche non sono state salvate: ricarica la pagina per vedere la versione attuale e riapplicale.`,
    );
    expect(second.body.values).toMatchObject({
      title: "Bando di Mario",
      cardTitle: fields.cardTitle,
    });
    const stored = await getCallForEditing(database.db, id);
    expect(stored!.call.title).toBe("Bando di Anna");

    const again = await saveCallAs(database, mario, call, "Bando di Mario", stored!.version);
    expect(again.status).toBe(200);
    expect((await getCallForEditing(database.db, id))!.call.title).toBe("Bando di Mario");
  });

  it("refuses a course save over a newer version, and names someone else when no history says who", async () => {
    const { database, mario, anna } = await twoEditors();
    const created = await saveCourseAs(database, mario, "Robotica per la primaria");
    const course = await getCourseForEditing(database.db, created.id);
    const opened = courseRecord.versionOf(course!);

    await saveCourseAs(database, anna, "Robotica di Anna", {
      id: created.id,
      openedVersion: opened,
    });
    const refused = await saveCourseAs(database, mario, "Robotica di Mario", {
      id: created.id,
      openedVersion: opened,
    }).catch((error: unknown) => error);
    const when = await lastChangeTime(database, "course", created.id);
    expect(refused).toBeInstanceOf(RecordConflictError);
    expect(refused).toHaveProperty(
      "message",
      `Questo corso è stato modificato da Anna Bianchi il ${when}, dopo che l'hai aperto. Le tue modifiche non sono state salvate: ricarica la pagina per vedere la versione attuale e riapplicale.`,
    );
    const current = await getCourseForEditing(database.db, created.id);
    expect(current!.title).toBe("Robotica di Anna");

    // A change that left no history row (written outside the staff screens): «un altro utente».
    await database.db.delete(auditLog).where(eq(auditLog.entityId, created.id));
    const stale = courseRecord.versionOf(current!);
    await saveCourseAs(database, anna, "Robotica riveduta", {
      id: created.id,
      openedVersion: stale,
    });
    await database.db.delete(auditLog).where(eq(auditLog.entityId, created.id));
    await expect(
      saveCourseAs(database, mario, "Robotica di Mario", { id: created.id, openedVersion: stale }),
    ).rejects.toThrow(
      "Questo corso è stato modificato da un altro utente, dopo che l'hai aperto. Le tue modifiche non sono state salvate",
    );
    expect((await getCourseForEditing(database.db, created.id))!.title).toBe("Robotica riveduta");
  });

  it("refuses the later of two saves made in the same millisecond (a revision, not a time)", async () => {
    const { database, mario, anna } = await twoEditors();
    const { article, opened } = await postSavedByAnna(database, mario, anna, "Open day");
    // Anna's save landed in the same millisecond as the version Mario opened
    // (or on an instance whose clock is behind): the time did not move.
    await database.db
      .update(newsPosts)
      .set({ updatedAt: article.updatedAt })
      .where(eq(newsPosts.id, article.id));
    const when = await lastChangeTime(database, "news", article.id);
    await expect(
      saveNews(database.db, {
        id: article.id,
        values: { ...NEWS_VALUES, title: "Open day di Mario" },
        authorId: mario.staff.id,
        actor: actorOf(mario.staff),
        openedVersion: opened,
      }),
    ).rejects.toThrow(
      `Questo articolo è stato modificato da Anna Bianchi il ${when}, dopo che l'hai aperto.`,
    );
    expect((await getNewsForEditing(database.db, article.id))!.title).toBe("Open day di Anna");
  });

  it("a course moved in the catalogue meanwhile still saves: the order is no editor's field", async () => {
    const { database, mario, anna } = await twoEditors();
    const created = await saveCourseAs(database, mario, "Inglese B2");
    const opened = courseRecord.versionOf((await getCourseForEditing(database.db, created.id))!);
    await moveCourse(database.db, created.id, "up", actorOf(anna.staff));
    const moved = await getCourseForEditing(database.db, created.id);
    await saveCourseAs(database, mario, "Inglese B2 per docenti", {
      id: created.id,
      openedVersion: opened,
    });
    const saved = (await getCourseForEditing(database.db, created.id))!;
    expect(saved.title).toBe("Inglese B2 per docenti");
    // The move made by Anna is kept.
    expect(saved.sortOrder).toBe(moved!.sortOrder);
  });
});
