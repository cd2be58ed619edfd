// Builds never touch the files a running server is serving: each `npm run build`
// (or `npx react-router build`) writes a new folder releases/<stamp>/, and only
// once it is complete the `build` symlink is switched to it in one rename(2).
// A server already running keeps serving its own release (Node resolved
// build/server/index.js to its real path when it started); the next start uses
// the new one. The previous releases stay for a rollback (KEEP in all).
// With BUILD_DIR set (parallel test builds), the build goes straight there.
import fs from "node:fs";
import path from "node:path";

const RELEASES_DIR = "releases";
const CURRENT = "build";
const KEEP = 3;

/** Where this build writes: releases/<stamp>, the same for every config load of one build. */
export function releaseDirectory() {
  if (process.env.BUILD_DIR) return process.env.BUILD_DIR;
  process.env.SCUOLA_RELEASE ??= new Date().toISOString().replace(/[:.]/g, "-").slice(0, 23);
  return path.join(RELEASES_DIR, process.env.SCUOLA_RELEASE);
}

/** Points `build` at `release` atomically, then removes all but the newest KEEP releases. */
export function switchRelease(release, root = process.cwd()) {
  const link = path.join(root, CURRENT);
  const target = path.relative(root, path.resolve(root, release));
  let current;
  try {
    current = fs.lstatSync(link);
  } catch {
    current = undefined;
  }
  // A `build` folder from before releases: moved aside once (a server started
  // from it before this change is restarted by the upgrade anyway).
  if (current?.isDirectory()) {
    fs.mkdirSync(path.join(root, RELEASES_DIR), { recursive: true });
    fs.renameSync(link, path.join(root, RELEASES_DIR, `previous-${Date.now()}`));
  }
  const tmp = `${link}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(target, tmp);
  fs.renameSync(tmp, link);
  pruneReleases(root, target);
}

function pruneReleases(root, keepTarget) {
  const dir = path.join(root, RELEASES_DIR);
  const releases = fs
    .readdirSync(dir)
    .map((name) => ({ name, mtime: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of releases.slice(KEEP)) {
    if (path.join(RELEASES_DIR, name) === keepTarget) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
