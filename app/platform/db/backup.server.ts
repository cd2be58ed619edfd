import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { bytesValue, mimeFromKey, sha256Hex } from "~/platform/files/stored-files.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";

/**
 * Backups: one gzip'd JSON-lines archive holding every row of every table and
 * every uploaded file (the stored_files table, decision 040). Rows are dumped
 * with row_to_json and restored with json_populate_record, so PostgreSQL
 * itself converts every type back exactly, on PGlite and PostgreSQL alike (an
 * archive from one restores into the other).
 *
 * Archive lines: {"type":"manifest",…} then {"type":"row","table":…,"row":…}
 * then {"type":"file","path":key,"mime":…,"createdAt":…,"data":base64}: files
 * one line each, read one at a time and staged on disk while restoring, so
 * neither side holds every file in memory.
 */

/**
 * Short-lived state, not worth restoring; the content version (a restore
 * bumps it, so no instance keeps a page cached from before); the files,
 * written as "file" lines.
 */
const NOT_BACKED_UP: readonly PgTable[] = [
  schema.rateLimits,
  schema.contentVersion,
  schema.storedFiles,
];

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

type FileLine = { type: "file"; path: string; mime?: string; createdAt?: string; data: string };

/** Writes the archive of `db`, rows and files, to `out` (gzip'd JSON lines). */
export async function writeBackup(db: Db, out: Writable): Promise<{ rows: number; files: number }> {
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
      // The files of the same snapshot, one at a time.
      const t = tx as unknown as Db;
      for (const { key } of await rowsOf(t, sql`select key from stored_files order by key`)) {
        const [file] = await rowsOf(
          t,
          sql`select mime, to_json(created_at) #>> '{}' as created_at, encode(bytes, 'base64') as data
              from stored_files where key = ${key}`,
        );
        const line: FileLine = {
          type: "file",
          path: String(key),
          mime: String(file!.mime),
          createdAt: String(file!.created_at),
          data: String(file!.data).replace(/\n/g, ""),
        };
        await write(line);
        files++;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
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

/** What an archive's file line becomes: the bytes staged on disk, the rest kept. */
type StagedFile = { key: string; mime: string; createdAt: string | undefined; staged: string };

/**
 * Restores an archive into a migrated database: every table, files included,
 * is emptied and refilled in one transaction.
 */
export async function restoreBackup(
  db: Db,
  input: Readable,
): Promise<{ rows: number; files: number }> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-restore-"));
  try {
    // First read the whole archive (a damaged one fails here, before any change):
    // files go to a staging folder, rows are kept for the transaction.
    let manifest: { format: string; migrations: number } | undefined;
    const rows: Array<{ table: string; row: unknown }> = [];
    const files: StagedFile[] = [];
    const gunzip = zlib.createGunzip();
    const lines = readline.createInterface({ input: gunzip, crlfDelay: Infinity });
    const reading = pipeline(input, gunzip);
    const parsing = (async () => {
      for await (const line of lines) {
        if (!line) continue;
        const record = JSON.parse(line) as
          | { type: "manifest"; format: string; migrations: number }
          | { type: "row"; table: string; row: unknown }
          | FileLine;
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
          const key = record.path.split(path.sep).join("/");
          const mime = record.mime ?? mimeFromKey(key);
          if (!mime || key.split("/").includes("..") || key.startsWith("/"))
            throw new Error(`File non valido nell'archivio: ${record.path}`);
          const staged = path.join(staging, String(files.length));
          fs.writeFileSync(staged, Buffer.from(record.data, "base64"));
          files.push({ key, mime, createdAt: record.createdAt, staged });
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
      const emptied = [...BACKUP_TABLES, "stored_files"].map((n) => `"${n}"`).join(", ");
      await t.execute(sql.raw(`truncate ${emptied} cascade`));
      for (const { table, row } of rows) {
        const id = sql.identifier(table);
        await t.execute(
          sql`insert into ${id} select * from json_populate_record(null::${id}, ${JSON.stringify(row)}::json)`,
        );
      }
      for (const file of files) {
        const bytes = fs.readFileSync(file.staged);
        // The time as text, so PostgreSQL keeps its microseconds.
        await t.execute(
          sql`insert into stored_files (key, mime, size, sha256, bytes, created_at)
              values (${file.key}, ${file.mime}, ${bytes.length}, ${sha256Hex(bytes)}, ${bytesValue(bytes)},
                      coalesce(${file.createdAt ?? null}::timestamptz, now()))`,
        );
      }
      await distrustInvoiceNumbers(t);
      await bumpContentVersion(t);
    });
    return { rows: rows.length, files: files.length };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Invoices issued after the archive was written are not in it, but they went
 * to the SdI with their numbers: the archive's counters may be behind. Every
 * counter (this year's too, made from the invoices restored) waits for an
 * amministratore to confirm the next number before another invoice is issued
 * (decision 063).
 */
async function distrustInvoiceNumbers(db: Db): Promise<void> {
  await db.execute(sql`update invoice_counters set confirmed = false`);
  await db.execute(
    sql`insert into invoice_counters (year, next_number, confirmed)
        select y, coalesce((select max(number) from invoices where year = y), 0) + 1, false
        from (select extract(year from now() at time zone 'Europe/Rome')::int as y) this_year
        on conflict (year) do nothing`,
  );
}

/** For HTTP streaming: a Readable of the archive. */
export function backupStream(db: Db): Readable {
  const stream = new PassThrough();
  writeBackup(db, stream).catch((error) => stream.destroy(error));
  return stream;
}
