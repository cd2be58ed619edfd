// The V8 flags production runs with, as written in package.json's "serve" script
// (the one place they are set; see docs/decisions/008). The bench, Lighthouse and
// the browser tests start the server with them, so they measure what runs.
import fs from "node:fs";

export function serverNodeFlags() {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8"));
  // Not --env-file-if-exists: a developer's .env must not leak into the servers
  // the tests and the bench start, which set their own environment.
  return scripts.serve
    .split(/\s+/)
    .filter((word) => word.startsWith("--") && !word.startsWith("--env-file"));
}
