import { defineConfig } from "vitest/config";
import LongBrowserFilesFirst from "./tests/setup/sequencer";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // The long browser files start first (a fresh clone has no earlier timings).
    sequence: { sequencer: LongBrowserFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Unit tests sit beside the code they test; *.integration and *.e2e are the other tiers.
          include: ["{app,server,tests/unit}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.{integration,e2e}.test.ts", "**/node_modules/**"],
          setupFiles: ["tests/setup/console.ts", "tests/setup/env.ts"],
          // Pure functions: one module graph per worker, not one per file.
          isolate: false,
          // npm test runs them at a low priority beside the browser tests
          // (scripts/test.mjs): a password hash that takes 50 ms alone may wait
          // seconds for a core there.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          // Beside the code; in tests/integration those that span features or layers
          // on purpose (the staff guard table, a platform module driven through features).
          include: ["{app,server,tests/integration}/**/*.integration.test.ts"],
          // On PostgreSQL, one migrated template per run that test databases copy.
          globalSetup: ["tests/setup/postgres-template.ts"],
          setupFiles: ["tests/setup/console.ts", "tests/setup/env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Vitest's default on two cores is one worker; each file has its own
          // databases, so two files at a time use both cores.
          maxWorkers: 2,
          // The files share each worker's modules (their databases are their own):
          // PGlite's WebAssembly and the app's modules are loaded once per worker
          // instead of once per file, and PGlite stays baseline-compiled, as in the
          // server. Together they took the suite from about 39 to 24 s of CPU on
          // six files (docs/decisions/050).
          isolate: false,
          execArgv: ["--liftoff-only"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["app/**/*.e2e.test.ts", "tests/e2e/**/*.test.ts"],
          // Build first, then the one Chromium and the shared read-only server.
          globalSetup: ["tests/setup/e2e-global.ts", "tests/setup/e2e-shared.ts"],
          setupFiles: ["tests/setup/console.ts"],
          // The files share their worker's modules (Playwright, the test support, the
          // app modules some files read the database with): imported once per worker,
          // not once per file (92 s of imports in all before, 30 s after). Each file
          // still has its own browser connection, contexts and servers (fixtures).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser file spends much of its time waiting (pages to settle, servers
          // to start, a build in upgrade.test.ts): three files at a time keep two
          // cores busy without starving each other (E2E_WORKERS to try another count).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
          // On a loaded 2-core machine a browser step now and then misses its time
          // limit (e.g. a no-JavaScript page load waiting 30 s for 'load'); such a test
          // runs once more, and Vitest's report marks it as retried. A real failure
          // fails both runs.
          retry: 1,
          // expect.poll waits 1 s by default: too little for a page to answer on a
          // loaded 2-core machine (a course moved up by keyboard once took longer).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: "resilience",
          include: ["tests/resilience/**/*.test.ts"],
          globalSetup: ["tests/setup/e2e-global.ts"],
          setupFiles: ["tests/setup/console.ts", "tests/setup/env.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
