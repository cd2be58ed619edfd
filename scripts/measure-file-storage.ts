// `npm run measure:files [-- postgres://…]`: where uploaded files should live
// (decision 040). Writes and reads a 1 MB and a 5 MB file (random bytes, as a
// photo or a scanned PDF is barely compressible) on disk (written and fsynced,
// as the old receipt store did), in PGlite on disk (durable, as the site runs
// it) and, with a URL, in PostgreSQL; then the size of a backup holding them.
// Each figure is the median of 7 runs. Numbers for the record, not a test.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { writeBackup } from "~/platform/db/backup.server";
import { openDatabase, type Database } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { getStoredFile, putStoredFile } from "~/platform/files/stored-files.server";

const SIZES = [1, 5].map((mb) => mb * 1024 * 1024);
const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function measure(
  name: string,
  write: (key: string, bytes: Uint8Array) => Promise<unknown>,
  read: (key: string) => Promise<unknown>,
) {
  for (const size of SIZES) {
    const writes: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const key = `media/${randomUUID()}.png`;
      writes.push(await time(() => write(key, randomBytes(size))));
      reads.push(await time(() => read(key)));
    }
    console.log(
      `${name.padEnd(10)} ${String(size / 1024 / 1024).padStart(2)} MB  write ${median(writes).toFixed(1).padStart(6)} ms  read ${median(reads).toFixed(1).padStart(6)} ms`,
    );
  }
}

/** Bytes of the gzip'd archive of `database` (rows and files). */
async function backupBytes(database: Database): Promise<number> {
  let bytes = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  await writeBackup(database.db, out);
  return bytes;
}

async function onDatabase(name: string, database: Database) {
  try {
    await migrateDatabase(database);
    await measure(
      name,
      (key, bytes) => putStoredFile(database.db, key, bytes, "image/png"),
      (key) => getStoredFile(database.db, key),
    );
    const held = RUNS * SIZES.reduce((a, b) => a + b, 0);
    const archive = await backupBytes(database);
    console.log(
      `${name.padEnd(10)} backup of ${(held / 1024 / 1024).toFixed(0)} MB of files: ${(archive / 1024 / 1024).toFixed(1)} MB (${((archive / held) * 100).toFixed(0)} %)`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "measure-files-"));
  try {
    const disk = path.join(root, "uploads");
    fs.mkdirSync(disk);
    await measure(
      "disk",
      async (key, bytes) => {
        const file = path.join(disk, path.basename(key));
        const handle = await fs.promises.open(file, "wx");
        await handle.writeFile(bytes);
        await handle.sync();
        await handle.close();
      },
      (key) => fs.promises.readFile(path.join(disk, path.basename(key))),
    );
    await onDatabase("PGlite", await openDatabase({ dataDir: path.join(root, "data") }));
    const url = process.argv[2];
    if (url) {
      await onDatabase("PostgreSQL", await openDatabase({ databaseUrl: url }));
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
