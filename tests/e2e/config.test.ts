import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COURSE_SEED } from "~/features/courses/courses-content";

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "cfg-")),
      ...env,
    },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("configuration errors stop the start with one clear line and exit 1", () => {
  it.each([
    [{ PORT: "abc" }, /^Configurazione non valida: PORT="abc" /],
    [{ PORT: "70000" }, /^Configurazione non valida: PORT="70000" /],
    [
      { DATABASE_URL: "mysql://localhost/db" },
      /^Configurazione non valida: DATABASE_URL="mysql:\/\/localhost\/db" /,
    ],
    [
      { DATA_DIR: "/dev/null/dati" },
      /^Configurazione non valida: DATA_DIR="\/dev\/null\/dati" non è una cartella scrivibile$/,
    ],
    [{ PUBLIC_URL: "sito-senza-schema" }, /^Configurazione non valida: PUBLIC_URL=/],
    [{ ADMIN_EMAIL: "staff@example.org" }, /^Configurazione non valida: ADMIN_PASSWORD /],
  ])("%o", (env, line) => {
    const result = startWith(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});

describe("the embedded database of a first start", () => {
  it("is copied from the build's starter image, once; a restart keeps the data", async () => {
    const { startServer } = await import("../support/server");
    const first = await startServer();
    try {
      expect(first.output()).toContain("new database created from the starter image");
      // A production start without PUBLIC_URL says so, in one line (decision 054).
      expect(first.output()).toMatch(
        /^Attenzione: PUBLIC_URL non è impostato, il sito usa http:\/\/localhost:\d+ negli attestati/m,
      );
      const page = await (await fetch(first.url + "/corsi")).text();
      expect(page).toContain(`${COURSE_SEED.length} corsi trovati`);
    } finally {
      await first.stop();
    }
    const again = await startServer({
      DATA_DIR: first.dataDir,
      PUBLIC_URL: "https://www.example.org",
    });
    try {
      expect(again.output()).not.toContain("starter image");
      expect(again.output()).not.toContain("PUBLIC_URL");
      expect((await fetch(again.url + "/news")).status).toBe(200);
    } finally {
      await again.stop();
    }
  }, 60_000);
});
