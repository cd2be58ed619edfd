import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markReleaseInUse, releaseInUse, switchRelease } from "../../scripts/lib/releases.mjs";

/** A fake release folder with one file, as a build would leave it. */
function release(root: string, name: string, mtime: number) {
  const dir = path.join(root, "releases", name);
  fs.mkdirSync(path.join(dir, "client"), { recursive: true });
  fs.writeFileSync(path.join(dir, "client", "app.css"), name);
  fs.utimesSync(dir, mtime, mtime);
  return path.join("releases", name);
}

describe("releases (npm run build)", () => {
  it("moves an old build folder aside, then switches the build symlink and keeps 3 releases", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-releases-"));
    fs.mkdirSync(path.join(root, "build", "client"), { recursive: true });
    fs.writeFileSync(path.join(root, "build", "client", "app.css"), "old");

    switchRelease(release(root, "r1", Date.now() / 1000 + 10), root);
    expect(fs.readlinkSync(path.join(root, "build"))).toBe("releases/r1");
    const moved = fs
      .readdirSync(path.join(root, "releases"))
      .find((n) => n.startsWith("previous-"));
    expect(fs.readFileSync(path.join(root, "releases", moved!, "client", "app.css"), "utf8")).toBe(
      "old",
    );

    for (const [i, name] of ["r2", "r3", "r4"].entries()) {
      switchRelease(release(root, name, Date.now() / 1000 + 20 + i), root);
    }
    expect(fs.readlinkSync(path.join(root, "build"))).toBe("releases/r4");
    expect(fs.readFileSync(path.join(root, "build", "client", "app.css"), "utf8")).toBe("r4");
    expect(fs.readdirSync(path.join(root, "releases")).sort()).toEqual(["r2", "r3", "r4"]);
    // No temporary link left behind.
    expect(fs.readdirSync(root).sort()).toEqual(["build", "releases"]);
  });

  it("never removes a release a live server runs from; a dead server's mark does not count", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-releases-"));
    const now = Date.now() / 1000;
    const served = release(root, "r1", now + 1);
    const abandoned = release(root, "r2", now + 2);
    // This test's own process stands for a running server.
    const unmark = markReleaseInUse(path.join(root, served));
    // A pid far above any real one: the mark of a server that was killed.
    markReleaseInUse(path.join(root, abandoned), 2 ** 22 + 12345);
    expect(releaseInUse(path.join(root, served))).toBe(true);
    expect(releaseInUse(path.join(root, abandoned))).toBe(false);

    for (const [i, name] of ["r3", "r4", "r5", "r6"].entries()) {
      switchRelease(release(root, name, now + 10 + i), root);
    }
    expect(fs.readdirSync(path.join(root, "releases")).sort()).toEqual(["r1", "r4", "r5", "r6"]);
    expect(fs.readFileSync(path.join(root, served, "client", "app.css"), "utf8")).toBe("r1");

    // Once the server has stopped, the next build prunes its release.
    unmark();
    switchRelease(release(root, "r7", now + 20), root);
    expect(fs.readdirSync(path.join(root, "releases")).sort()).toEqual(["r5", "r6", "r7"]);
  });
});
