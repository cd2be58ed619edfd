import type { TestProject } from "vitest/node";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { createEmptyPostgresDatabase } from "../support/db";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database of this run that test databases are copied from. */
    postgresTemplate: string;
  }
}

/**
 * Integration tests on PostgreSQL (TEST_DATABASE_URL): every migration is run
 * once per run, into a template database; each test database is then a copy
 * (`create database … template …`), instead of running the migrations again
 * for every database, which took about 0.6–1 s of the two cores each time.
 */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) return;
  const template = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: template.url });
  try {
    await migrateDatabase(database);
  } finally {
    // A template may be copied only while nobody is connected to it.
    await database.close();
  }
  project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
  return template.drop;
}
