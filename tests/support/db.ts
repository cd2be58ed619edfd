import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from "vitest";
import { openDatabase, type Database } from "~/platform/db/client.server";
import { migrateDatabase, MIGRATIONS_DIR } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import { createUser } from "~/features/staff/accounts.server";
import type { Staff } from "~/features/staff/auth/sessions.server";

/**
 * The databases every integration test runs on: PGlite always, PostgreSQL too
 * when TEST_DATABASE_URL is set (`.ci/run` sets it when the machine has one).
 */
export const DATABASE_KINDS: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * PGlite data directories the tests start from, each made once per worker (the
 * integration files share their worker's modules) and copied per database:
 * PostgreSQL's initdb alone, which a database begins from, costs PGlite about
 * 3 s of CPU, the seed more, and loading a copy about 0.8 s.
 */
let emptyImage: Promise<Blob> | undefined;
let migratedImage: Promise<Blob> | undefined;
let seededImage: Promise<Blob> | undefined;

/** An in-memory PGlite started from `image` (or initialised), changed by `fill`, dumped. */
async function imageOf(
  image: Blob | undefined,
  fill: (database: Database) => Promise<unknown>,
): Promise<Blob> {
  const database = await openDatabase({ memory: true, loadDataDir: image });
  try {
    await fill(database);
    return await database.pglite!.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

/** An initialised PGlite database with no migration applied. */
function emptyPgliteImage(): Promise<Blob> {
  return (emptyImage ??= imageOf(undefined, async () => {}));
}

function migratedPgliteImage(): Promise<Blob> {
  return (migratedImage ??= emptyPgliteImage().then((image) => imageOf(image, migrateDatabase)));
}

/** A migrated and seeded PGlite data directory, for `openDatabase({ memory: true, loadDataDir })`. */
export function seededPgliteImage(): Promise<Blob> {
  return (seededImage ??= migratedPgliteImage().then((image) =>
    imageOf(image, (database) => seedDatabase(database.db)),
  ));
}

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database of the given kind, empty or (`seed`) with the
 * sample content. On PostgreSQL each call
 * gets its own database (`t_<random>`), dropped by `drop()`, so runs never collide.
 */
export async function createTestDatabase(
  kind: "pglite" | "postgres",
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  let database: Database;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (kind === "pglite") {
    // Seeded or not, a copy of the worker's image: the sample content is loaded once.
    const image = options.seed ? seededPgliteImage() : migratedPgliteImage();
    database = await openDatabase({ memory: true, loadDataDir: await image });
  } else {
    // A copy of the run's migrated (or seeded) template, tests/setup/postgres-template.ts,
    // when there is one.
    const template = inject(options.seed ? "postgresSeededTemplate" : "postgresTemplate");
    const created = await createEmptyPostgresDatabase({ template });
    url = created.url;
    database = await openDatabase({ databaseUrl: url });
    if (!template) {
      await migrateDatabase(database);
      if (options.seed) await seedDatabase(database.db);
    }
    dropDatabase = created.drop;
  }
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await dropDatabase();
    },
  };
}

export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * `describe(name, body)` once per kind of DATABASE_KINDS ("%s" in `name` is the
 * kind), with a fresh migrated database around it: one for the whole describe,
 * or one per test with `fresh: "each"`, dropped after use. `body` gets a
 * function returning the database open at that moment (inside tests and hooks).
 */
export function describeOnEachDatabase(
  name: string,
  body: (db: () => TestDatabase, kind: DatabaseKind) => void,
  options: { seed?: boolean; fresh?: "all" | "each" } = {},
): void {
  describe.each(DATABASE_KINDS)(name, (kind) => {
    let current: TestDatabase | undefined;
    const open = async () => {
      current = await createTestDatabase(kind, { seed: options.seed });
    };
    const drop = async () => {
      await current?.drop();
      current = undefined;
    };
    if (options.fresh === "each") {
      beforeEach(open);
      afterEach(drop);
    } else {
      beforeAll(open);
      afterAll(drop);
    }
    body(() => {
      if (!current) throw new Error(`no database open for "${name}": use it in a test or hook`);
      return current;
    }, kind);
  });
}

/**
 * Creates a PostgreSQL database of its own, empty or a copy of `template`, for
 * a test or a server started on it; returns its URL and a dropper.
 */
export async function createEmptyPostgresDatabase(options: { template?: string } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    options.template
      ? `create database "${name}" template "${options.template}"`
      : `create database "${name}"`,
  );
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/**
 * A database as an older release left it: empty, migrated only up to the
 * migration before the one whose tag ends with `tagSuffix` (e.g. "_calls"), so
 * a test can check that the rest of the migrations upgrade it without loss.
 */
export async function createDatabaseBefore(
  kind: "pglite" | "postgres",
  tagSuffix: string,
): Promise<TestDatabase> {
  let database: Database;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (kind === "pglite") {
    database = await openDatabase({ memory: true, loadDataDir: await emptyPgliteImage() });
  } else {
    const created = await createEmptyPostgresDatabase();
    url = created.url;
    database = await openDatabase({ databaseUrl: url });
    dropDatabase = created.drop;
  }
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"),
  ) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  if (index < 0) throw new Error(`no migration ending with ${tagSuffix}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, index);
  fs.writeFileSync(
    path.join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  if (database.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: database.pglite! }), { migrationsFolder: folder });
  } else {
    await migratePg(drizzlePg({ client: database.pool! }), { migrationsFolder: folder });
  }
  fs.rmSync(folder, { recursive: true, force: true });
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await dropDatabase();
    },
  };
}

/** The ids of `insertEarlyCourseEdition`'s course and edition. */
const EARLY_COURSE_ID = "00000000-0000-4000-8000-000000000001";
export const EARLY_EDITION_ID = "00000000-0000-4000-8000-000000000002";

/**
 * A course and an online edition of it, written in SQL with only the columns
 * every release had, into a database from `createDatabaseBefore` (whose tables
 * are older than today's schema, so Drizzle's inserts do not fit them).
 */
export async function insertEarlyCourseEdition(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into courses (id, slug, title, description, duration, level, category)
    values (${EARLY_COURSE_ID}, 'corso', 'Corso', 'D', '10 ore', 'Base', 'docenti')`);
  await database.db.execute(sql`
    insert into course_editions (id, course_id, start_date, mode, seats)
    values (${EARLY_EDITION_ID}, ${EARLY_COURSE_ID}, '2027-03-02', 'online', 10)`);
}

/**
 * The two staff members of role tests: Anna Amministratrice (amministratore) and
 * Rocco Redattore (redattore), their e-mails told apart by `suffix` (the database kind).
 */
export async function createStaffPair(
  database: Database,
  suffix: string,
  password: string,
): Promise<{ admin: Staff; editor: Staff }> {
  const admin = await createUser(database.db, {
    email: `admin-${suffix}@esempio.it`,
    password,
    name: "Anna Amministratrice",
  });
  const editor = await createUser(database.db, {
    email: `redattore-${suffix}@esempio.it`,
    password,
    name: "Rocco Redattore",
    role: "redattore",
  });
  return { admin, editor };
}
