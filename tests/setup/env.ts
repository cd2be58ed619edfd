import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Domain modules read configuration through env(): give tests a throwaway DATA_DIR
// and quiet logs. Nothing here points at a real service.
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "scuola-test-"));
process.env.LOG_LEVEL ??= "silent";
process.env.NODE_ENV = "test";
