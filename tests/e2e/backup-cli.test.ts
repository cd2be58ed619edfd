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
    // A file an older release left in DATA_DIR/uploads: moved into the database
    // at start (decision 040), then carried by the archive.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-e2e-"));
    const image = "0f8e2a1c-1111-4222-8333-444455556666.webp";
    fs.mkdirSync(path.join(dataDir, "uploads", "media"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "media", image), "RIFF....WEBPVP8 ");
    const original = await startServer({ DATA_DIR: dataDir });
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bk-")), "site.ndjson.gz");
    const pages = ["/news", "/corsi", "/news/corso-cedils-2025"];
    let before: string[];
    try {
      expect(fs.existsSync(path.join(dataDir, "uploads", "media", image))).toBe(false);
      expect(
        fs.existsSync(path.join(dataDir, "uploads-imported-into-database", "media", image)),
      ).toBe(true);
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
    expect(stdout).toMatch(/1 file/);
    const restored = await startServer({ DATA_DIR: fresh });
    try {
      const served = await fetch(`${restored.url}/media/${image}`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe("RIFF....WEBPVP8 ");
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
