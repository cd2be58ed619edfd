// The shape docs/conventions.md asks of screens, checked on the source: a route
// module stays small (its parts live beside it), and code that runs on every
// request reads no seed data (decision 029: seed data is read once, into an
// empty database).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");
const MAX_ROUTE_MODULE_LINES = 250;

/** The seed data files: what an empty database starts with. */
const SEED_DATA = [
  "features/courses/courses-content.ts",
  "features/news/news-content.ts",
  "features/calls/calls-content.ts",
  "features/prices/prices-content.ts",
  "features/faq/faq-content.ts",
];

/**
 * Who may read them: the seed, and the seed verbs it calls that still live in
 * their feature's server module (each writes its table's first rows).
 */
const SEED_READERS = [
  "seed.server.ts",
  "features/calls/calls.server.ts",
  "features/prices/prices.server.ts",
  "features/faq/faq.server.ts",
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app-relative module an import specifier names, without its extension. */
function imported(fromFile: string, specifier: string): string {
  const target = specifier.startsWith("~/")
    ? specifier.slice(2)
    : path.relative(APP, path.resolve(path.dirname(fromFile), specifier));
  return target.replace(/\.tsx?$/, "");
}

describe("thin screens", () => {
  it(`keeps every route module of app/routes.ts within ${MAX_ROUTE_MODULE_LINES} lines`, () => {
    const routes = fs.readFileSync(path.join(APP, "routes.ts"), "utf8");
    const modules = [
      ...new Set([...routes.matchAll(/"(features\/[^"]+\.tsx?)"/g)].map((m) => m[1]!)),
    ];
    expect(modules.length).toBeGreaterThan(50);
    const long = modules
      .map((m) => ({ m, lines: fs.readFileSync(path.join(APP, m), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_ROUTE_MODULE_LINES)
      .map(({ m, lines }) => `${m}: ${lines}`);
    expect(long).toEqual([]);
  });

  it("reads no seed data from code that runs on a request", () => {
    const seeds = new Set(SEED_DATA.map((f) => f.replace(/\.ts$/, "")));
    const readers = sourceFiles(APP)
      .filter((file) => {
        const own = path.relative(APP, file);
        return !SEED_READERS.includes(own) && !SEED_DATA.includes(own);
      })
      .flatMap((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)]
          .filter((m) => seeds.has(imported(file, m[1]!)))
          .map((m) => `${path.relative(APP, file)} → ${m[1]}`),
      );
    expect(readers).toEqual([]);
  });
});
