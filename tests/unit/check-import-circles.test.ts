import path from "node:path";
import { describe, expect, it } from "vitest";
import { scratchRepository } from "../support/scratch-repository";
import { circles, importGraph, sourceFiles } from "../../scripts/check-import-circles.mjs";

const repository = (files: Record<string, string>) => scratchRepository(files, "scuola-circles-");

const circlesOf = (root: string) => circles(importGraph(root, sourceFiles(root)));

describe("import circles (npm run lint)", () => {
  it("finds a circle that only a type import closes, which ESLint's no-cycle skips", () => {
    const root = repository({
      "app/features/a/cards.tsx": 'import type { Card } from "~/features/a/cards.server";\n',
      "app/features/a/cards.server.ts":
        'import { next } from "~/features/b/public-api.server";\nexport type Card = { id: string };\n',
      "app/features/b/public-api.server.ts": 'export { next } from "./editions.server";\n',
      "app/features/b/editions.server.ts": "import { CardView } from '../a/cards';\n",
    });
    expect(circlesOf(root)).toEqual([
      [
        "app/features/a/cards.server.ts",
        "app/features/a/cards.tsx",
        "app/features/b/editions.server.ts",
        "app/features/b/public-api.server.ts",
      ],
    ]);
  });

  it("passes a graph without circles, and ignores imports in comments, packages and tests", () => {
    const root = repository({
      "app/platform/money.ts": '// import { x } from "~/features/a/a";\nexport const euro = 1;\n',
      "app/features/a/a.ts":
        'import { euro } from "~/platform/money";\nimport { z } from "zod";\n/* import "./b" */\n',
      "app/features/a/b.ts": 'import "./a";\n',
      "app/features/a/a.test.ts": 'import "./b";\n',
    });
    expect(importGraph(root, sourceFiles(root)).get("app/features/a/a.ts")).toEqual([
      "app/platform/money.ts",
    ]);
    expect(circlesOf(root)).toEqual([]);
  });

  it("finds none in this repository", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    expect(circlesOf(root)).toEqual([]);
  });
});
