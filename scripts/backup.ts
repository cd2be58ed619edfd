// `npm run backup [-- <file>]`: one archive with the database and the uploads.
// With PGlite and a server running on the same DATA_DIR, the running server
// writes it (two processes must never open one PGlite directory).
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { writeBackup } from "~/server/backup.server";
import { readRunningServer } from "../server/control-file";
import { openDatabase } from "~/server/db/client.server";
import { ConfigError, env as readEnv } from "~/server/env.server";

async function main() {
  const env = readEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = path.resolve(process.argv[2] ?? path.join("backups", `backup-${stamp}.ndjson.gz`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const uploadsDir = path.join(env.DATA_DIR, "uploads");

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
    return;
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    const { rows, files } = await writeBackup(
      database.db,
      uploadsDir,
      fs.createWriteStream(file, { mode: 0o600 }),
    );
    console.log(`Backup scritto: ${file} (${rows} righe, ${files} file)`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Backup non riuscito: ${(error as Error).message}`,
  );
  process.exit(1);
});
