import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../scripts/lib/node-flags.mjs";

const UNITS = ["scuola.service", "scuola-backup.service", "scuola-backup.timer"];
const hasAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;
if (!hasAnalyze) {
  console.warn(
    "systemd-analyze non trovato: la verifica delle unità systemd in deploy/ è saltata.",
  );
}

/** The units with /srv/scuola pointing at this checkout, so verify finds node and server.js. */
function unitsHere(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-units-"));
  return UNITS.map((unit) => {
    const text = fs.readFileSync(path.join("deploy", unit), "utf8");
    const file = path.join(dir, unit);
    fs.writeFileSync(file, text.replaceAll("/srv/scuola", process.cwd()));
    return file;
  });
}

describe("systemd units (deploy/)", () => {
  it.skipIf(!hasAnalyze)("pass systemd-analyze verify", () => {
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", ...unitsHere()], {
      encoding: "utf8",
    });
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });

  it("run the service hardened, with the flags of npm run serve", () => {
    const unit = fs.readFileSync("deploy/scuola.service", "utf8");
    // Its configuration comes from EnvironmentFile, not from a .env in the release.
    const serveFlags = [...serverNodeFlags(), "server.js"].join(" ");
    expect(unit).toContain(`ExecStart=/srv/scuola/node_modules/node/bin/node ${serveFlags}`);
    for (const line of [
      "User=scuola",
      "EnvironmentFile=/etc/scuola/scuola.env",
      "Restart=on-failure",
      "NoNewPrivileges=yes",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/scuola",
      "PrivateTmp=yes",
      "ProtectHome=yes",
      "CapabilityBoundingSet=",
    ]) {
      expect(unit).toMatch(new RegExp(`^${line}$`, "m"));
    }
    expect(unit.match(/^ReadWritePaths=.*$/gm)).toEqual(["ReadWritePaths=/var/lib/scuola"]);
    const backup = fs.readFileSync("deploy/scuola-backup.service", "utf8");
    expect(backup).toContain("scripts/backup.ts --prune");
  });

  it.skipIf(!hasAnalyze)("expose little (systemd-analyze security ≤ 2.0)", () => {
    const [service] = unitsHere();
    const result = spawnSync("systemd-analyze", ["security", "--offline=yes", service!], {
      encoding: "utf8",
    });
    const score = Number(result.stdout.match(/Overall exposure level for \S+: ([\d.]+)/)?.[1]);
    expect(score).toBeLessThanOrEqual(2);
  });
});
