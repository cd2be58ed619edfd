import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/*
 * The layers of docs/architecture.md, checked here (decision 056): platform
 * below ui below features; server/, the app's root modules (routes, root, the
 * seed) above them all.
 */

/** Every feature folder, read from disk so that a new feature is covered. */
const FEATURES = fs
  .readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** What a feature lets the others import: browser-safe, and server-only (never mixed). */
const PUBLIC_MODULES = ["./public-api.ts", "./public-api.server.ts"];

const LAYER_ZONES = [
  {
    target: "./app/platform",
    from: "./app/features",
    message: "app/platform imports no feature: hand it what it needs as an argument.",
  },
  {
    target: "./app/platform",
    from: "./app/ui",
    message: "app/platform imports nothing from app/ui.",
  },
  {
    target: "./app/ui",
    from: "./app/features",
    message: "app/ui imports no feature.",
  },
];

/**
 * One zone per feature: the other features import it only through its public
 * modules (exported for tests/unit/layers.test.ts).
 */
export function featureZones(features) {
  return features.map((name) => ({
    target: features.filter((other) => other !== name).map((other) => `./app/features/${other}`),
    from: `./app/features/${name}`,
    except: PUBLIC_MODULES,
    message: `Another feature imports ${name} only through its public-api.ts or public-api.server.ts.`,
  }));
}

const FEATURE_ZONES = featureZones(FEATURES);

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "releases/**",
      ".react-router/**",
      "node_modules/**",
      "reports/**",
      "data/**",
      // Deliberately broken code that tests/unit/layers.test.ts lints by itself.
      "tests/fixtures/layers/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "tests/fixtures/layers/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Read our TypeScript modules (to follow their imports) with the TypeScript parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: LAYER_ZONES },
      ],
      // Only our own modules can close a circle: packages are not followed.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Another feature only through its public module.
    files: ["app/features/**/*.{ts,tsx}"],
    // A feature's own tests may drive another feature's route modules to set up
    // their data; tests that span features on purpose live in tests/.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: [...LAYER_ZONES, ...FEATURE_ZONES] },
      ],
    },
  },
  {
    // A public module is either browser-safe or server-only, never both.
    files: ["app/features/*/public-api.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server(\\.tsx?)?$",
              message:
                "public-api.ts is browser-safe: server modules go through public-api.server.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        fetch: "readonly",
        performance: "readonly",
        Buffer: "readonly",
        clearTimeout: "readonly",
      },
    },
  },
);
