// The history and versions of news posts: a history row written with each
// change (and none when it fails), and a restore as a new version.
// Each case on PGlite and, when configured, PostgreSQL.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { restoreNewsVersion, saveNews } from "~/features/news/admin/news-admin.server";
import type { Staff } from "~/features/staff/auth/sessions.server";
import { newsPosts } from "~/platform/db/schema";
import { listChanges } from "~/platform/records/audit.server";
import { listVersions } from "~/platform/records/versions.server";
import { aNewsPost, newsValues } from "../../../../tests/support/builders";
import { createStaffPair, describeOnEachDatabase } from "../../../../tests/support/db";
import { historyOf } from "../../../../tests/support/history";

const PASSWORD = "una-frase-lunga-per-la-prova";

describeOnEachDatabase("accounts, roles and history on %s", (db, kind) => {
  let admin: Staff;
  let editor: Staff;
  let newsId: string;

  beforeAll(async () => {
    ({ admin, editor } = await createStaffPair(db(), kind, PASSWORD));
    const post = await saveNews(db().db, {
      values: newsValues("Articolo di partenza"),
      authorId: admin.id,
    });
    newsId = post.id;
  });

  it("writes the history row with the change, and neither when the change fails", async () => {
    const database = db();
    const post = await saveNews(database.db, {
      values: newsValues("Storia di un articolo"),
      authorId: editor.id,
    });
    await saveNews(database.db, {
      id: post.id,
      values: newsValues("Storia di un articolo", { status: "published" }),
      authorId: editor.id,
    });
    expect(await historyOf(database, post.id)).toEqual([
      {
        action: "create",
        actorId: editor.id,
        summary: "Articolo «Storia di un articolo» creato (bozza)",
      },
      {
        action: "update",
        actorId: editor.id,
        summary: "Articolo «Storia di un articolo» modificato (pubblicato)",
      },
    ]);
    const [entry] = await listChanges(database.db, { actorId: editor.id, entityType: "news" });
    expect(entry).toMatchObject({ actorLabel: "Rocco Redattore", entityId: post.id });

    // The history row cannot be written (an actor that does not exist): the edit is rolled back.
    await expect(
      saveNews(database.db, {
        id: post.id,
        values: newsValues("Titolo che non deve restare"),
        authorId: editor.id,
        actor: { id: randomUUID(), label: "Fantasma" },
      }),
    ).rejects.toThrow();
    const [kept] = await database.db
      .select({ title: newsPosts.title })
      .from(newsPosts)
      .where(eq(newsPosts.id, post.id));
    expect(kept!.title).toBe("Storia di un articolo");
    // The edit cannot be made (the post is gone): no history row.
    const missing = randomUUID();
    await expect(
      saveNews(database.db, { id: missing, values: newsValues("Nessuno"), authorId: editor.id }),
    ).rejects.toThrow();
    expect(await historyOf(database, missing)).toEqual([]);
    expect(await historyOf(database, post.id)).toHaveLength(2);
  });

  it("keeps the versions of a post and restores one as a new version", async () => {
    const database = db();
    // A post from before versions existed: its first edit keeps the old text as version 1.
    const [old] = await database.db
      .insert(newsPosts)
      .values(
        aNewsPost(`titolo-originale-${kind}`, {
          title: "Titolo originale",
          excerpt: "Sommario originale",
          content: "<p>Testo originale</p>",
        }),
      )
      .returning({ id: newsPosts.id });
    await saveNews(database.db, {
      id: old!.id,
      values: newsValues("Titolo sbagliato", { status: "published" }),
      authorId: editor.id,
    });
    let versions = await listVersions(database.db, "news", old!.id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    await restoreNewsVersion(database.db, {
      id: old!.id,
      versionId: versions[1]!.id,
      actor: { id: admin.id },
    });
    const [restored] = await database.db.select().from(newsPosts).where(eq(newsPosts.id, old!.id));
    expect(restored).toMatchObject({
      title: "Titolo originale",
      excerpt: "Sommario originale",
      content: "<p>Testo originale</p>",
      status: "published",
    });
    versions = await listVersions(database.db, "news", old!.id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [3, "Anna Amministratrice"],
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    const history = await historyOf(database, old!.id);
    expect(history.at(-1)).toEqual({
      action: "restore",
      actorId: admin.id,
      summary: "Articolo «Titolo originale»: ripristinata la versione 1",
    });
    // A version of another post is refused, and nothing is written.
    const other = await listVersions(database.db, "news", newsId);
    await expect(
      restoreNewsVersion(database.db, {
        id: old!.id,
        versionId: other[0]!.id,
        actor: { id: admin.id },
      }),
    ).rejects.toThrow(/non esiste più/);
    expect(await listVersions(database.db, "news", old!.id)).toHaveLength(3);
  });
});
