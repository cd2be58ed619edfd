import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createUser } from "~/features/staff/accounts.server";
import type { Role } from "~/features/staff/auth/roles";
import { createSession } from "~/features/staff/auth/sessions.server";
import { parseEnv, type Env } from "~/platform/env.server";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./db";

type StaffDatabase = { database: TestDatabase; env: Env; staffId: string; cookie: string };

/**
 * For a describe whose tests post to staff routes: a fresh database of `kind`
 * and a data folder (named from `dataDirPrefix`) for the whole describe, one
 * staff member, and the Cookie header of a session of theirs. Call it in the
 * describe's body; it adds its own hooks, and the function it returns gives
 * what they opened (inside tests and hooks).
 */
export function staffDatabaseForDescribe(
  kind: DatabaseKind,
  dataDirPrefix: string,
  staff: { email: string; role?: Role },
): () => StaffDatabase {
  let opened: (StaffDatabase & { dataDir: string }) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const staffId = (await createUser(database.db, { ...staff, password: "password-lunga-1" })).id;
    const cookie = `staff_session=${(await createSession(database.db, staffId)).token}`;
    opened = { database, dataDir, env, staffId, cookie };
  });
  afterAll(async () => {
    await opened?.database.drop();
    if (opened) fs.rmSync(opened.dataDir, { recursive: true, force: true });
    opened = undefined;
  });
  return () => {
    if (!opened) throw new Error("the staff database is open only inside tests and hooks");
    return opened;
  };
}
