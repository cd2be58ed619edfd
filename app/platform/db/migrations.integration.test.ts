import { count, eq, sql } from "drizzle-orm";
import { CEDILS_COURSE_ID } from "~/features/courses/courses-content";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/platform/db/seed.server";
import {
  courseSlugRedirects,
  courses,
  newsPosts,
  rateLimits,
  registrations,
  users,
} from "~/platform/db/schema";
import {
  createDatabaseBefore,
  createEmptyPostgresDatabase,
  createTestDatabase,
  DATABASE_KINDS,
} from "../../../tests/support/db";

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
      const journal = (
        await import("../../../drizzle/meta/_journal.json", { with: { type: "json" } })
      ).default;
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
      const journal = (
        await import("../../../drizzle/meta/_journal.json", { with: { type: "json" } })
      ).default;
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

describe.each(DATABASE_KINDS)("the courses migration (0003) on %s", (kind) => {
  it("keeps every course and registration, in the old order, with the old featured three", async () => {
    const database = await createDatabaseBefore(kind, "_courses_managed_by_staff");
    try {
      // Courses as the seed wrote them before staff could edit them: newest first.
      const slugs = [
        "chatgpt-docenza-docenti",
        "ai-podcasting-docenza-docenti",
        "canva-docenza-docenti",
        "ai-video",
      ];
      for (const [i, slug] of slugs.entries()) {
        await database.db.execute(sql`
          insert into courses (slug, title, description, duration, level, category, created_at)
          values (${slug}, ${`Corso ${slug}`}, 'Descrizione', '10 ore', 'Base', 'docenti',
                  ${new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString()}::timestamptz)`);
      }
      await database.db.execute(sql`
        insert into registrations (reference, full_name, fiscal_code, email, phone, address, city,
          school_type, laurea_type, laurea_in, receipt_file, receipt_original_name, receipt_mime,
          receipt_size, receipt_sha256)
        values ('CED-2026-0001', 'Maria Rossi', 'RSSMRA80A41G942X', 'maria@example.it', '3331234567',
          'Via Roma 1', 'Potenza', 'Secondaria', 'Magistrale', 'Lettere', 'r.pdf', 'r.pdf',
          'application/pdf', 10, 'abc')`);

      await migrateDatabase(database);

      const rows = await database.db
        .select({
          id: courses.id,
          slug: courses.slug,
          status: courses.status,
          sortOrder: courses.sortOrder,
          featuredRank: courses.featuredRank,
          editionYear: courses.editionYear,
          createdAt: courses.createdAt,
          updatedAt: courses.updatedAt,
        })
        .from(courses)
        .orderBy(courses.sortOrder);
      expect(rows.map((r) => r.slug)).toEqual([...slugs, "cedils-2025"]);
      expect(rows.map((r) => r.sortOrder)).toEqual([1, 2, 3, 4, 5]);
      expect(rows.slice(0, 4).every((r) => r.status === "pubblicato")).toBe(true);
      expect(rows.slice(0, 4).every((r) => r.updatedAt.getTime() === r.createdAt.getTime())).toBe(
        true,
      );
      expect(rows.map((r) => r.featuredRank)).toEqual([1, 2, 3, null, null]);
      const cedils = rows[4]!;
      expect(cedils).toMatchObject({ id: CEDILS_COURSE_ID, status: "bozza", editionYear: 2025 });
      const [registration] = await database.db
        .select({ courseId: registrations.courseId, reference: registrations.reference })
        .from(registrations);
      expect(registration).toEqual({ courseId: CEDILS_COURSE_ID, reference: "CED-2026-0001" });
      expect((await database.db.select().from(courseSlugRedirects)).length).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it("leaves an empty database empty, so the seed still loads (with the CEDILS course)", async () => {
    const database = await createDatabaseBefore(kind, "_courses_managed_by_staff");
    try {
      await migrateDatabase(database);
      const [before] = await database.db.select({ n: count() }).from(courses);
      expect(before!.n).toBe(0);
      await seedDatabase(database.db);
      const [cedils] = await database.db
        .select({ editionYear: courses.editionYear, status: courses.status })
        .from(courses)
        .where(eq(courses.id, CEDILS_COURSE_ID));
      expect(cedils).toEqual({ editionYear: 2025, status: "bozza" });
    } finally {
      await database.drop();
    }
  });
});
