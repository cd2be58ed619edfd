#!/usr/bin/env node
// `npm test`: the whole suite, in order: Chromium check, types, lint, unit,
// integration, production build, browser tests. Ends with one summary line
// "Tests: N passed, N failed" counted from Vitest's JSON reports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const reportsDir = "reports/tests";
fs.mkdirSync(reportsDir, { recursive: true });

const steps = [
  ["Chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["Tipi", "npx", ["react-router", "typegen"]],
  ["Tipi", "npx", ["tsc"]],
  ["Lint", "npm", ["run", "lint"]],
  ["Formato", "npx", ["prettier", "--check", "."]],
  ["Unit", "npx", vitest("unit")],
  ["Integrazione", "npx", vitest("integration")],
  ["Build", "npx", ["react-router", "build"]],
  ["Browser", "npx", vitest("e2e")],
  ["Resilienza", "npx", vitest("resilience")],
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

let failedStep;
const timings = [];
const started = performance.now();
for (const [name, cmd, args] of steps) {
  const stepStart = performance.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const env = {
    ...process.env,
    ...(["Browser", "Resilienza"].includes(name) ? { E2E_SKIP_BUILD: "1" } : {}),
  };
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  timings.push(`${name} ${Math.round((performance.now() - stepStart) / 1000)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
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
console.log(
  `\nTempi: ${timings.join(", ")}; totale ${Math.round((performance.now() - started) / 1000)} s`,
);
if (failedStep) console.error(`\n✗ Fallito il passo: ${failedStep}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
