// Comments point to what a newcomer can read (the specification, a decision
// record in docs/decisions/), never to a tracker they cannot.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TRACKER_REFERENCE = /\b[Ii]ssues? #?[0-9]+|\(#[0-9]+\)/;
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|json|html)$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

describe("no tracker references", () => {
  it("names no issue number in app/ or server/", () => {
    const scanned = ["app", "server"].flatMap((dir) => files(path.join(ROOT, dir)));
    expect(scanned.length).toBeGreaterThan(100);
    const found = scanned.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          TRACKER_REFERENCE.test(line)
            ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
