import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server";

const run = promisify(execFile);

function cli(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return run(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  });
}

const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, "");

describe("npm run backup / npm run restore (PGlite)", () => {
  it("backs up a running site and restores it into a fresh DATA_DIR exactly", async () => {
    const original = await startServer();
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bk-")), "site.ndjson.gz");
    const pages = ["/news", "/corsi", "/news/corso-cedils-2025"];
    let before: string[];
    try {
      // A file in the uploads folder must travel with the archive.
      fs.mkdirSync(path.join(original.dataDir, "uploads", "media"), { recursive: true });
      fs.writeFileSync(
        path.join(original.dataDir, "uploads", "media", "foto.webp"),
        "RIFF....WEBP",
      );
      before = await Promise.all(
        pages.map(async (p) => withoutNonce(await (await fetch(original.url + p)).text())),
      );
      const { stdout } = await cli("backup", [archive], { DATA_DIR: original.dataDir });
      expect(stdout).toContain("server in esecuzione");
      // Restoring onto a DATA_DIR whose server is running is refused.
      await expect(
        cli("restore", [archive, "--force"], { DATA_DIR: original.dataDir }),
      ).rejects.toThrow(/fermalo/);
    } finally {
      await original.stop();
    }
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "restored-"));
    const { stdout } = await cli("restore", [archive], { DATA_DIR: fresh });
    expect(stdout).toMatch(/Ripristino completato/);
    expect(fs.readFileSync(path.join(fresh, "uploads", "media", "foto.webp"), "utf8")).toBe(
      "RIFF....WEBP",
    );
    const restored = await startServer({ DATA_DIR: fresh });
    try {
      const after = await Promise.all(
        pages.map(async (p) => withoutNonce(await (await fetch(restored.url + p)).text())),
      );
      expect(after).toEqual(before);
    } finally {
      await restored.stop();
    }
    // A second restore over existing data needs --force.
    await expect(cli("restore", [archive], { DATA_DIR: fresh })).rejects.toThrow(/--force/);
  }, 240_000);
});
