// No lost edit beyond the editors' saves (decisions 039 and 041): the
// settings, the status of a message, and a course's archive, duplicate and
// delete and a post's or a call's delete are refused over a newer version than
// the screen showed. It spans features on purpose, so it lives in tests/.
import { expect, it } from "vitest";
import { deleteCall, getCallForEditing } from "~/features/calls/calls.server";
import { courseEditorAction } from "~/features/courses/admin/course-editor-action.server";
import { action as dashboardAction } from "~/features/news/admin/dashboard";
import { courseRecord, getCourseForEditing } from "~/features/courses/admin/courses-admin.server";
import { action as messageAction } from "~/features/inbox/admin/message-detail";
import { getContactMessage } from "~/features/inbox/contacts.server";
import { getNewsForEditing, newsRecord } from "~/features/news/admin/news-admin.server";
import {
  currentSettings,
  saveSiteSettings,
  settingsVersion,
} from "~/features/settings/settings.server";
import { contactMessages, courses, siteSettingsRow } from "~/platform/db/schema";
import { actorOf } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { SHOWN_STATUS_FIELD } from "~/platform/records/form-fields";
import { aContactMessageRow } from "../support/builders";
import { describeOnEachDatabase } from "../support/db";
import {
  formOf,
  type Handler,
  lastChangeTime,
  newCall,
  post,
  postSavedByAnna,
  saveCallAs,
  saveCourseAs,
  twoEditors as twoEditorsOn,
} from "../support/no-lost-edit";

describeOnEachDatabase("no lost edit on %s", (db) => {
  const twoEditors = () => twoEditorsOn(db());

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
