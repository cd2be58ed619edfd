import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throw-away repository with the given files (path → text), for the checks
 * of `npm run lint` that read a repository's tree.
 */
export function scratchRepository(files: Record<string, string>, prefix = "scuola-repo-") {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
