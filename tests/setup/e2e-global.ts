import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { testBrowserPath } from "../../scripts/ensure-chromium.mjs";

/**
 * Builds the production server once for the browser tests (into BUILD_DIR,
 * default build/), unless E2E_SKIP_BUILD=1 says the caller just built it.
 */
export default function setup() {
  if (!testBrowserPath()) {
    throw new Error(
      "Chromium non trovato: esegui `npm run ensure-chromium` (apt-get install -y chromium chromium-headless-shell).",
    );
  }
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(`${buildDir}/server/index.js`)) {
    // Vitest sets NODE_ENV=test; a build under it would have import.meta.env.DEV
    // true (no page CSP nonce, development code paths). Build as production.
    execFileSync("npx", ["react-router", "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
}
