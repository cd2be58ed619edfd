// Edits saved without publishing (decision 047), through the
// course editor's action as staff post it: 'Salva senza pubblicare' leaves the
// public row, its versions and the page cache alone; 'Pubblica' applies them
// with a version; 'Scarta le modifiche' drops them; a pending save over newer
// edits (or a newer public version) is refused with who and when.
import pino from "pino";
import { expect, it } from "vitest";
import { courseDraftOf } from "~/features/courses/admin/course-editor";
import { courseEditorAction } from "~/features/courses/admin/course-editor-action.server";
import {
  courseRecord,
  getCourseForEditing,
  saveCourse,
  withPendingEdits,
} from "~/features/courses/admin/courses-admin.server";
import { newsEditorAction } from "~/features/news/admin/news-editor-action.server";
import { getNewsForEditing, newsRecord, saveNews } from "~/features/news/admin/news-admin.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { parseEnv } from "~/platform/env.server";
import { actorOf } from "~/platform/records/audit.server";
import { contentFingerprint } from "~/platform/records/content-version.server";
import {
  DISCARD_PENDING_INTENT,
  OPENED_PENDING_FIELD,
  SAVE_PENDING_INTENT,
} from "~/platform/records/pending-edit";
import { getPendingEdit } from "~/platform/records/pending-edits.server";
import { listVersions } from "~/platform/records/versions.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { callAction } from "../../../support/action";
import { aCourse } from "../../../support/builders";
import { describeOnEachDatabase } from "../../../support/db";

const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
const log = pino({ level: "silent" });

describeOnEachDatabase("pending edits on %s", (db) => {
  /** A published course, and two staff members who edit it. */
  async function publishedCourse() {
    const database = db();
    const account = async (name: string) => {
      const user = await createUser(database.db, {
        email: `${name.split(" ")[0]!.toLowerCase()}-${crypto.randomUUID()}@esempio.it`,
        password: "password-di-prova-lunga",
        name,
        role: "amministratore",
      });
      return { user, token: (await createSession(database.db, user.id)).token };
    };
    const maria = await account("Maria Rossi");
    const anna = await account("Anna Bianchi");
    const { id } = await saveCourse(database.db, {
      values: aCourse({ title: "Coding in classe", status: "pubblicato" }),
      image: null,
      actor: actorOf(maria.user),
    });
    const course = async () => (await getCourseForEditing(database.db, id))!;

    /** Posts the editor form of the course, opened on `opened`, with `changes` typed. */
    async function post(
      token: string,
      changes: Record<string, string>,
      opened: { version?: string; pending?: string } = {},
    ) {
      const current = await course();
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...courseDraftOf(current), ...changes })) {
        for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
      }
      form.append(OPENED_VERSION_FIELD, opened.version ?? courseRecord.versionOf(current));
      form.append(OPENED_PENDING_FIELD, opened.pending ?? "");
      const request = new Request(`http://localhost/admin/corsi/${id}`, {
        method: "POST",
        headers: { Cookie: `staff_session=${token}` },
        body: form,
      });
      try {
        return await callAction(
          (args: Parameters<typeof courseEditorAction>[0]) =>
            courseEditorAction({ ...args, courseId: id }),
          request,
          { database, env, log },
        );
      } catch (thrown) {
        // A success redirects to the editor with its notice.
        if (!(thrown instanceof Response)) throw thrown;
        return { status: thrown.status, body: { location: thrown.headers.get("Location") } };
      }
    }
    return { database, id, maria, anna, course, post };
  }

  it("saves without publishing: the public row, its versions and the page cache stay as they were", async () => {
    const { database, id, maria, course, post } = await publishedCourse();
    const before = await course();
    const versions = await listVersions(database.db, "course", id);
    const fingerprint = await contentFingerprint(database);

    const saved = await post(maria.token, {
      title: "Coding e robotica in classe",
      intent: SAVE_PENDING_INTENT,
    });
    expect(saved).toEqual({
      status: 302,
      body: { location: `/admin/corsi/${id}?avviso=bozza-salvata` },
    });

    const after = await course();
    expect(after.title).toBe("Coding in classe");
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await listVersions(database.db, "course", id)).toHaveLength(versions.length);
    expect(await contentFingerprint(database)).toBe(fingerprint);

    const pending = await getPendingEdit(database.db, "course", id);
    expect(pending).toMatchObject({
      actorLabel: "Maria Rossi",
      values: { title: "Coding e robotica in classe", status: "pubblicato" },
    });
    // The staff preview shows them; the public row does not.
    expect(withPendingEdits(after, pending!.values).title).toBe("Coding e robotica in classe");
  });

  it("publishes pending edits through the normal save: a version, the page cache told, the edits gone", async () => {
    const { database, id, maria, course, post } = await publishedCourse();
    await post(maria.token, { title: "Coding e robotica in classe", intent: SAVE_PENDING_INTENT });
    const pending = (await getPendingEdit(database.db, "course", id))!;
    const versions = await listVersions(database.db, "course", id);
    const fingerprint = await contentFingerprint(database);

    const published = await post(
      maria.token,
      { title: "Coding e robotica in classe", intent: "save" },
      { pending: pending.token },
    );
    expect(published.status).toBe(302);
    expect((await course()).title).toBe("Coding e robotica in classe");
    const after = await listVersions(database.db, "course", id);
    expect(after).toHaveLength(versions.length + 1);
    expect(after[0]!.actorLabel).toBe("Maria Rossi");
    expect(await contentFingerprint(database)).not.toBe(fingerprint);
    expect(await getPendingEdit(database.db, "course", id)).toBeNull();
  });

  it("discards pending edits, leaving the published course as it was", async () => {
    const { database, id, maria, course, post } = await publishedCourse();
    await post(maria.token, { title: "Titolo da scartare", intent: SAVE_PENDING_INTENT });
    const pending = (await getPendingEdit(database.db, "course", id))!;

    const discarded = await post(
      maria.token,
      { intent: DISCARD_PENDING_INTENT },
      { pending: pending.token },
    );
    expect(discarded).toEqual({
      status: 302,
      body: { location: `/admin/corsi/${id}?avviso=modifiche-scartate` },
    });
    expect(await getPendingEdit(database.db, "course", id)).toBeNull();
    expect((await course()).title).toBe("Coding in classe");
  });

  it("refuses a pending save, a publish or a discard over newer pending edits, with who saved them", async () => {
    const { database, id, maria, anna, course, post } = await publishedCourse();
    // Both opened the course without pending edits; Anna saves hers first.
    await post(anna.token, { title: "Titolo di Anna", intent: SAVE_PENDING_INTENT });
    const annas = (await getPendingEdit(database.db, "course", id))!;

    const refused = await post(maria.token, {
      title: "Titolo di Maria",
      intent: SAVE_PENDING_INTENT,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: "failed",
      values: { title: "Titolo di Maria" },
    });
    expect(String(refused.body.message)).toMatch(
      /^Questo corso è stato modificato da Anna Bianchi il \d{1,2} \w+ \d{4} alle \d{2}:\d{2}, dopo che l'hai aperto\. Le tue modifiche non sono state salvate/,
    );
    expect((await getPendingEdit(database.db, "course", id))!.token).toBe(annas.token);

    // Publishing over them would drop Anna's edits: refused too, the public row untouched.
    const publish = await post(maria.token, { title: "Titolo di Maria", intent: "save" });
    expect(publish.status).toBe(409);
    expect((await course()).title).toBe("Coding in classe");

    // A discard of edits not the ones shown is refused.
    const discard = await post(maria.token, { intent: DISCARD_PENDING_INTENT }, { pending: "" });
    expect(discard.status).toBe(409);
    expect(await getPendingEdit(database.db, "course", id)).not.toBeNull();

    // Opened on Anna's edits, Maria's pending save goes through.
    const again = await post(
      maria.token,
      { title: "Titolo di Maria", intent: SAVE_PENDING_INTENT },
      { pending: annas.token },
    );
    expect(again.status).toBe(302);
    expect((await getPendingEdit(database.db, "course", id))!.values.title).toBe("Titolo di Maria");
  });

  it("refuses a pending save opened on an older public version", async () => {
    const { database, id, maria, anna, course, post } = await publishedCourse();
    const opened = courseRecord.versionOf(await course());
    await post(anna.token, { title: "Pubblicato da Anna", intent: "save" });

    const refused = await post(
      maria.token,
      { title: "Bozza di Maria", intent: SAVE_PENDING_INTENT },
      { version: opened },
    );
    expect(refused.status).toBe(409);
    expect(String(refused.body.message)).toContain("da Anna Bianchi");
    expect(await getPendingEdit(database.db, "course", id)).toBeNull();
  });

  it("a published news post: saved without publishing, then published", async () => {
    const { database, maria } = await publishedCourse();
    const post = await saveNews(database.db, {
      values: {
        title: "Open day a Potenza",
        excerpt: "Sabato porte aperte nella sede di via Pretoria.",
        content: "<p>Vi aspettiamo dalle 9 alle 13.</p>",
        image: "https://www.esempio.it/open-day.jpg",
        category: "eventi",
        tags: ["open day"],
        status: "published",
      },
      authorId: maria.user.id,
    });
    const send = async (fields: Record<string, string>) => {
      const current = (await getNewsForEditing(database.db, post.id))!;
      const form = new FormData();
      const values = {
        title: current.title,
        excerpt: current.excerpt,
        content: current.content,
        image: current.image,
        category: current.category,
        tags: "open day",
        [OPENED_VERSION_FIELD]: newsRecord.versionOf(current),
        [OPENED_PENDING_FIELD]: "",
        ...fields,
      };
      for (const [name, value] of Object.entries(values)) form.append(name, value);
      const request = new Request(`http://localhost/admin/news/edit/${post.id}`, {
        method: "POST",
        headers: { Cookie: `staff_session=${maria.token}` },
        body: form,
      });
      return callAction(
        (args: Parameters<typeof newsEditorAction>[0]) =>
          newsEditorAction({ ...args, newsId: post.id }),
        request,
        { database, env, log },
      ).catch((thrown: unknown) => {
        if (!(thrown instanceof Response)) throw thrown;
        return { status: thrown.status, body: { location: thrown.headers.get("Location") } };
      });
    };

    const pendingSave = await send({ title: "Open day e laboratori", intent: SAVE_PENDING_INTENT });
    expect(pendingSave).toEqual({
      status: 302,
      body: { location: `/admin/news/edit/${post.id}?avviso=bozza-salvata` },
    });
    expect((await getNewsForEditing(database.db, post.id))!).toMatchObject({
      title: "Open day a Potenza",
      status: "published",
    });
    const pending = (await getPendingEdit(database.db, "news", post.id))!;
    expect(pending.values.title).toBe("Open day e laboratori");

    const published = await send({
      title: "Open day e laboratori",
      intent: "published",
      [OPENED_PENDING_FIELD]: pending.token,
    });
    expect(published.body).toMatchObject({ status: "success" });
    expect((await getNewsForEditing(database.db, post.id))!.title).toBe("Open day e laboratori");
    expect(await getPendingEdit(database.db, "news", post.id)).toBeNull();
  });
});
