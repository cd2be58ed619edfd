#!/usr/bin/env node
// npm run observatory -- <host> [--http-port 80] [--https-port 443] [--json]
//
// Runs the MDN HTTP Observatory's tests (the @mdn/mdn-http-observatory package,
// locally) against the site's HTTPS front and prints the grade, the score and
// each test. Exit code 1 unless the grade is A+, the score at least 120 and
// every test passes. The package's own `scan()` ignores ports, so this calls its
// retriever with them and grades the result the same way (src/scanner/index.js).
//
// The package is not a project dependency: its install scripts (and its CA
// bundle dependency's) download lists from outside the npm registry, which
// would break `npm install` on a machine that reaches only the registries. It is
// installed on first use, with --ignore-scripts, into node_modules/.cache/ (a
// pinned version); without its download there is no HSTS preload list, so an
// empty one is written (nothing preloaded: the HSTS test then judges only the
// header we send).
// A certificate from Caddy's internal CA (the local test): run with
// NODE_EXTRA_CA_CERTS=<caddy data>/pki/authorities/local/root.crt.
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const host = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
if (!host) {
  console.error("Uso: npm run observatory -- <host> [--http-port N] [--https-port N] [--json]");
  process.exit(2);
}

const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const cacheDir = path.resolve("node_modules/.cache/mdn-http-observatory");
const pkgDir = path.join(cacheDir, "node_modules/@mdn/mdn-http-observatory");
if (!fs.existsSync(path.join(pkgDir, "package.json"))) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const install = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      cacheDir,
      "--ignore-scripts",
      "--no-save",
      "--no-audit",
      "--no-fund",
    ].concat(["--loglevel=error", OBSERVATORY]),
    { stdio: ["ignore", 2, 2] }, // stdout stays the report (--json)
  );
  if (install.status !== 0) {
    console.error(`Installazione di ${OBSERVATORY} non riuscita`);
    process.exit(1);
  }
}
const preload = path.join(pkgDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");

const load = (file) => import(path.join(pkgDir, "src", file));
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");

const r = await retrieve(host, {
  httpPort: option("http-port"),
  httpsPort: option("https-port"),
});
if (!r.responses.auto) {
  console.error(`Nessuna risposta da ${host}`);
  process.exit(1);
}
const results = ALL_TESTS.map((test) => test(r));
let passed = 0;
let withExtra = 100;
let uncurved = 100;
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withExtra += modifier;
  if (modifier < 0) uncurved += modifier;
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved,
);
const tests = results.map((t) => ({
  name: t.constructor.name,
  pass: t.pass,
  result: t.result,
  scoreModifier: getScoreModifier(t.result),
}));
const report = { host, grade, score, testsPassed: passed, testsQuantity: NUM_TESTS, tests };

if (args.includes("--json")) {
  console.log(JSON.stringify(report));
} else {
  console.log(
    `MDN HTTP Observatory su ${host}: ${grade}, ${score}/100, test superati ${passed}/${NUM_TESTS}`,
  );
  for (const t of tests) {
    const mod = t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier);
    console.log(`  ${t.pass ? "✓" : "✗"} ${t.name}: ${t.result} (${mod})`);
  }
}
if (grade !== "A+" || score < 120 || passed !== NUM_TESTS) process.exitCode = 1;
