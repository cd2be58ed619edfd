import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { seedDatabase } from "~/server/db/seed.server";
import { migratedDatabaseImage } from "~/server/db/starter-image.server";

/**
 * The databases every integration test runs on: PGlite always, PostgreSQL too
 * when TEST_DATABASE_URL is set (`.ci/run` sets it when the machine has one).
 */
export const DATABASE_KINDS: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

let migratedImage: Promise<Blob> | undefined;

/** A migrated PGlite data directory, built once per test file and copied per database. */
function pgliteImage(): Promise<Blob> {
  migratedImage ??= migratedDatabaseImage({ seed: false, compression: "none" });
  return migratedImage;
}

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated, empty database of the given kind. On PostgreSQL each call
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
    database = await openDatabase({ memory: true, loadDataDir: await pgliteImage() });
  } else {
    const created = await createEmptyPostgresDatabase();
    url = created.url;
    database = await openDatabase({ databaseUrl: url });
    await migrateDatabase(database);
    dropDatabase = created.drop;
  }
  if (options.seed) await seedDatabase(database.db);
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await dropDatabase();
    },
  };
}

/** Creates an empty PostgreSQL database for tests that start servers on it; returns its URL and a dropper. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
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
 * An empty database migrated with only the first `migrations` committed
 * migrations: a database "from before" a later migration, to check that the
 * later one keeps its rows. `drop()` closes (and on PostgreSQL drops) it.
 */
export async function createDatabaseBefore(
  kind: "pglite" | "postgres",
  migrations: number,
): Promise<TestDatabase> {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const { MIGRATIONS_DIR } = await import("~/server/db/migrate.server");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrazioni-"));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, migrations);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  let database: Database;
  let dropDatabase = async () => {};
  let url: string | undefined;
  try {
    if (kind === "pglite") {
      database = await openDatabase({ memory: true });
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle({ client: database.pglite! }), { migrationsFolder: folder });
    } else {
      const created = await createEmptyPostgresDatabase();
      url = created.url;
      dropDatabase = created.drop;
      database = await openDatabase({ databaseUrl: url });
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(drizzle({ client: database.pool! }), { migrationsFolder: folder });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
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
