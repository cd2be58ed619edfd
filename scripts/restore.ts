// `npm run restore -- <file> [--force]`: brings DATA_DIR (or DATABASE_URL) back
// to exactly the state of an archive written by `npm run backup`.
import fs from "node:fs";
import { hasData, restoreBackup } from "~/platform/db/backup.server";
import { readRunningServer } from "../server/control-file";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { ConfigError, env as readEnv } from "~/platform/env.server";

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file || !fs.existsSync(file))
    throw new Error("indica il file dell'archivio: npm run restore -- <file> [--force]");
  const env = readEnv();
  if (!env.DATABASE_URL && readRunningServer(env.DATA_DIR)) {
    throw new Error(`un server è in esecuzione su ${env.DATA_DIR}: fermalo prima del ripristino`);
  }
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
    if (!args.includes("--force") && (await hasData(database.db))) {
      throw new Error(
        "il database contiene già dati: aggiungi --force per sostituirli con quelli dell'archivio",
      );
    }
    const { rows, files } = await restoreBackup(database.db, fs.createReadStream(file));
    console.log(`Ripristino completato da ${file}: ${rows} righe, ${files} file`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Ripristino non riuscito: ${(error as Error).message}`,
  );
  process.exit(1);
});
