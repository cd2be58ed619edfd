import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";

/**
 * Backups: one gzip'd JSON-lines archive holding every row of every table and
 * every file under DATA_DIR/uploads. Rows are dumped with row_to_json and
 * restored with json_populate_record, so PostgreSQL itself converts every type
 * back exactly, on PGlite and PostgreSQL alike (an archive from one restores
 * into the other).
 *
 * Archive lines: {"type":"manifest",…} then {"type":"row","table":…,"row":…}
 * then {"type":"file","path":…,"data":base64}.
 */

/** Short-lived state, not worth restoring. */
const NOT_BACKED_UP: readonly PgTable[] = [schema.rateLimits];

/**
 * Every table of the schema but the short-lived ones, parents before children
 * (by their foreign keys), so foreign keys hold while restoring.
 */
export const BACKUP_TABLES: readonly string[] = (() => {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && !NOT_BACKED_UP.includes(value),
  );
  const ordered: PgTable[] = [];
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = fk.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered.map((table) => getTableName(table));
})();

const FORMAT = "scuola-backup/1";

type Rows = { rows: Array<Record<string, unknown>> };

async function rowsOf(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as Rows).rows;
}

async function migrationCount(db: Db): Promise<number> {
  const rows = await rowsOf(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.n ?? 0);
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

/** Writes the archive of `db` and `uploadsDir` to `out` (gzip'd JSON lines). */
export async function writeBackup(
  db: Db,
  uploadsDir: string,
  out: Writable,
): Promise<{ rows: number; files: number }> {
  const gzip = zlib.createGzip();
  const done = pipeline(gzip, out);
  const write = async (record: unknown) => {
    if (!gzip.write(JSON.stringify(record) + "\n")) await once(gzip, "drain");
  };
  let rows = 0;
  let files = 0;
  // One consistent snapshot of every table.
  await db.transaction(
    async (tx) => {
      await write({
        type: "manifest",
        format: FORMAT,
        createdAt: new Date().toISOString(),
        migrations: await migrationCount(tx as unknown as Db),
        tables: BACKUP_TABLES,
      });
      for (const table of BACKUP_TABLES) {
        for (const row of await rowsOf(
          tx as unknown as Db,
          sql`select row_to_json(t) as r from ${sql.identifier(table)} t`,
        )) {
          await write({ type: "row", table, row: row.r });
          rows++;
        }
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  for (const file of listFiles(uploadsDir)) {
    await write({
      type: "file",
      path: file,
      data: fs.readFileSync(path.join(uploadsDir, file)).toString("base64"),
    });
    files++;
  }
  gzip.end();
  await done;
  return { rows, files };
}

/** True when any backed-up table holds a row. */
export async function hasData(db: Db): Promise<boolean> {
  for (const table of BACKUP_TABLES) {
    const rows = await rowsOf(db, sql`select exists(select 1 from ${sql.identifier(table)}) as e`);
    if (rows[0]?.e === true) return true;
  }
  return false;
}

/**
 * Restores an archive into a migrated database and an uploads folder: every
 * table is emptied and refilled, the uploads folder replaced, in one
 * transaction for the database.
 */
export async function restoreBackup(
  db: Db,
  uploadsDir: string,
  input: Readable,
): Promise<{ rows: number; files: number }> {
  const staging = `${uploadsDir}.restore-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    // First read the whole archive (a damaged one fails here, before any change):
    // files go to a staging folder, rows are kept for the transaction.
    let manifest: { format: string; migrations: number } | undefined;
    const rows: Array<{ table: string; row: unknown }> = [];
    let files = 0;
    const gunzip = zlib.createGunzip();
    const lines = readline.createInterface({ input: gunzip, crlfDelay: Infinity });
    const reading = pipeline(input, gunzip);
    const parsing = (async () => {
      for await (const line of lines) {
        if (!line) continue;
        const record = JSON.parse(line) as
          | { type: "manifest"; format: string; migrations: number }
          | { type: "row"; table: string; row: unknown }
          | { type: "file"; path: string; data: string };
        if (record.type === "manifest") {
          if (record.format !== FORMAT)
            throw new Error(`Archivio non riconosciuto (${record.format})`);
          manifest = record;
        } else if (!manifest) {
          throw new Error("Archivio senza intestazione");
        } else if (record.type === "row") {
          if (!BACKUP_TABLES.includes(record.table)) {
            throw new Error(`Tabella sconosciuta: ${record.table}`);
          }
          rows.push(record);
        } else if (record.type === "file") {
          const target = path.resolve(staging, record.path);
          if (!target.startsWith(staging + path.sep))
            throw new Error(`Percorso non valido nell'archivio: ${record.path}`);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, Buffer.from(record.data, "base64"));
          files++;
        }
      }
    })();
    await Promise.all([reading, parsing]).catch((error: Error) => {
      lines.close();
      throw new Error(`Archivio danneggiato: ${error.message}`);
    });
    if (!manifest) throw new Error("Archivio vuoto");

    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const current = await migrationCount(t);
      if (manifest!.migrations !== current) {
        throw new Error(
          `L'archivio è di una versione dello schema diversa (${manifest!.migrations} migrazioni, qui ${current})`,
        );
      }
      await t.execute(sql.raw(`truncate ${BACKUP_TABLES.map((n) => `"${n}"`).join(", ")} cascade`));
      for (const { table, row } of rows) {
        const id = sql.identifier(table);
        await t.execute(
          sql`insert into ${id} select * from json_populate_record(null::${id}, ${JSON.stringify(row)}::json)`,
        );
      }
    });
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(uploadsDir), { recursive: true });
    fs.renameSync(staging, uploadsDir);
    return { rows: rows.length, files };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** For HTTP streaming: a Readable of the archive. */
export function backupStream(db: Db, uploadsDir: string): Readable {
  const stream = new PassThrough();
  writeBackup(db, uploadsDir, stream).catch((error) => stream.destroy(error));
  return stream;
}
