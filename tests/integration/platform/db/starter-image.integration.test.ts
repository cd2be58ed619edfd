import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { NEWS_SEED } from "~/features/news/news-content";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import { courses, newsPosts } from "~/platform/db/schema";
import { starterImageFor, writeStarterImage } from "~/platform/db/starter-image.server";
import journal from "../../../../drizzle/meta/_journal.json" with { type: "json" };

let dir: string;
let image: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "starter-image-"));
  image = path.join(dir, "starter-db.tar.gz");
  await writeStarterImage(image, seedDatabase);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the starter database image", () => {
  it("is a gzip file, written whole", () => {
    const bytes = fs.readFileSync(image);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(fs.readdirSync(dir)).toEqual(["starter-db.tar.gz"]);
  });

  it("gives a new data directory every migration and the sample content", async () => {
    const dataDir = path.join(dir, "new");
    const starter = starterImageFor(dataDir, image);
    expect(starter).toBeInstanceOf(Blob);
    const database = await openDatabase({ dataDir, loadDataDir: starter });
    try {
      const applied = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
        journal.entries.length,
      );
      // What the start-up does next changes nothing: no migration, no second seed.
      await migrateDatabase(database, seedDatabase);
      const [courseCount] = await database.db.select({ n: count() }).from(courses);
      const [newsCount] = await database.db.select({ n: count() }).from(newsPosts);
      // The catalogue's courses and the CEDILS course (a draft the registrations belong to).
      expect(courseCount!.n).toBe(COURSE_SEED.length + 1);
      expect(newsCount!.n).toBe(NEWS_SEED.length);
      // The database is on disk and writable like any other.
      await database.db.delete(newsPosts);
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ dataDir, loadDataDir: starterImageFor(dataDir, image) });
    try {
      const [newsCount] = await reopened.db.select({ n: count() }).from(newsPosts);
      expect(newsCount!.n).toBe(0);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it("never replaces an existing database, and is optional", () => {
    const existing = path.join(dir, "existing");
    fs.mkdirSync(path.join(existing, "pglite"), { recursive: true });
    fs.writeFileSync(path.join(existing, "pglite", "PG_VERSION"), "17\n");
    expect(starterImageFor(existing, image)).toBeNull();
    expect(starterImageFor(path.join(dir, "other"), path.join(dir, "missing.tar.gz"))).toBeNull();
  });
});
