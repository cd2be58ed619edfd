#!/usr/bin/env node
// `npm test`: the whole suite: Chromium check; types, lint, format, unit and
// integration tests and the production build side by side (they are
// independent, and one alone leaves a core idle); then the browser tests and
// the resilience tests, which need the build. Ends with one summary line
// "Tests: N passed, N failed" counted from Vitest's JSON reports.
import { spawn } from "node:child_process";
import fs from "node:fs";

const reportsDir = "reports/tests";
fs.mkdirSync(reportsDir, { recursive: true });

/** Each group runs after the previous one; the steps of a group run at the same time. */
const groups = [
  [["Chromium", "node", ["scripts/ensure-chromium.mjs"]]],
  // The route types the type check and the linter read.
  [["Tipi (typegen)", "npx", ["react-router", "typegen"]]],
  [
    ["Tipi", "npx", ["tsc"]],
    // npm run lint: ESLint, then Knip (unused files, dependencies, exports).
    ["Lint", "npx", ["eslint", ".", "--max-warnings=0"]],
    ["Lint (Knip)", "npx", ["knip"]],
    ["Formato", "npx", ["prettier", "--check", "."]],
    ["Unit", "npx", vitest("unit")],
    ["Integrazione", "npx", vitest("integration")],
    ["Build", "npx", ["react-router", "build"]],
  ],
  [["Browser", "npx", vitest("e2e")]],
  [["Resilienza", "npx", vitest("resilience")]],
];

function vitest(project) {
  return [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportsDir}/${project}.json`,
  ];
}

const seconds = (since) => Math.round((performance.now() - since) / 1000);

/**
 * Runs one step. Alone in its group it prints as it goes; beside others its
 * output is kept and printed in one piece when it ends, so logs do not mix.
 */
function run([name, cmd, args], alone) {
  const started = performance.now();
  const env = {
    ...process.env,
    ...(["Browser", "Resilienza"].includes(name) ? { E2E_SKIP_BUILD: "1" } : {}),
  };
  if (alone) console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const child = spawn(cmd, args, { env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (!alone) process.stdout.write(`\n▶ ${name}: ${cmd} ${args.join(" ")}\n${output}`);
      resolve({ name, ok: code === 0, time: seconds(started) });
    });
  });
}

let failedSteps = [];
const timings = [];
const started = performance.now();
for (const group of groups) {
  const groupStart = performance.now();
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  const times = results.map((r) => `${r.name} ${r.time} s`).join(", ");
  timings.push(group.length === 1 ? times : `[${times}: insieme ${seconds(groupStart)} s]`);
  failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
  if (failedSteps.length > 0) break;
}

let passed = 0;
let failed = 0;
for (const project of ["unit", "integration", "e2e", "resilience"]) {
  const file = `${reportsDir}/${project}.json`;
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  fs.rmSync(file);
}
console.log(`\nTempi: ${timings.join(", ")}; totale ${seconds(started)} s`);
if (failedSteps.length > 0) console.error(`\n✗ Fallito: ${failedSteps.join(", ")}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
