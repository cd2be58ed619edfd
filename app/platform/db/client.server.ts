import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "~/platform/db/schema";
import { runCommitHooks } from "~/platform/db/after-commit.server";
import { FailingTables, type TableName } from "~/platform/db/test-faults.server";
import type { Db } from "~/platform/db/db-type";

export type { Db };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Set only with PostgreSQL: shared by rate limits and advisory locks. */
  pool?: pg.Pool;
  /** Set only with PGlite. */
  pglite?: PGlite;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Set only with PostgreSQL: one connection of its own LISTENing on `channel`,
   * opened again a second after it is lost; `onConnected` runs once it
   * listens (again), so the caller can read what it may have missed. Stopped
   * by `close()`.
   */
  listen?(channel: string, handlers: ListenHandlers): void;
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

type ListenHandlers = {
  onNotify(payload: string): void;
  onConnected(): void;
  onLost(): void;
};

/** See Database.listen. Returns what stops it. */
function listenOn(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      handlers.onLost();
      c.end().catch(() => {});
      if (stopped) return;
      timer = setTimeout(() => void connect(), 1_000);
      timer.unref();
    };
    c.on("notification", (m) => {
      if (m.channel === channel) handlers.onNotify(m.payload ?? "");
    });
    c.on("error", lost);
    c.on("end", lost);
    try {
      await c.connect();
      await c.query(`listen ${c.escapeIdentifier(channel)}`);
      if (client === c) handlers.onConnected();
    } catch {
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

function postgresPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", () => {});
  return pool;
}

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const faults = options.failingTables?.length
    ? { cache: new FailingTables(new Set(options.failingTables)) }
    : {};
  if ("databaseUrl" in options) {
    const pool = postgresPool(options.databaseUrl, 10);
    // The ping has a connection of its own: through the pages' pool it waited
    // behind their queries, and on a busy machine a full pool looked like a
    // database gone away (pages answered 503 for a second; decision 052).
    const pingPool = postgresPool(options.databaseUrl, 1);
    const db = runCommitHooks(drizzlePg({ client: pool, schema, ...faults }) as unknown as Db);
    const listeners: Array<() => Promise<void>> = [];
    return {
      db,
      kind: "postgres",
      pool,
      async ping() {
        await pingPool.query("select 1");
      },
      listen(channel, handlers) {
        listeners.push(listenOn(options.databaseUrl, channel, handlers));
      },
      async close() {
        await Promise.all([pool.end(), pingPool.end(), ...listeners.map((stop) => stop())]);
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
      ? await PGlite.create({
          fs: new DurableNodeFS(path.join(options.dataDir, "pglite")),
          startParams: DURABLE_START_PARAMS,
          ...load,
          ...tuning,
        })
      : await PGlite.create({ ...load, ...tuning });
  const db = runCommitHooks(drizzlePglite({ client: pglite, schema, ...faults }) as unknown as Db);
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

// ---------------------------------------------------------------- durability
//
// PGlite on Node runs PostgreSQL compiled to WebAssembly over Emscripten's
// NODEFS. Out of the box nothing it writes is ever flushed to the disk:
// PGlite starts PostgreSQL with `-F` (fsync = off); the WAL's default
// `wal_sync_method = fdatasync` maps to an Emscripten syscall that only checks
// the descriptor; and NODEFS has no `fsync` at all. A commit was acknowledged
// while its WAL record sat in the kernel's page cache: a power cut could lose it.
// So, on disk (docs/deploy.md, "Durabilità"; `npm run durability` measures it):
// - PostgreSQL runs with fsync on and `wal_sync_method = fsync`: every commit
//   calls fsync() on its WAL segment before COMMIT returns;
// - NODEFS gets the missing `fsync`, which calls the real fsync(2) on the file.
// Cost: one fsync per committed transaction (about 1 ms on an SSD).

/** PGlite's own start parameters without `-F` (fsync off), with a WAL sync method NODEFS can honour. */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

type EmscriptenStream = { nfd?: number };
type EmscriptenModule = {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
};

/** NODEFS whose fsync reaches the disk (Emscripten's NODEFS lacks one). */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const opts = result.emscriptenOpts as { preRun?: ((mod: EmscriptenModule) => void)[] };
    opts.preRun = [
      ...(opts.preRun ?? []),
      (mod) => {
        mod.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** A unique index refused the write (PostgreSQL's 23505, from either driver, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
