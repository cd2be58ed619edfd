import type { KnipConfig } from "knip";

// `npm run lint` runs Knip after ESLint: no unused files, dependencies or exports.
// Its plugins find most entries by themselves (React Router: app/routes.ts, its
// route modules, root and entry.server; Vitest: every test file, setup and global
// setup; package.json scripts: server.js and the scripts they run; Vite, Drizzle,
// ESLint, Prettier configs). Listed here is only what is reached through a string.
const config: KnipConfig = {
  entry: [
    // The server build's input (vite.config.ts) and, in development, the module
    // server.js loads through Vite's ssrLoadModule.
    "server/app.ts",
    // Built by the islands plugin of vite.config.ts (configFile: "vite.islands.config.ts").
    "vite.islands.config.ts",
    // The island entries, named by path in ISLAND_ENTRY_FILES (app/platform/islands/hydration.ts).
    "app/**/*.island.tsx",
    // Tools run by hand, without an npm script (`node scripts/make-course-images.mjs`).
    "scripts/*.{mjs,ts}",
    // Type declarations of the .mjs helpers that TypeScript files import.
    "scripts/**/*.d.mts",
  ],
  // Modules that tests/unit/layers.test.ts lints, never imports (a circle, a feature boundary).
  ignore: ["tests/fixtures/layers/**"],
  ignoreDependencies: [
    // The W3C HTML checker's jar, run with `java -jar` from its path (tests/support/html-validator.ts).
    "vnu-jar",
  ],
  // System programs the tests and tools call, not npm packages.
  ignoreBinaries: ["apt-get", "caddy", "java", "openssl", "strace", "systemd-analyze"],
  ignoreIssues: {
    // ReceivedMail is the type of each message the test SMTP server keeps (the
    // element type of TestSmtp's mails); tests use it through TestSmtp and need
    // not import it, but it stays exported as the shape a test may name.
    "tests/support/smtp.ts": ["types"],
  },
};

export default config;
