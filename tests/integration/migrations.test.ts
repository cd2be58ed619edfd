import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { courses, newsPosts, rateLimits } from "~/server/db/schema";
import {
  createDatabaseBefore,
  createEmptyPostgresDatabase,
  createTestDatabase,
  DATABASE_KINDS,
} from "../support/db";

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

describe.each(DATABASE_KINDS)("the rate_limits migration on %s", (kind) => {
  it("keeps the table rate-limit.server.ts used to create itself, and its rows", async () => {
    // A database from before the migration (and those after it), with the table
    // as the old raw SQL created it, holding a counter.
    const database = await createDatabaseBefore(kind, "_rate_limits");
    try {
      await database.db.execute(
        sql`create table if not exists "rate_limits" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
      );
      await database.db
        .insert(rateLimits)
        .values({ key: "login-ip:1.2.3.4", points: 3, expire: 42 });
      await migrateDatabase(database);
      const journal = (await import("../../drizzle/meta/_journal.json", { with: { type: "json" } }))
        .default;
      const applied = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(
        journal.entries.length,
      );
      expect(await database.db.select().from(rateLimits)).toEqual([
        { key: "login-ip:1.2.3.4", points: 3, expire: 42 },
      ]);
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
