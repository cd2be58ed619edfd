// The layers of docs/architecture.md are lint rules (decision 056): these
// snippets break them, or keep them, and ESLint must say so.
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { featureZones } from "../../eslint.config.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures/layers");

// One instance for the file: ESLint loads its config and plugins once.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

/** The rules an import of `from`, written in a file at `file`, breaks. */
async function brokenRules(file: string, from: string, instance = eslint): Promise<string[]> {
  const code = `import * as imported from "${from}";\n\nexport const probe = imported;\n`;
  const [result] = await instance.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

async function brokenInFiles(files: string[], instance = eslint): Promise<string[]> {
  const results = await instance.lintFiles(files.map((file) => path.join(FIXTURES, file)));
  return results.flatMap((result) => result.messages.map((m) => m.ruleId ?? m.message));
}

// The first lint of a run loads the TypeScript resolver and the project: seconds,
// more on a busy machine.
describe("layers", { timeout: 60_000 }, () => {
  it.each([
    ["app/platform/probe.ts", "~/features/news/news.server", "platform → feature"],
    ["app/platform/db/probe.ts", "~/features/staff/auth/roles", "platform → feature"],
    ["app/ui/probe.tsx", "~/features/news/news.server", "ui → feature"],
    ["app/ui/layout/probe.tsx", "~/features/settings/settings.server", "ui → feature"],
    ["app/platform/probe.ts", "~/ui/buttons", "platform → ui"],
    ["app/platform/records/probe.ts", "~/ui/forms/field", "platform → ui"],
    [
      "app/features/courses/probe.ts",
      "~/features/news/news.server",
      "another feature's own module",
    ],
    ["app/features/courses/probe.tsx", "~/features/news/news", "another feature's own module"],
  ])("refuses %s importing %s (%s)", async (file, from) => {
    expect(await brokenRules(file, from)).toEqual(["import-x/no-restricted-paths"]);
  });

  it.each([
    ["app/features/news/probe.ts", "~/platform/slug"],
    ["app/features/news/probe.ts", "~/ui/buttons"],
    ["app/features/courses/probe.ts", "~/features/news/public-api.server"],
    ["app/features/courses/probe.tsx", "~/features/news/public-api"],
    ["app/features/news/admin/probe.ts", "~/features/news/news.server"],
    ["app/ui/probe.tsx", "~/platform/site"],
    ["app/ui/probe.tsx", "~/ui/buttons"],
    ["app/platform/probe.ts", "~/platform/slug"],
    ["app/seed-probe.server.ts", "~/features/news/news-content"],
    ["server/probe.ts", "~/features/inbox/notifications.server"],
  ])("lets %s import %s", async (file, from) => {
    expect(await brokenRules(file, from)).toEqual([]);
  });

  it("refuses a circle of imports, not a chain", async () => {
    expect(await brokenInFiles(["cycle-a.ts"])).toEqual(["import-x/no-cycle"]);
    expect(await brokenInFiles(["uses-leaf.ts", "leaf.ts"])).toEqual([]);
  });
});

describe("the boundary between features", { timeout: 60_000 }, () => {
  /** ESLint with the zones of features `a` and `b` of the fixtures. */
  function withZones() {
    const zones = featureZones(["a", "b"]);
    const override: Linter.Config = {
      files: ["tests/fixtures/layers/app/**/*.ts"],
      rules: { "import-x/no-restricted-paths": ["error", { basePath: FIXTURES, zones }] },
    };
    return { zones, eslint: new ESLint({ cwd: ROOT, ignore: false, overrideConfig: override }) };
  }

  it("lets another feature import a feature only through its public module", async () => {
    const { eslint: checked } = withZones();
    expect(await brokenInFiles(["app/features/b/uses-internal.ts"], checked)).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await brokenInFiles(["app/features/b/uses-public.ts"], checked)).toEqual([]);
    // Inside the feature itself anything goes.
    expect(await brokenInFiles(["app/features/a/public-api.ts"], checked)).toEqual([]);
  });
});
