import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import { afterEach, beforeEach, expect } from "vitest";
import type { Db } from "~/platform/db/client.server";
import { enrolments, storedFiles } from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";

/** The environment of a form test with its own DATA_DIR, mail to the school's test inbox. */
export function formTestEnv(dataDir: string | undefined, extra: Record<string, string> = {}): Env {
  return parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    MAIL_TO: "segreteria@scuola.test",
    ...extra,
  });
}

/**
 * For a describe of form tests: each test gets a DATA_DIR of its own (named
 * after `prefix`), removed after it; the function returned is formTestEnv there.
 */
export function formEnvPerTest(prefix: string): (extra?: Record<string, string>) => Env {
  let dataDir = "";
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return (extra = {}) => formTestEnv(dataDir, extra);
}

/** The names of the payment files stored in the database (decision 040). */
export async function storedReceipts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(like(storedFiles.key, "receipts/%"));
  return rows.map((r) => r.key.slice("receipts/".length));
}

/** Expects that a refused or failed enrolment kept nothing: no enrolment row, no payment file. */
export async function expectNothingStored(db: Db): Promise<void> {
  expect(await db.select().from(enrolments)).toHaveLength(0);
  expect(await storedReceipts(db)).toEqual([]);
}
