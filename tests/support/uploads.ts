import fs from "node:fs";
import { parseEnv, type Env } from "~/platform/env.server";
import { receiptsDir } from "~/platform/forms/uploads.server";

/** The environment of a form test storing files in `dataDir`, mail to the school's test inbox. */
export function formTestEnv(dataDir: string, extra: Record<string, string> = {}): Env {
  return parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    MAIL_TO: "segreteria@scuola.test",
    ...extra,
  });
}

/** The payment files stored under `dataDir` (generated names). */
export function storedReceipts(dataDir: string): string[] {
  const dir = receiptsDir(dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
