import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * After the server bundle is written, runs its `buildStarterImage` in a child
 * process: migrations and seed applied once, at build time, to an embedded
 * database whose image a first start then copies (app/platform/db/starter-image.server.ts, seeded by app/seed.server.ts).
 * A migration that fails here fails the build, not a visitor's first request.
 */
export function starterDatabase(): Plugin {
  return {
    name: "scuola:starter-database",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((out) => out.type === "chunk" && out.isEntry);
      if (!entry) throw new Error("starter database: no server entry in the bundle");
      const url = pathToFileURL(path.join(options.dir!, entry.fileName)).href;
      const started = performance.now();
      const result = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const app = await import(${JSON.stringify(url)}); await app.buildStarterImage();`,
        ],
        { stdio: ["ignore", "inherit", "inherit"] },
      );
      if (result.status !== 0) {
        throw new Error(`starter database: the build of the image failed (${result.status})`);
      }
      this.info(`starter database image written in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
