import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { courses, newsPosts, rateLimits, users } from "~/server/db/schema";
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

describe.each(DATABASE_KINDS)("the rate_limits migration on %s", (kind) => {
  it("keeps the table rate-limit.server.ts used to create itself, and its rows", async () => {
    const database = await createTestDatabase(kind);
    try {
      // A database from before the migration: its record gone, the table as the
      // old raw SQL created it, holding a counter.
      await database.db.execute(sql`drop table rate_limits`);
      // …and without what later migrations added (0002, issue 16): each new
      // migration after 0001 is undone here too.
      await database.db.execute(
        sql`drop table audit_log, entity_versions, password_tokens, site_settings`,
      );
      await database.db.execute(
        sql`alter table users drop column role, drop column active, drop column last_sign_in_at`,
      );
      await database.db.execute(sql`alter table sessions drop column user_agent`);
      const journalEntries = (
        await import("../../drizzle/meta/_journal.json", { with: { type: "json" } })
      ).default.entries;
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at >= ${journalEntries[1]!.when}`,
      );
      await database.db.execute(
        sql`create table if not exists "rate_limits" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
      );
      await database.db
        .insert(rateLimits)
        .values({ key: "login-ip:1.2.3.4", points: 3, expire: 42 });
      // An account from before roles (issue 16): the migration makes it amministratore.
      await database.db.execute(
        sql`insert into users (email, password_hash) values ('storico@esempio.it', 'x')`,
      );
      await migrateDatabase(database);
      const [old] = await database.db
        .select({ role: users.role, active: users.active })
        .from(users)
        .where(eq(users.email, "storico@esempio.it"));
      expect(old).toEqual({ role: "amministratore", active: true });
      // New accounts default to redattore.
      await database.db.execute(
        sql`insert into users (email, password_hash) values ('nuovo@esempio.it', 'x')`,
      );
      const [fresh] = await database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, "nuovo@esempio.it"));
      expect(fresh!.role).toBe("redattore");
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
