import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsEditorValues } from "~/features/news/admin/news-editor";
import pino from "pino";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { action as newNewsAction } from "~/features/news/admin/news-new";
import { parseEnv } from "~/platform/env.server";
import { IMAGE_SIZE_ERROR } from "~/platform/records/record-image";
import { callAction } from "../../../../tests/support/action";
import { newsPosts } from "~/platform/db/schema";
import {
  deleteNews,
  getNewsForEditing,
  listNewsForAdmin,
  NewsNotFoundError,
  saveNews,
} from "~/features/news/admin/news-admin.server";
import { listPublishedNews } from "~/features/news/news.server";
import {
  createTestDatabase,
  DATABASE_KINDS,
  type TestDatabase,
} from "../../../../tests/support/db";

function values(overrides: Partial<NewsEditorValues> = {}): NewsEditorValues {
  return {
    title: "Open day della scuola",
    excerpt: "Sabato porte aperte nella sede di Potenza.",
    content: "<p>Vi aspettiamo dalle 9 alle 13.</p>",
    image: "https://www.esempio.it/open-day.jpg",
    category: "eventi",
    tags: ["open day"],
    status: "draft",
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("staff news verbs on %s", (kind) => {
  let database: TestDatabase;
  let authorId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    authorId = (
      await createUser(database.db, {
        email: "redazione@esempio.it",
        password: "password-redazione",
      })
    ).id;
  });
  afterAll(async () => {
    await database.drop();
  });

  it("inserts a draft with a slug, no published_at, and keeps it out of the public list", async () => {
    const saved = await saveNews(database.db, { values: values(), authorId });
    expect(saved.slug).toBe("open-day-della-scuola");
    expect(saved.status).toBe("draft");
    expect(saved.publishedAt).toBeNull();
    expect(saved.createdAt).toEqual(saved.updatedAt);
    const [row] = await database.db
      .select({ authorId: newsPosts.authorId })
      .from(newsPosts)
      .where(eq(newsPosts.id, saved.id));
    expect(row!.authorId).toBe(authorId);
    expect((await listPublishedNews(database.db)).map((n) => n.id)).not.toContain(saved.id);
    expect(await getNewsForEditing(database.db, saved.id)).toEqual(saved);
  });

  it("makes slugs unique with -2, -3 and keeps them when the title changes", async () => {
    const a = await saveNews(database.db, {
      values: values({ title: "Bando Erasmus 2026" }),
      authorId,
    });
    const b = await saveNews(database.db, {
      values: values({ title: "Bando Erasmus: 2026!" }),
      authorId,
    });
    const c = await saveNews(database.db, {
      values: values({ title: "bando erasmus 2026" }),
      authorId,
    });
    expect([a.slug, b.slug, c.slug]).toEqual([
      "bando-erasmus-2026",
      "bando-erasmus-2026-2",
      "bando-erasmus-2026-3",
    ]);
    const renamed = await saveNews(database.db, {
      id: b.id,
      values: values({ title: "Un titolo tutto nuovo" }),
      authorId,
    });
    expect(renamed.slug).toBe("bando-erasmus-2026-2");
    expect(renamed.title).toBe("Un titolo tutto nuovo");
  });

  it("publishes, keeps published_at on a later save, clears it when back to draft", async () => {
    const draft = await saveNews(database.db, {
      values: values({ title: "Nuovo corso STEM" }),
      authorId,
    });
    const published = await saveNews(database.db, {
      id: draft.id,
      values: values({ title: "Nuovo corso STEM", status: "published" }),
      authorId,
    });
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(published.createdAt).toEqual(draft.createdAt);
    expect(published.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());
    expect((await listPublishedNews(database.db)).map((n) => n.id)).toContain(draft.id);

    await new Promise((r) => setTimeout(r, 10));
    const corrected = await saveNews(database.db, {
      id: draft.id,
      values: values({ title: "Nuovo corso STEM (date aggiornate)", status: "published" }),
      authorId,
    });
    expect(corrected.publishedAt).toEqual(published.publishedAt);
    expect(corrected.updatedAt.getTime()).toBeGreaterThan(published.updatedAt.getTime());

    const withdrawn = await saveNews(database.db, {
      id: draft.id,
      values: values({ status: "draft" }),
      authorId,
    });
    expect(withdrawn.publishedAt).toBeNull();
    expect((await listPublishedNews(database.db)).map((n) => n.id)).not.toContain(draft.id);
  });

  it("sanitises the content on save", async () => {
    const saved = await saveNews(database.db, {
      values: values({
        title: "Contenuto da pulire",
        content:
          '<p onclick="x()">Testo</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
      }),
      authorId,
    });
    expect(saved.content).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(saved.content).toContain("<p>Testo</p>");
  });

  it("filters by status, newest created_at first", async () => {
    const first = { q: "", page: 1 };
    const all = (await listNewsForAdmin(database.db, first)).items;
    const drafts = (await listNewsForAdmin(database.db, first, "draft")).items;
    const published = (await listNewsForAdmin(database.db, first, "published")).items;
    expect(drafts.every((n) => n.status === "draft")).toBe(true);
    expect(published.every((n) => n.status === "published")).toBe(true);
    expect(drafts.length + published.length).toBe(all.length);
    const times = all.map((n) => n.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const newest = await saveNews(database.db, {
      values: values({ title: "Ultimo arrivato" }),
      authorId,
    });
    expect((await listNewsForAdmin(database.db, first)).items[0]!.id).toBe(newest.id);
  });

  it("refuses to update a post that no longer exists and inserts nothing", async () => {
    const before = (await listNewsForAdmin(database.db, { q: "", page: 1 })).total;
    await expect(
      saveNews(database.db, {
        id: "00000000-0000-4000-8000-000000000000",
        values: values(),
        authorId,
      }),
    ).rejects.toBeInstanceOf(NewsNotFoundError);
    await expect(
      saveNews(database.db, { id: "non-un-id", values: values(), authorId }),
    ).rejects.toBeInstanceOf(NewsNotFoundError);
    expect((await listNewsForAdmin(database.db, { q: "", page: 1 })).total).toBe(before);
  });

  it("deletes a post once", async () => {
    const saved = await saveNews(database.db, {
      values: values({ title: "Da eliminare" }),
      authorId,
    });
    expect(await deleteNews(database.db, saved.id)).toBe(true);
    expect(await deleteNews(database.db, saved.id)).toBe(false);
    expect(await deleteNews(database.db, "non-un-id")).toBe(false);
    expect(await getNewsForEditing(database.db, saved.id)).toBeNull();
    expect(await getNewsForEditing(database.db, "non-un-id")).toBeNull();
  });

  it("two new posts with the same title at the same moment both get a slug", async () => {
    const [x, y] = await Promise.all([
      saveNews(database.db, { values: values({ title: "Gara di velocita" }), authorId }),
      saveNews(database.db, { values: values({ title: "Gara di velocità" }), authorId }),
    ]);
    expect(new Set([x!.slug, y!.slug])).toEqual(
      new Set(["gara-di-velocita", "gara-di-velocita-2"]),
    );
  });
  it("keeps what was typed, before and after the file, when the cover is over 5 MB", async () => {
    const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
    const { token } = await createSession(database.db, authorId);
    const form = new FormData();
    form.append("title", "Copertina troppo pesante");
    form.append("excerpt", "Un riassunto scritto con cura.");
    form.append("content", "<p>Il testo dell'articolo.</p>");
    form.append("image", "");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    form.append("imageFile", new File([big], "foto.jpg", { type: "image/jpeg" }));
    form.append("category", "eventi");
    form.append("tags", "open day");
    form.append("tagInput", "Erasmus");
    form.append("intent", "published");
    const res = await callAction(
      newNewsAction,
      new Request("http://localhost/admin/news/new", {
        method: "POST",
        headers: { Cookie: `staff_session=${token}` },
        body: form,
      }),
      { database, env, log: pino({ level: "silent" }) },
    );
    expect(res.status).toBe(400);
    expect(res.body.status).toBe("invalid");
    expect(res.body.errors).toEqual({ image: IMAGE_SIZE_ERROR });
    expect(res.body.values).toEqual({
      title: "Copertina troppo pesante",
      excerpt: "Un riassunto scritto con cura.",
      content: "<p>Il testo dell'articolo.</p>",
      image: "",
      category: "eventi",
      tags: ["open day", "erasmus"],
      publishDate: "",
      publishTime: "",
    });
    const saved = await database.db
      .select()
      .from(newsPosts)
      .where(eq(newsPosts.title, "Copertina troppo pesante"));
    expect(saved).toEqual([]);
  });
});
