import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { courses, newsPosts } from "~/server/db/schema";
import { createEmptyPostgresDatabase, createTestDatabase, DATABASE_KINDS } from "../support/db";

describe.each(DATABASE_KINDS)("migrations and seed on %s", (kind) => {
  it("migrates an empty database and seeds it once", async () => {
    const database = await createTestDatabase(kind);
    try {
      await seedDatabase(database.db);
      const [first] = await database.db.select({ n: count() }).from(courses);
      expect(first!.n).toBeGreaterThan(0);
      await seedDatabase(database.db);
      const [second] = await database.db.select({ n: count() }).from(courses);
      expect(second!.n).toBe(first!.n);
      const [news] = await database.db.select({ n: count() }).from(newsPosts);
      expect(news!.n).toBeGreaterThan(0);
    } finally {
      await database.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several instances on one PostgreSQL", () => {
  it("two instances migrating at the same moment both succeed and apply the schema once", async () => {
    const target = await createEmptyPostgresDatabase();
    const a = await openDatabase({ databaseUrl: target.url });
    const b = await openDatabase({ databaseUrl: target.url });
    try {
      await Promise.all([migrateDatabase(a, seedDatabase), migrateDatabase(b, seedDatabase)]);
      const applied = await a.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = (await import("../../drizzle/meta/_journal.json", { with: { type: "json" } }))
        .default;
      expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(
        journal.entries.length,
      );
      const [c] = await a.db.select({ n: count() }).from(courses);
      expect(c!.n).toBeGreaterThan(0);
      // Seeded once, not twice.
      const slugs = await a.db.execute(
        sql`select slug, count(*)::int as n from courses group by slug having count(*) > 1`,
      );
      expect((slugs as unknown as { rows: unknown[] }).rows).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await target.drop();
    }
  });
});
