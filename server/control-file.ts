import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR/.server.json tells local tools (backup, restore) that a server is
 * running on this DATA_DIR, where, and the token it accepts for /_internal/*
 * requests from loopback. Readable by the owner only.
 */
export type ControlFile = { pid: number; port: number; token: string };

function controlFilePath(dataDir: string): string {
  return path.join(dataDir, ".server.json");
}

export function writeControlFile(dataDir: string, port: number): ControlFile {
  const control = { pid: process.pid, port, token: randomBytes(32).toString("base64url") };
  fs.writeFileSync(controlFilePath(dataDir), JSON.stringify(control), { mode: 0o600 });
  return control;
}

export function removeControlFile(dataDir: string): void {
  fs.rmSync(controlFilePath(dataDir), { force: true });
}

/** The running server on this DATA_DIR, if its process is alive. */
export function readRunningServer(dataDir: string): ControlFile | undefined {
  try {
    const control = JSON.parse(fs.readFileSync(controlFilePath(dataDir), "utf8")) as ControlFile;
    process.kill(control.pid, 0);
    return control;
  } catch {
    return undefined;
  }
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
