// `npm run backup [-- <file>] [--prune]`: one archive with the database, uploaded files included.
// --prune then deletes older archives in the same folder, keeping the newest of
// each of the last 14 days and of the last 12 months (scripts/lib/backup-retention.ts).
// With PGlite and a server running on the same DATA_DIR, the running server
// writes it (two processes must never open one PGlite directory).
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { writeBackup } from "~/platform/db/backup.server";
import { readRunningServer } from "../server/control-file";
import { openDatabase } from "~/platform/db/client.server";
import { ConfigError, env as readEnv } from "~/platform/env.server";
import { backupsToPrune } from "./lib/backup-retention";

const args = process.argv.slice(2);
const prune = args.includes("--prune");
const target = args.find((arg) => !arg.startsWith("--"));

/** Deletes the archives beside `file` that the retention does not keep. */
function pruneBeside(file: string) {
  const dir = path.dirname(file);
  const removed = backupsToPrune(fs.readdirSync(dir));
  for (const name of removed) fs.rmSync(path.join(dir, name));
  console.log(
    `Backup eliminati per la conservazione (14 giornalieri, 12 mensili): ${removed.length}`,
  );
}

async function main() {
  const env = readEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = path.resolve(
    target ?? path.join(process.env.BACKUP_DIR || "backups", `backup-${stamp}.ndjson.gz`),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });

  const running = env.DATABASE_URL ? undefined : readRunningServer(env.DATA_DIR);
  if (running) {
    const res = await fetch(`http://127.0.0.1:${running.port}/_internal/backup`, {
      headers: { "x-control-token": running.token },
    });
    if (!res.ok || !res.body) throw new Error(`il server ha risposto ${res.status}`);
    await pipeline(
      Readable.fromWeb(res.body as never),
      fs.createWriteStream(file, { mode: 0o600 }),
    );
    console.log(`Backup scritto dal server in esecuzione: ${file}`);
    if (prune) pruneBeside(file);
    return;
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    const { rows, files } = await writeBackup(
      database.db,
      fs.createWriteStream(file, { mode: 0o600 }),
    );
    console.log(`Backup scritto: ${file} (${rows} righe, ${files} file)`);
  } finally {
    await database.close();
  }
  if (prune) pruneBeside(file);
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Backup non riuscito: ${(error as Error).message}`,
  );
  process.exit(1);
});
