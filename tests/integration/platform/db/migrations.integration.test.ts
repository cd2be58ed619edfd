import { count, eq, sql } from "drizzle-orm";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import {
  auditLog,
  courseEditions,
  courseSlugRedirects,
  courses,
  enrolmentAccessTokens,
  enrolments,
  entityVersions,
  jobs,
  newsPosts,
  rateLimits,
  users,
} from "~/platform/db/schema";
import { getStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { erasePersonalRecord } from "~/features/privacy/personal-data.server";
import {
  createDatabaseBefore,
  createEmptyPostgresDatabase,
  createTestDatabase,
  DATABASE_KINDS,
  EARLY_EDITION_ID,
  insertEarlyCourseEdition,
} from "../../../support/db";

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
      // An account from before roles: the migration makes it amministratore.
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
        await import("../../../../drizzle/meta/_journal.json", { with: { type: "json" } })
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
        await import("../../../../drizzle/meta/_journal.json", { with: { type: "json" } })
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
      // Since 0012 the registration is an enrolment of the CEDILS course's 2026 edition.
      const [registration] = await database.db
        .select({
          courseId: courseEditions.courseId,
          startDate: courseEditions.startDate,
          reference: enrolments.reference,
        })
        .from(enrolments)
        .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId));
      expect(registration).toEqual({
        courseId: CEDILS_COURSE_ID,
        startDate: "2026-09-01",
        reference: "CED-2026-0001",
      });
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
      // With its open CEDILS edition, taking /iscrizione-cedils (decision 049).
      const editions = await database.db
        .select({
          startDate: courseEditions.startDate,
          status: courseEditions.status,
          form: courseEditions.form,
        })
        .from(courseEditions)
        .where(eq(courseEditions.courseId, CEDILS_COURSE_ID));
      expect(editions).toEqual([{ startDate: "2025-09-01", status: "aperta", form: "cedils" }]);
    } finally {
      await database.drop();
    }
  });
});

/** A registration row as the table before 0012 held it (raw SQL: the table is gone since). */
async function insertRegistration(
  database: Awaited<ReturnType<typeof createDatabaseBefore>>,
  r: {
    id: string;
    reference: string;
    status: string;
    subject: string | null;
    anils: boolean;
    createdAt: string;
    courseId: string | null;
  },
) {
  await database.db.execute(sql`
    insert into registrations (id, reference, full_name, fiscal_code, email, phone, address, city,
      subject, school_type, laurea_type, laurea_in, is_anils_member, status, receipt_file,
      receipt_original_name, receipt_mime, receipt_size, receipt_sha256, course_id, created_at,
      updated_at)
    values (${r.id}, ${r.reference}, ${`Persona ${r.reference}`}, 'RSSMRA80A41G942X',
      ${`${r.reference.toLowerCase()}@example.it`}, '3331234567', 'Via Roma 1, 85100', 'Potenza',
      ${r.subject}, 'Secondaria II Grado', 'Magistrale', 'Lettere', ${r.anils}, ${r.status},
      ${`${r.id}.pdf`}, ${`ricevuta ${r.reference}.pdf`}, 'application/pdf', 4, ${`sha-${r.id}`},
      ${r.courseId}, ${r.createdAt}::timestamptz, ${r.createdAt}::timestamptz + interval '1 day')`);
  await database.db.execute(sql`
    insert into stored_files (key, mime, size, sha256, bytes)
    values (${`receipts/${r.id}.pdf`}, 'application/pdf', 4, ${`sha-${r.id}`}, '\\x25504446'::bytea)`);
}

const REGISTRATIONS = [
  { reference: "CED-2025-0001", status: "ricevuta", subject: "Inglese", anils: true },
  { reference: "CED-2025-0002", status: "pagamento_verificato", subject: null, anils: false },
  { reference: "CED-2025-0003", status: "confermata", subject: "Francese", anils: false },
  { reference: "CED-2025-0004", status: "respinta", subject: null, anils: true },
  // From the year before: its own (closed) CEDILS edition.
  { reference: "CED-2024-0007", status: "confermata", subject: null, anils: false },
].map((r, i) => ({
  ...r,
  id: `0000000${i + 1}-0000-4000-8000-000000000012`,
  createdAt: `2025-0${i + 1}-15T10:00:00Z`,
}));

describe.each(DATABASE_KINDS)("the CEDILS migration (0012) on %s", (kind) => {
  it("copies every registration into the enrolments without loss, then drops the table", async () => {
    const database = await createDatabaseBefore(kind, "_cedils_in_enrolments");
    try {
      await database.db.execute(sql`
        insert into courses (id, slug, code, title, description, duration, level, category, status, edition_year)
        values (${CEDILS_COURSE_ID}, 'cedils-2025', 'CEDILS', 'Preparazione alla certificazione CEDILS 2025',
          'Descrizione', 'Da definire', 'Avanzato', 'docenti', 'bozza', 2025)`);
      for (const r of REGISTRATIONS) {
        await insertRegistration(database, { ...r, courseId: CEDILS_COURSE_ID });
      }
      const [first, second] = REGISTRATIONS;
      // Its history (a status change), a saved version and the e-mails still to send.
      await database.db.execute(sql`
        insert into audit_log (action, entity_type, entity_id, summary)
        values ('status', 'registration', ${first!.id}, 'Iscrizione: stato «Pagamento verificato»')`);
      await database.db.execute(sql`
        insert into entity_versions (entity_type, entity_id, version, snapshot)
        values ('registration', ${first!.id}, 1, '{"status":"ricevuta"}'::jsonb)`);
      await database.db.execute(sql`
        insert into jobs (kind, payload) values
          ('registration.mail-school', ${JSON.stringify({ registrationId: second!.id })}::jsonb),
          ('registration.mail-registrant', ${JSON.stringify({ registrationId: second!.id })}::jsonb)`);

      await migrateDatabase(database);

      const rows = await database.db
        .select({ enrolment: enrolments, edition: courseEditions })
        .from(enrolments)
        .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
        .orderBy(enrolments.createdAt);
      expect(rows).toHaveLength(REGISTRATIONS.length);
      for (const [i, r] of REGISTRATIONS.entries()) {
        const { enrolment: e, edition } = rows[i]!;
        expect(e).toMatchObject({
          id: r.id,
          reference: r.reference,
          status: r.status,
          fullName: `Persona ${r.reference}`,
          fiscalCode: "RSSMRA80A41G942X",
          email: `${r.reference.toLowerCase()}@example.it`,
          phone: "3331234567",
          paymentMethod: "bonifico",
          fileKey: `${r.id}.pdf`,
          fileOriginalName: `ricevuta ${r.reference}.pdf`,
          fileMime: "application/pdf",
          fileSize: 4,
          fileSha256: `sha-${r.id}`,
          hoursAttended: 0,
        });
        expect(e.createdAt.toISOString()).toBe(new Date(r.createdAt).toISOString());
        expect(e.updatedAt.getTime() - e.createdAt.getTime()).toBe(24 * 3600 * 1000);
        expect(e.details).toEqual({
          address: "Via Roma 1, 85100",
          city: "Potenza",
          ...(r.subject ? { subject: r.subject } : {}),
          schoolType: "Secondaria II Grado",
          laureaType: "Magistrale",
          laureaIn: "Lettere",
          isAnilsMember: r.anils,
        });
        const year = r.reference.slice(4, 8);
        expect(edition).toMatchObject({
          courseId: CEDILS_COURSE_ID,
          form: "cedils",
          startDate: `${year}-09-01`,
          endDate: `${Number(year) + 1}-12-31`,
          // The course's edition year is the open one.
          status: year === "2025" ? "aperta" : "chiusa",
          seats: 100,
        });
        // The receipt is still there under the enrolment's key.
        const file = await getStoredFile(database.db, receiptKey(e.fileKey!));
        expect(file).toMatchObject({ mime: "application/pdf", sha256: `sha-${r.id}` });
      }
      // History and versions name the enrolment; the e-mails find it.
      expect(
        await database.db
          .select({ entityType: auditLog.entityType, entityId: auditLog.entityId })
          .from(auditLog),
      ).toEqual([{ entityType: "enrolment", entityId: first!.id }]);
      expect(
        await database.db
          .select({ entityType: entityVersions.entityType, entityId: entityVersions.entityId })
          .from(entityVersions),
      ).toEqual([{ entityType: "enrolment", entityId: first!.id }]);
      expect(
        (await database.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs)).sort(
          (a, b) => a.kind.localeCompare(b.kind),
        ),
      ).toEqual([
        { kind: "cedils.mail-enrollee", payload: { enrolmentId: second!.id } },
        { kind: "cedils.mail-school", payload: { enrolmentId: second!.id } },
      ]);
      const gone = await database.db.execute(sql`select to_regclass('registrations') as t`);
      expect((gone as unknown as { rows: Array<{ t: string | null }> }).rows[0]!.t).toBeNull();

      // A migrated row is erased like any enrolment: its receipt and jobs go with it.
      const deps = { database, env: {} as never, log: pino({ level: "silent" }) };
      expect(
        await erasePersonalRecord(deps, "enrolment", second!.id, { id: null, label: "Test" }),
      ).toBe(true);
      expect(await getStoredFile(database.db, receiptKey(`${second!.id}.pdf`))).toBeNull();
      expect(await database.db.select().from(jobs)).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  it("recreates the CEDILS course its registrations need when it was deleted", async () => {
    const database = await createDatabaseBefore(kind, "_cedils_in_enrolments");
    try {
      await insertRegistration(database, { ...REGISTRATIONS[0]!, courseId: null });
      await migrateDatabase(database);
      const [row] = await database.db
        .select({ reference: enrolments.reference, courseId: courseEditions.courseId })
        .from(enrolments)
        .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId));
      expect(row).toEqual({ reference: "CED-2025-0001", courseId: CEDILS_COURSE_ID });
      const [course] = await database.db
        .select({ slug: courses.slug, status: courses.status })
        .from(courses);
      expect(course).toEqual({ slug: "cedils-2025", status: "bozza" });
    } finally {
      await database.drop();
    }
  });
});

describe.each(DATABASE_KINDS)("the mail framework's migrations (0024, 0025) on %s", (kind) => {
  it("keeps the links issued before working, then drops the emptied column", async () => {
    const database = await createDatabaseBefore(kind, "_mail_framework");
    try {
      const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
      await insertEarlyCourseEdition(database);
      await run(sql`
        insert into enrolments (id, reference, edition_id, full_name, fiscal_code, email, phone,
          payment_method, access_token_hash)
        values ('00000000-0000-4000-8000-000000000003', 'ISC-2027-0001',
          ${EARLY_EDITION_ID}, 'Persona', 'RSSMRA85T10A562S',
          'p@example.org', '3331234567', 'bonifico', 'abc123')`);
      await migrateDatabase(database);
      expect(await database.db.select().from(enrolmentAccessTokens)).toMatchObject([
        { hash: "abc123", enrolmentId: "00000000-0000-4000-8000-000000000003" },
      ]);
      // The enrolment is still there; the old column went with a later migration.
      expect(await database.db.select({ id: enrolments.id }).from(enrolments)).toEqual([
        { id: "00000000-0000-4000-8000-000000000003" },
      ]);
      const column = await run(sql`
        select count(*)::int as n from information_schema.columns
        where table_name = 'enrolments' and column_name = 'access_token_hash'`);
      expect((column as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
