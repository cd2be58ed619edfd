#!/usr/bin/env node
// `npm test`: the whole suite. Each step starts as soon as the steps it needs
// have passed, so the two cores never wait on a tail: types, lint, format,
// unit and integration tests and the production build start together; the
// browser tests start when the build is done (beside the integration tests,
// which need no build); the resilience tests, which load the server for a
// fixed time, start beside the browser tests once the integration tests and
// the static checks have passed. Ends with one summary line
// "Tests: N passed, N failed" counted from Vitest's JSON reports.
//
// The build and then the browser tests are the run's longest chain; every
// other step runs at a lower CPU priority (`background`, nice 10), so on two
// cores it takes the time the chain leaves (the browser tests wait for pages
// and servers much of the time) instead of slowing the chain down.
import { spawn } from "node:child_process";
import fs from "node:fs";

const reportsDir = "reports/tests";
fs.mkdirSync(reportsDir, { recursive: true });

/** name, command, arguments, and the steps that must have passed first. */
const steps = [
  { name: "Chromium", cmd: "node", args: ["scripts/ensure-chromium.mjs"], after: [] },
  // The route types the type check and the linter read.
  { name: "Tipi (typegen)", cmd: "npx", args: ["react-router", "typegen"], after: [] },
  { name: "Tipi", cmd: "npx", args: ["tsc"], after: ["Tipi (typegen)"], background: true },
  // npm run lint: ESLint, the cited paths of the docs, the import circles, then
  // Knip (unused files, dependencies, exports).
  {
    name: "Lint",
    cmd: "npx",
    args: ["eslint", ".", "--max-warnings=0"],
    after: ["Tipi (typegen)"],
    background: true,
  },
  {
    name: "Lint (Knip)",
    cmd: "npx",
    args: ["knip"],
    after: ["Tipi (typegen)"],
    background: true,
  },
  // Every repository path that README.md and docs/ cite must exist.
  { name: "Lint (documenti)", cmd: "node", args: ["scripts/check-doc-paths.mjs"], after: [] },
  // No circle of imports, type-only ones included (ESLint's no-cycle skips those).
  { name: "Lint (cerchi)", cmd: "node", args: ["scripts/check-import-circles.mjs"], after: [] },
  {
    name: "Formato",
    cmd: "npx",
    args: ["prettier", "--check", "."],
    after: [],
    background: true,
  },
  { name: "Unit", cmd: "npx", args: vitest("unit"), after: [], background: true },
  { name: "Integrazione", cmd: "npx", args: vitest("integration"), after: [] },
  // After typegen: the build writes the same route types, and two writers would race.
  { name: "Build", cmd: "npx", args: ["react-router", "build"], after: ["Tipi (typegen)"] },
  {
    name: "Browser",
    cmd: "npx",
    args: vitest("e2e"),
    after: ["Chromium", "Build"],
    env: { E2E_SKIP_BUILD: "1" },
  },
  // The resilience tests load the server for a fixed time (60 s of load, two
  // 8-second loads before a crash): they start once the integration tests,
  // which share PostgreSQL with them, are done, beside the browser tests, and
  // take what CPU they get for that time instead of adding it at the end. They
  // do not wait for the static checks, which run in the background.
  {
    name: "Resilienza",
    cmd: "npx",
    args: vitest("resilience"),
    after: ["Integrazione", "Build"],
    env: { E2E_SKIP_BUILD: "1" },
  },
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
const started = performance.now();

/**
 * Runs one step. Its output is kept and printed in one piece when it ends, so
 * the logs of steps running side by side do not mix; a line says when it starts.
 */
function run(step) {
  const begun = performance.now();
  console.log(`▶ ${step.name} (a ${seconds(started)} s): ${step.cmd} ${step.args.join(" ")}`);
  // nice(1) is in every Debian and GNU system; elsewhere the step runs as is.
  const [cmd, args] =
    step.background && process.platform === "linux"
      ? ["nice", ["-n", "10", step.cmd, ...step.args]]
      : [step.cmd, step.args];
  const child = spawn(cmd, args, {
    env: { ...process.env, ...step.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      process.stdout.write(`\n■ ${step.name}: ${step.cmd} ${step.args.join(" ")}\n${output}`);
      resolve({ ok: code === 0, time: seconds(begun) });
    });
  });
}

/** Each step's promise: its result, or `skipped` when a step it needs failed. */
const results = new Map();
for (const step of steps) {
  const needs = step.after.map((name) => results.get(name));
  results.set(
    step.name,
    Promise.all(needs).then((before) =>
      before.every((r) => r.ok) ? run(step) : { ok: false, skipped: true },
    ),
  );
}
const outcomes = await Promise.all(steps.map((step) => results.get(step.name)));

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
const timings = steps
  .map((step, i) => {
    const r = outcomes[i];
    return r.skipped ? `${step.name} non eseguito` : `${step.name} ${r.time} s`;
  })
  .join(", ");
console.log(`\nTempi: ${timings}; totale ${seconds(started)} s`);
const failedSteps = steps.filter((_, i) => !outcomes[i].ok && !outcomes[i].skipped);
if (failedSteps.length > 0) {
  console.error(`\n✗ Fallito: ${failedSteps.map((s) => s.name).join(", ")}`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
