import fs from "node:fs";
import path from "node:path";
import { openDatabase, type Db } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";

/**
 * The starter database: an embedded PGlite data directory, migrated and seeded,
 * made once by the build (vite.config.ts) and written beside the server bundle.
 * A first start copies it instead of running PostgreSQL's initdb, migrations and
 * seed, which took 2.9 of the 3.7 s before the first answer (docs/decisions/009).
 * The image holds only what every fresh install holds: schema and sample content.
 */
export const STARTER_IMAGE_FILE = "starter-db.tar.gz";

/**
 * Writes the starter image to `file`, whole or not at all: a migrated in-memory
 * PGlite with the sample content (`seed`: app/seed.server.ts, handed in by the
 * server), dumped as a data directory `openDatabase({ loadDataDir })` starts from.
 */
export async function writeStarterImage(
  file: string,
  seed: (db: Db) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ memory: true });
  let image: Blob;
  try {
    await migrateDatabase(database, seed);
    image = await database.pglite!.dumpDataDir("gzip");
  } finally {
    await database.close();
  }
  const staging = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(staging, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(staging, file);
}

/**
 * The starter image for a data directory that holds no database yet, or null:
 * an existing database is never replaced, and without an image (development,
 * or a build that could not make one) PGlite initialises the directory itself.
 */
export function starterImageFor(dataDir: string, imageFile: string): Blob | null {
  if (fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) return null;
  if (!fs.existsSync(imageFile)) return null;
  return new Blob([fs.readFileSync(imageFile)]);
}
