import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

// Arbitrary constant shared by every instance of this site on one PostgreSQL.
const MIGRATION_LOCK_ID = 170_2016;

/**
 * Applies the committed migrations, then runs `afterMigrate` (the seed) while
 * still holding the lock. On PostgreSQL this happens under an advisory lock, so
 * several instances starting together apply the schema once.
 */
export async function migrateDatabase(
  database: Database,
  afterMigrate?: (db: Db) => Promise<void>,
): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === "pglite") {
    // The seed reads through its own client, as on PostgreSQL: a test's failing
    // tables (TEST_FAULTS) apply to the site's requests, not to start-up.
    const db = drizzlePglite({ client: database.pglite!, schema });
    await migratePglite(db, config);
    await afterMigrate?.(db as unknown as Db);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      const db = drizzlePg({ client, schema });
      await migratePg(db, config);
      await afterMigrate?.(db as unknown as Db);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
