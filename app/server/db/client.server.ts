import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { FailingTables, type TableName } from "./test-faults.server";

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Set only with PostgreSQL: shared by rate limits and advisory locks. */
  pool?: pg.Pool;
  /** Set only with PGlite. */
  pglite?: PGlite;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = (
  | { databaseUrl: string }
  /** `loadDataDir`: the starter image a new data directory begins from. */
  | { dataDir: string; loadDataDir?: Blob | null }
  | { memory: true; loadDataDir?: Blob }
) & {
  /** Test hook (TEST_FAULTS): every read of these tables throws. See test-faults.server.ts. */
  failingTables?: readonly TableName[];
};

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const faults = options.failingTables?.length
    ? { cache: new FailingTables(new Set(options.failingTables)) }
    : {};
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restarted) must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema, ...faults }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      async ping() {
        await pool.query("select 1");
      },
      async close() {
        await pool.end();
      },
    };
  }
  // A school's database is a few megabytes: 16 MB of buffers instead of
  // PostgreSQL's default 128 MB keeps the embedded server's memory small.
  const tuning = { postgresqlconf: ["shared_buffers = 16MB"] };
  if ("dataDir" in options) fs.mkdirSync(options.dataDir, { recursive: true });
  const load = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const pglite =
    "dataDir" in options
      ? await PGlite.create(path.join(options.dataDir, "pglite"), { ...load, ...tuning })
      : await PGlite.create({ ...load, ...tuning });
  const db = drizzlePglite({ client: pglite, schema, ...faults }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite,
    async ping() {
      if (closed) throw new Error("database closed");
      await pglite.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}
