import { expect, it } from "vitest";
import { NEWS_SEED } from "~/features/news/news-content";
import { newsPosts } from "~/platform/db/schema";
import {
  findPublishedNews,
  latestPublishedNews,
  listNewsForFeed,
  listNewsForSitemap,
  listPublishedNews,
} from "~/features/news/news.server";
import { aNewsPost } from "../../../tests/support/builders";
import { createTestDatabase, describeOnEachDatabase } from "../../../tests/support/db";

type Post = typeof newsPosts.$inferInsert;

const post = aNewsPost;

describeOnEachDatabase(
  "public news reading on %s",
  (db, kind) => {
    async function insert(...rows: Post[]) {
      return db()
        .db.insert(newsPosts)
        .values(rows)
        .returning({ id: newsPosts.id, slug: newsPosts.slug });
    }

    it("lists only published posts, newest published_at first", async () => {
      const database = db();
      await insert(
        post("vecchio", { publishedAt: new Date("2025-01-10T09:00:00Z") }),
        post("bozza", { status: "draft", publishedAt: null }),
        // A draft that once was published keeps no public life (spec §4).
        post("bozza-datata", { status: "draft", publishedAt: new Date("2025-12-01T09:00:00Z") }),
        post("recente", { publishedAt: new Date("2025-10-01T09:00:00Z"), category: "eventi" }),
        post("medio", { publishedAt: new Date("2025-06-15T09:00:00Z"), category: "bandi" }),
      );
      const all = await listPublishedNews(database.db);
      expect(all.map((p) => p.slug)).toEqual(["recente", "medio", "vecchio"]);
      expect(all[0]!.publishedAt).toBeInstanceOf(Date);
      // Explicit public columns only: no author, status or content on a card.
      expect(Object.keys(all[0]!).sort()).toEqual(
        ["category", "excerpt", "id", "image", "publishedAt", "slug", "tags", "title"].sort(),
      );
    });

    it("filters by category", async () => {
      const database = db();
      await insert(
        post("a", { category: "eventi", publishedAt: new Date("2025-03-01T09:00:00Z") }),
        post("b", { category: "bandi" }),
        post("c", { category: "eventi", publishedAt: new Date("2025-04-01T09:00:00Z") }),
        post("d", { category: "eventi", status: "draft", publishedAt: null }),
      );
      expect((await listPublishedNews(database.db, "eventi")).map((p) => p.slug)).toEqual([
        "c",
        "a",
      ]);
      expect(await listPublishedNews(database.db, "altro")).toEqual([]);
    });

    it("gives the latest published post for the home banner, or null when there is none", async () => {
      const database = db();
      expect(await latestPublishedNews(database.db)).toBeNull();
      await insert(
        post("bozza-futura", { status: "draft", publishedAt: new Date("2026-01-01T00:00:00Z") }),
      );
      expect(await latestPublishedNews(database.db)).toBeNull();
      await insert(
        post("primo", { publishedAt: new Date("2025-02-01T09:00:00Z") }),
        post("ultimo", { publishedAt: new Date("2025-09-01T09:00:00Z") }),
      );
      const latest = await latestPublishedNews(database.db);
      expect(latest).toMatchObject({ slug: "ultimo", title: "Titolo ultimo" });
      expect(Object.keys(latest!).sort()).toEqual(["id", "publishedAt", "slug", "title"]);
    });

    it("finds a published post by id and by slug, with sanitised content", async () => {
      const database = db();
      const [row] = await insert(
        post("con-script", {
          content: '<h2>Titolo</h2><p onclick="x()">Ciao</p><script>alert(1)</script>',
        }),
      );
      const byId = await findPublishedNews(database.db, row!.id);
      const bySlug = await findPublishedNews(database.db, "con-script");
      expect(byId?.id).toBe(row!.id);
      expect(bySlug?.id).toBe(row!.id);
      expect(bySlug!.content).toBe("<h2>Titolo</h2><p>Ciao</p>");
      expect(bySlug).not.toHaveProperty("authorId");
      expect(bySlug).not.toHaveProperty("status");
    });

    it("never returns a draft, an unknown or an empty identifier", async () => {
      const database = db();
      const [draft] = await insert(post("bozza", { status: "draft", publishedAt: null }));
      expect(await findPublishedNews(database.db, draft!.id)).toBeNull();
      expect(await findPublishedNews(database.db, "bozza")).toBeNull();
      expect(await findPublishedNews(database.db, "non-esiste")).toBeNull();
      expect(
        await findPublishedNews(database.db, "00000000-0000-4000-8000-000000000000"),
      ).toBeNull();
      expect(await findPublishedNews(database.db, "  ")).toBeNull();
    });

    it("feeds and sitemap see published posts only, feed capped", async () => {
      const database = db();
      await insert(
        ...Array.from({ length: 23 }, (_, i) =>
          post(`n${i}`, { publishedAt: new Date(Date.UTC(2025, 0, 1 + i)) }),
        ),
        post("bozza", { status: "draft", publishedAt: null }),
      );
      const feed = await listNewsForFeed(database.db);
      expect(feed).toHaveLength(20);
      expect(feed[0]!.slug).toBe("n22");
      const sitemap = await listNewsForSitemap(database.db);
      expect(sitemap).toHaveLength(23);
      expect(sitemap.map((p) => p.slug)).not.toContain("bozza");
      expect(sitemap[0]!.lastModified).toBeInstanceOf(Date);
    });

    it("the seed publishes at least 8 posts in every category, CEDILS included, and hides its draft", async () => {
      const seeded = await createTestDatabase(kind, { seed: true });
      try {
        const all = await listPublishedNews(seeded.db);
        expect(all.length).toBeGreaterThanOrEqual(8);
        expect(new Set(all.map((p) => p.category))).toEqual(
          new Set(["formazione", "eventi", "bandi", "altro"]),
        );
        const draft = NEWS_SEED.find((p) => p.status === "draft")!;
        expect(all.map((p) => p.slug)).not.toContain(draft.slug);
        expect(await findPublishedNews(seeded.db, draft.slug)).toBeNull();
        const cedils = await findPublishedNews(seeded.db, "corso-cedils-2025");
        expect(cedils?.content).toContain('href="/iscrizione-cedils"');
        expect(cedils?.content).toContain("almeno 10 partecipanti");
        expect((await latestPublishedNews(seeded.db))?.slug).toBe(all[0]!.slug);
      } finally {
        await seeded.drop();
      }
    });
  },
  { fresh: "each" },
);
