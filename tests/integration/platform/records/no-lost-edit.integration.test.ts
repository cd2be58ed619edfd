// No lost edit (issue 27, decisions 039 and 041): an editor saves only over the
// version it was opened on (a revision counter, not a time); a save over a
// newer one is refused with who and when, nothing is overwritten and what was
// typed comes back. The same for the settings, for the status of a message,
// and for a course's archive, duplicate and delete and a post's or a call's delete.
import { and, desc, eq, isNull } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { appContext } from "~/context";
import { callFormAction } from "~/features/calls/admin/calls-form.server";
import { deleteCall, getCallForEditing } from "~/features/calls/calls.server";
import { courseEditorAction } from "~/features/courses/admin/course-editor-action.server";
import { action as dashboardAction } from "~/features/news/admin/dashboard";
import {
  courseRecord,
  getCourseForEditing,
  moveCourse,
  saveCourse,
} from "~/features/courses/admin/courses-admin.server";
import { action as messageAction } from "~/features/inbox/admin/message-detail";
import { getContactMessage } from "~/features/inbox/contacts.server";
import { newsEditorAction } from "~/features/news/admin/news-editor-action.server";
import { getNewsForEditing, newsRecord, saveNews } from "~/features/news/admin/news-admin.server";
import {
  currentSettings,
  saveSiteSettings,
  settingsVersion,
} from "~/features/settings/settings.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { STAFF_ACCESS } from "~/features/staff/auth/staff-access.server";
import {
  auditLog,
  contactMessages,
  courses,
  newsPosts,
  siteSettingsRow,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { formatDateTimeIt } from "~/platform/format-date";
import { actorOf } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { SHOWN_STATUS_FIELD } from "~/platform/records/form-fields";
import { aCall, aContactMessageRow, aCourse } from "../../../support/builders";
import { describeOnEachDatabase, type TestDatabase } from "../../../support/db";

type Handler = (args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string>;
}) => unknown;

/** Runs an action as React Router would: the app context, the route's params; status and data. */
async function post(
  database: TestDatabase,
  handler: Handler,
  url: string,
  form: FormData | URLSearchParams,
  token: string,
  params: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    database,
    env: parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" }),
    log: pino({ level: "silent" }),
    requestId: "test",
    clientIp: "127.0.0.1",
    staffAccess: STAFF_ACCESS,
  });
  const request = new Request(url, {
    method: "POST",
    headers: { Cookie: `staff_session=${token}` },
    body: form,
  });
  const result = (await handler({ request, context, params })) as {
    type?: string;
    data?: Record<string, unknown>;
    init?: ResponseInit | null;
  };
  if (result.type === "DataWithResponseInit") {
    return { status: result.init?.status ?? 200, body: result.data ?? {} };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** «24 novembre 2026 alle 10:32», from the latest history row of the record. */
async function lastChangeTime(database: TestDatabase, entityType: string, entityId: string | null) {
  const [row] = await database.db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        entityId === null ? isNull(auditLog.entityId) : eq(auditLog.entityId, entityId),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return formatDateTimeIt(row!.at).replace(", ", " alle ");
}

/** A post's values for the record core (saveNews). */
const NEWS_VALUES = {
  title: "Open day",
  excerpt: "Sabato porte aperte nella sede di Potenza.",
  content: "<p>Vi aspettiamo dalle 9 alle 13.</p>",
  image: "https://www.esempio.it/open-day.jpg",
  category: "eventi" as const,
  tags: ["open day"],
  status: "draft" as const,
};

const NEWS_FIELDS = {
  excerpt: "Sabato porte aperte nella sede di Potenza.",
  content: "<p>Vi aspettiamo dalle 9 alle 13.</p>",
  image: "https://www.esempio.it/open-day.jpg",
  category: "eventi",
  tags: "open day",
  intent: "draft",
};

describeOnEachDatabase("no lost edit on %s", (db) => {
  async function twoEditors() {
    const database = db();
    const mario = await createUser(database.db, {
      email: `mario-${crypto.randomUUID()}@esempio.it`,
      password: "password-di-mario",
      name: "Mario Rossi",
      role: "amministratore",
    });
    const anna = await createUser(database.db, {
      email: `anna-${crypto.randomUUID()}@esempio.it`,
      password: "password-di-anna",
      name: "Anna Bianchi",
      role: "amministratore",
    });
    return {
      database,
      mario: { staff: mario, token: (await createSession(database.db, mario.id)).token },
      anna: { staff: anna, token: (await createSession(database.db, anna.id)).token },
    };
  }
  type Editor = Awaited<ReturnType<typeof twoEditors>>["mario"];

  /** Saves a course titled `title` as `editor`: a new one, or `id` over `openedVersion`. */
  function saveCourseAs(
    database: TestDatabase,
    editor: Editor,
    title: string,
    existing: { id?: string; openedVersion?: string } = {},
  ) {
    return saveCourse(database.db, {
      ...existing,
      values: aCourse({ title }),
      image: null,
      actor: actorOf(editor.staff),
    });
  }

  /** A post Mario wrote, then saved by Anna («… di Anna») over the version he has open. */
  async function postSavedByAnna(
    database: TestDatabase,
    mario: Editor,
    anna: Editor,
    title: string,
  ) {
    const article = await saveNews(database.db, {
      values: { ...NEWS_VALUES, title },
      authorId: mario.staff.id,
    });
    const opened = newsRecord.versionOf(article);
    await saveNews(database.db, {
      id: article.id,
      values: { ...NEWS_VALUES, title: `${title} di Anna` },
      authorId: anna.staff.id,
      actor: actorOf(anna.staff),
      openedVersion: opened,
    });
    return { article, opened };
  }

  /** A call `editor` creates through the call form (which redirects to its page): its id and fields. */
  async function newCall(database: TestDatabase, editor: Editor) {
    const { key: _key, ...fields } = aCall();
    const created = await post(
      database,
      (args) => callFormAction(args),
      "http://localhost/admin/bandi/nuovo",
      formOf({ ...fields, key: `bando-${crypto.randomUUID().slice(0, 8)}` }),
      editor.token,
    ).catch((thrown: unknown) => thrown);
    expect(created).toBeInstanceOf(Response);
    const id = new URL((created as Response).headers.get("Location")!, "http://localhost").pathname
      .split("/")
      .pop()!;
    return { id, fields, opened: (await getCallForEditing(database.db, id))!.version };
  }

  /** `editor` saves the call `id` through its form, titled `title`, over `openedVersion`. */
  function saveCallAs(
    database: TestDatabase,
    editor: Editor,
    call: { id: string; fields: Record<string, string> },
    title: string,
    openedVersion: string,
  ) {
    return post(
      database,
      (args) => callFormAction({ ...args, callId: call.id }),
      `http://localhost/admin/bandi/${call.id}`,
      formOf({ ...call.fields, title, [OPENED_VERSION_FIELD]: openedVersion }),
      editor.token,
    );
  }

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

  it("refuses a settings save over settings saved meanwhile", async () => {
    const { database, mario, anna } = await twoEditors();
    const opened = await settingsVersion(database.db);
    const values = { ...currentSettings(), phone: "0971 111222" };
    await saveSiteSettings(database, values, anna.staff, opened);
    const refused = await saveSiteSettings(
      database,
      { ...values, phone: "0971 999888" },
      mario.staff,
      opened,
    ).catch((error: unknown) => error);
    const when = await lastChangeTime(database, "settings", null);
    expect(refused).toBeInstanceOf(RecordConflictError);
    expect(refused).toHaveProperty(
      "message",
      `Queste impostazioni sono state modificate da Anna Bianchi il ${when}, dopo che le hai aperte. Le tue modifiche non sono state salvate: ricarica la pagina per vedere i dati attuali e riapplicale.`,
    );
    expect(currentSettings().phone).toBe("0971 111222");
    await saveSiteSettings(
      database,
      { ...values, phone: "0971 999888" },
      mario.staff,
      await settingsVersion(database.db),
    );
    expect(currentSettings().phone).toBe("0971 999888");
  });

  it("refuses a message status change when the status shown changed meanwhile", async () => {
    const { database, mario, anna } = await twoEditors();
    const [message] = await database.db
      .insert(contactMessages)
      .values(aContactMessageRow())
      .returning({ id: contactMessages.id });
    const id = message!.id;
    const url = `http://localhost/admin/messaggi/${id}`;
    const change = (status: string, shown: string, token: string) =>
      post(
        database,
        messageAction as Handler,
        url,
        new URLSearchParams({ status, [SHOWN_STATUS_FIELD]: shown }),
        token,
        { messageId: id },
      );

    // Both see «nuovo»: Anna marks it handled, then Mario's «handled» arrives.
    expect((await change("gestito", "nuovo", anna.token)).status).toBe(200);
    const refused = await change("nuovo", "nuovo", mario.token);
    const when = await lastChangeTime(database, "message", id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Questo messaggio è stato modificato da Anna Bianchi il ${when}, dopo che l'hai aperto. Lo stato non è stato cambiato: ricarica la pagina per vedere lo stato attuale.`,
    );
    expect((await getContactMessage(database.db, id))!.status).toBe("gestito");

    // Shown with the current status: the change is made.
    expect((await change("nuovo", "gestito", mario.token)).status).toBe(200);
    expect((await getContactMessage(database.db, id))!.status).toBe("nuovo");
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

  it("refuses a course archive, duplicate or delete over a newer version than the screen showed", async () => {
    const { database, mario, anna } = await twoEditors();
    const created = await saveCourseAs(database, mario, "Coding per la secondaria");
    const shown = courseRecord.versionOf((await getCourseForEditing(database.db, created.id))!);
    await saveCourseAs(database, anna, "Coding di Anna", { id: created.id, openedVersion: shown });
    const when = await lastChangeTime(database, "course", created.id);
    const intent = (name: string, version: string) =>
      post(
        database,
        (args) => courseEditorAction({ ...args, courseId: created.id }),
        `http://localhost/admin/corsi/${created.id}`,
        formOf({ intent: name, [OPENED_VERSION_FIELD]: version }),
        mario.token,
      ).catch((thrown: unknown) => thrown);
    const count = async () => (await database.db.select().from(courses)).length;
    const before = await count();

    for (const [name, notDone] of [
      ["archive", "Il suo stato non è stato cambiato"],
      ["duplicate", "Non è stato duplicato"],
      ["delete", "Non è stato eliminato"],
    ] as const) {
      const refused = (await intent(name, shown)) as { status: number; body: { message: string } };
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `Questo corso è stato modificato da Anna Bianchi il ${when}, dopo che l'hai aperto. ${notDone}: ${
          name === "duplicate"
            ? "ricarica la pagina per vedere la versione attuale e duplicalo di nuovo"
            : "ricarica la pagina per vedere la versione attuale e decidi di nuovo"
        }.`,
      );
    }
    const course = await getCourseForEditing(database.db, created.id);
    expect(course).toMatchObject({ title: "Coding di Anna", status: "pubblicato" });
    expect(await count()).toBe(before);

    // Over the version shown now, each is done.
    const current = courseRecord.versionOf(course!);
    expect(await intent("duplicate", current)).toBeInstanceOf(Response);
    expect(await count()).toBe(before + 1);
    expect(await intent("archive", current)).toBeInstanceOf(Response);
    const archived = await getCourseForEditing(database.db, created.id);
    expect(archived!.status).toBe("archiviato");
    expect(await intent("delete", courseRecord.versionOf(archived!))).toBeInstanceOf(Response);
    expect(await getCourseForEditing(database.db, created.id)).toBeNull();
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

  it("refuses the second of two first saves of the settings", async () => {
    const { database, mario, anna } = await twoEditors();
    // Nothing saved yet: both screens opened the initial details (version "").
    await database.db.delete(siteSettingsRow);
    expect(await settingsVersion(database.db)).toBe("");
    await saveSiteSettings(database, { ...currentSettings(), city: "Matera" }, anna.staff, "");
    await expect(
      saveSiteSettings(database, { ...currentSettings(), city: "Melfi" }, mario.staff, ""),
    ).rejects.toThrow(/^Queste impostazioni sono state modificate da Anna Bianchi il /);
    expect(currentSettings().city).toBe("Matera");
  });

  it("refuses deleting a post or a call changed since the list showed it", async () => {
    const { database, mario, anna } = await twoEditors();
    const { article, opened: shownPost } = await postSavedByAnna(
      database,
      mario,
      anna,
      "Corso estivo",
    );
    const deletePost = (version: string) =>
      post(
        database,
        dashboardAction as Handler,
        "http://localhost/admin/dashboard",
        new URLSearchParams({ intent: "delete", id: article.id, [OPENED_VERSION_FIELD]: version }),
        mario.token,
      ).catch((thrown: unknown) => thrown);
    const refused = (await deletePost(shownPost)) as { status: number; body: { message: string } };
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Questo articolo è stato modificato da Anna Bianchi il .+ Non è stato eliminato: ricarica la pagina/,
    );
    expect(await getNewsForEditing(database.db, article.id)).not.toBeNull();
    const current = newsRecord.versionOf((await getNewsForEditing(database.db, article.id))!);
    expect(await deletePost(current)).toBeInstanceOf(Response);
    expect(await getNewsForEditing(database.db, article.id)).toBeNull();

    const call = await newCall(database, mario);
    await saveCallAs(database, anna, call, "Bando aggiornato", call.opened);
    await expect(
      deleteCall(database.db, call.id, actorOf(mario.staff), call.opened),
    ).rejects.toBeInstanceOf(RecordConflictError);
    expect(await getCallForEditing(database.db, call.id)).not.toBeNull();
  });
});
