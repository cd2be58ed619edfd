// Builds never touch the files a running server is serving: each `npm run build`
// (or `npx react-router build`) writes a new folder releases/<stamp>/, and only
// once it is complete the `build` symlink is switched to it in one rename(2).
// A server already running keeps serving its own release (Node resolved
// build/server/index.js to its real path when it started); the next start uses
// the new one. The previous releases stay for a rollback (KEEP in all), and a
// release that a live server still runs from is never removed, however old
// (each server marks its release at start: markReleaseInUse).
// With BUILD_DIR set (parallel test builds), the build goes straight there.
import fs from "node:fs";
import path from "node:path";

const RELEASES_DIR = "releases";
const CURRENT = "build";
const KEEP = 3;
/** Inside a release: one empty file per process serving from it, named by its pid. */
const IN_USE = ".in-use";

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
    if (releaseInUse(path.join(dir, name))) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Marks `release` as served by this process until it exits; returns the
 * function that removes the mark (called at a graceful stop). A mark left by a
 * killed process is ignored: its pid is no longer alive.
 */
export function markReleaseInUse(release, pid = process.pid) {
  const dir = path.join(release, IN_USE);
  const mark = path.join(dir, String(pid));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(mark, "");
  return () => fs.rmSync(mark, { force: true });
}

/** Whether a live process marked this release as the one it serves. */
export function releaseInUse(release) {
  let marks;
  try {
    marks = fs.readdirSync(path.join(release, IN_USE));
  } catch {
    return false;
  }
  return marks.some((name) => isAlive(Number(name)));
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error?.code === "EPERM";
  }
}
