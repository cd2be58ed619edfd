import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scratchRepository } from "../support/scratch-repository";
import { stalePaths } from "../../scripts/check-doc-paths.mjs";

const repository = (files: Record<string, string>) => scratchRepository(files, "scuola-doc-paths-");

describe("cited paths in README.md and docs/ (npm run lint)", () => {
  it("passes a doc whose backticked, bare and linked paths all exist", () => {
    const root = repository({
      "app/platform/env.server.ts": "",
      "scripts/backup.ts": "",
      "docs/deploy.md": "# Deploy\n",
      "docs/decisions/001-one.md": "# One\n",
      "README.md": [
        "Configuration: `app/platform/env.server.ts`, backups by scripts/backup.ts.",
        "See [deploy](docs/deploy.md#backups) and [001](docs/decisions/001-one.md).",
        "",
        "```sh",
        "tsx scripts/backup.ts --prune",
        "```",
      ].join("\n"),
      "docs/decisions/README.md":
        "[001](001-one.md), [deploy](../deploy.md), [site](https://example.org/app/x.ts)\n",
    });
    expect(stalePaths(root)).toEqual([]);
  });

  it("reports each stale path with its file and line, in backticks, bare or linked", () => {
    const root = repository({
      "app/platform/env.server.ts": "",
      "docs/decisions/011-layers.md": [
        "# Layers",
        "",
        "The HTTP layer was in `app/server/`, its cache in app/server/page-cache.server.ts.",
        "The environment: `app/platform/env.server.ts`.",
        "Superseded by [038](038-feature-folders.md).",
      ].join("\n"),
    });
    expect(stalePaths(root)).toEqual([
      { file: "docs/decisions/011-layers.md", line: 3, path: "app/server/" },
      { file: "docs/decisions/011-layers.md", line: 3, path: "app/server/page-cache.server.ts" },
      { file: "docs/decisions/011-layers.md", line: 5, path: "038-feature-folders.md" },
    ]);
  });

  it("skips globs, placeholders, generated folders and paths inside URLs or other paths", () => {
    const root = repository({
      "README.md": [
        "Browser tests: `tests/e2e/**`, `app/**/*.island.tsx`, `docs/decisions/NNN-name.md`,",
        "`scripts/<name>.mjs`, `app/features/{news,courses}/`, `drizzle/…`.",
        "Generated: `build/server/index.js`, `data/pglite`, `reports/lighthouse.json`.",
        "Elsewhere: /srv/scuola/app/x.ts, https://example.org/docs/y.md, node_modules/app/z.js.",
      ].join("\n"),
    });
    expect(stalePaths(root)).toEqual([]);
  });

  it("fails the lint step, naming file:line and the path", () => {
    const root = repository({ "README.md": "Intro\n\nSee `deploy/gone.conf`.\n" });
    fs.mkdirSync(path.join(root, "scripts"));
    fs.copyFileSync(
      path.join(import.meta.dirname, "../../scripts/check-doc-paths.mjs"),
      path.join(root, "scripts/check-doc-paths.mjs"),
    );
    let stderr = "";
    try {
      execFileSync(process.execPath, [path.join(root, "scripts/check-doc-paths.mjs")], {
        stdio: "pipe",
      });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr).toContain("README.md:3  deploy/gone.conf");
  });
});
