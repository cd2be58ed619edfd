import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import { createEmptyPostgresDatabase } from "../support/db";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database of this run that test databases are copied from. */
    postgresTemplate: string;
    /** The same with the sample content, for `createTestDatabase(kind, { seed: true })`. */
    postgresSeededTemplate: string;
  }
}

/**
 * Integration tests on PostgreSQL (TEST_DATABASE_URL): every migration is run
 * once per run, into a template database, and the sample content is loaded
 * once, into a copy of it; each test database is then a copy of one of the two
 * (`create database … template …`), instead of running the migrations (about
 * 0.6–1 s of the two cores) and the seed again for every database.
 */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) return;
  const template = await createEmptyPostgresDatabase();
  await prepare(template.url, migrateDatabase);
  const name = (url: string) => new URL(url).pathname.slice(1);
  const seeded = await createEmptyPostgresDatabase({ template: name(template.url) });
  await prepare(seeded.url, (database) => seedDatabase(database.db));
  project.provide("postgresTemplate", name(template.url));
  project.provide("postgresSeededTemplate", name(seeded.url));
  return async () => {
    await Promise.all([template.drop(), seeded.drop()]);
  };
}

/** Runs `fill` on the database at `url`, then closes it: a template is copied only while nobody is connected to it. */
async function prepare(url: string, fill: (database: Database) => Promise<unknown>) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}
