#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, default throttling) on every
// public route, with Debian's Chromium. Summary in the terminal and in
// reports/lighthouse/summary.md; full JSON reports beside it (git-ignored).
// Each route is measured five times and every figure is the median over the runs
// (the full report kept is Lighthouse's own median run), as Lighthouse advises: on
// a shared two-core machine one run's TBT can swing by 150 ms, even on the
// lightest page (docs/decisions/017). A run Chromium could not finish is repeated.
// Usage: npm run lighthouse [-- --no-build] [-- --runs N] [-- /only/this/route …]
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { build, startProdServer } from "./lib/prod-server.mjs";
import { launchChrome } from "./lib/launch-chrome.mjs";
// Node runs this TypeScript module with type stripping (Node 24).
import { publicPaths } from "../app/platform/public-routes.ts";

// Every public route of the specification's table (/admin/login is a staff page,
// kept out of search engines on purpose: its SEO score would only say so).
const ROUTES = publicPaths((route) => route.kind !== "staff");

const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith("/"));
const routes = only.length ? only : ROUTES;
const runsArg = args.indexOf("--runs");
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 5;
if (!args.includes("--no-build")) build();

const outDir = "reports/lighthouse";
fs.mkdirSync(outDir, { recursive: true });
const server = await startProdServer();
const chrome = await launchChrome();

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Body bytes as sent (not decompressed) for a request accepting gzip only. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, async (res) => {
        let bytes = 0;
        for await (const chunk of res) bytes += chunk.length;
        resolve(bytes);
      })
      .on("error", reject);
  });
}
/**
 * The page's own scripts as the browser receives them: how many `<script>`
 * elements (other than JSON-LD data) the HTML holds, and the bytes of the inline
 * ones (their text, uncompressed). Files are counted apart, in gzip, below.
 */
async function inlineScripts(url) {
  const html = await (await fetch(url)).text();
  let count = 0;
  let bytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(m[1])) continue;
    count++;
    bytes += Buffer.byteLength(m[2]);
  }
  return { count, bytes };
}
const rows = [];
try {
  // A throwaway first run: a Chromium just started (and a server just started)
  // measured TBT of 400 to 800 ms on the first pages, ten times the runs after.
  await lighthouse(server.url + routes[0], { port: chrome.port, logLevel: "error" });
  for (const route of routes) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      const result = await lighthouse(server.url + route, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (result.lhr.runtimeError)
        console.log(
          `    ! ${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
      runs.push(...filterToValidRuns([result.lhr]).map((lhr) => ({ lhr, report: result.report })));
    }
    if (runs.length === 0) throw new Error(`${route}: no run of Lighthouse completed`);
    // The saved report is Lighthouse's median run; each figure of the table is the
    // median of that figure over the runs (Lighthouse CI's "median" aggregation).
    const lhr = computeMedianRun(runs.map((r) => r.lhr));
    const result = runs.find((r) => r.lhr === lhr);
    const medianOf = (values) => {
      const sorted = values.toSorted((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    const num = (id) =>
      medianOf(
        runs.map((r) => {
          const v = r.lhr.audits[id]?.numericValue;
          return typeof v === "number" ? v : NaN;
        }),
      );
    // Lighthouse's benchmarkIndex: how fast this machine's CPU was during each run.
    // The simulated TBT is the measured main-thread time × 4, so it grows as the
    // index falls (a shared VM's index here ranged from 900 to 1,600 in one hour).
    const cpu = (r) => Math.round(r.lhr.environment.benchmarkIndex);
    console.log(
      `${route}: TBT of the ${runs.length} runs ${runs.map((r) => Math.round(r.lhr.audits["total-blocking-time"].numericValue)).join(", ")} ms, CPU index ${runs.map(cpu).join(", ")}`,
    );
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    // Budget figures: the bytes the server sends for each script/stylesheet the
    // page loaded when asked for gzip (the budget is in gzip; Chromium itself
    // gets the smaller brotli copy). Lighthouse's transfer sizes also count headers.
    const transferred = async (type) => {
      let sum = 0;
      for (const r of requests.filter((r) => r.resourceType === type))
        sum += await gzipBytes(r.url);
      return sum;
    };
    const score = (c) =>
      Math.round(medianOf(runs.map((r) => r.lhr.categories[c]?.score ?? 0)) * 100);
    const scriptFiles = await transferred("Script");
    const inline = await inlineScripts(server.url + route);
    const row = {
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: (num("largest-contentful-paint") / 1000).toFixed(2),
      tbt: Math.round(num("total-blocking-time")),
      cls: num("cumulative-layout-shift").toFixed(3),
      js: kb(scriptFiles),
      scriptBytes: scriptFiles + inline.bytes,
      inline: `${inline.count} / ${inline.bytes}`,
      css: kb(await transferred("Stylesheet")),
      cpuIndex: Math.round(medianOf(runs.map(cpu))),
    };
    rows.push(row);
    const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
    fs.writeFileSync(path.join(outDir, `${name}.json`), result.report);
    console.log(
      `${route}: P${row.performance} A${row.accessibility} BP${row.bestPractices} SEO${row.seo} LCP ${row.lcp}s TBT ${row.tbt}ms CLS ${row.cls}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    for (const audit of failing) console.log(`    ✗ ${audit.id}: ${audit.title}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const table = [
  `Lighthouse, preset mobile (throttling predefinito): mediane di ${RUNS} esecuzioni per rotta`,
  "",
  "| route | Perf | A11y | BP | SEO | LCP s | TBT ms | CLS | Script byte | JS KiB | inline n / byte | CSS KiB | CPU index |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.scriptBytes} | ${r.js} | ${r.inline} | ${r.css} | ${r.cpuIndex} |`,
  ),
  "",
  "Script byte: tutti i byte di script della pagina, file (gzip) più script inline (testo), esclusi i dati JSON-LD; 0 o poche centinaia = pagina senza JavaScript del framework (docs/decisions/034).",
  "inline n / byte: numero di elementi <script> nell'HTML (esclusi i JSON-LD) e byte del loro testo.",
  "JS e CSS: byte inviati dal server in gzip (KiB = 1024 byte) per i file caricati al primo accesso alla pagina.",
  "CPU index: mediana del benchmarkIndex di Lighthouse, la velocità della CPU durante le misure. Il TBT simulato è il tempo misurato × 4: su una macchina condivisa che rallenta (indice sotto 1.000 circa) cresce in proporzione.",
].join("\n");
console.log("\n" + table);
fs.writeFileSync(path.join(outDir, "summary.md"), table + "\n");
