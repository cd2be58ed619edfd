#!/usr/bin/env node
// `npm run bench`: throughput and latency of the server-rendered pages against
// the same HTML served as static files by a plain Node server (the ceiling).
// Usage: npm run bench [-- --no-build] [-- --duration 10]
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { build, startProdServer } from "./lib/prod-server.mjs";

const args = process.argv.slice(2);
const duration = Number(args[args.indexOf("--duration") + 1]) || 10;
const CONNECTIONS = 32;
const ROUTES = ["/", "/corsi", "/corsi/chatgpt-docenza-docenti", "/news/corso-cedils-2025"];

if (!args.includes("--no-build")) build();
// The first start creates, migrates and seeds the database; a restart on the same
// DATA_DIR is what a deployment does, and what the start-up target measures.
const first = await startProdServer();
const dataDir = first.dataDir;
await first.stop({ keepData: true });
const server = await startProdServer({ DATA_DIR: dataDir });
console.log(
  `Primo avvio (crea il database): ${first.firstAnswerMs} ms; riavvio: primo 200 dopo ${server.firstAnswerMs} ms dall'avvio del processo`,
);

// Static baseline: the same pages' HTML, from disk, by a plain Node server.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-static-"));
const files = new Map();
for (const route of ROUTES) {
  const res = await fetch(server.url + route);
  if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  const file = path.join(staticDir, `${files.size}.html`);
  fs.writeFileSync(file, await res.text());
  files.set(route, file);
}
const staticServer = http.createServer((req, res) => {
  const file = files.get(new URL(req.url, "http://x").pathname);
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((r) => staticServer.listen(0, "127.0.0.1", r));
const staticUrl = `http://127.0.0.1:${staticServer.address().port}`;

function run(url, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { "accept-encoding": "gzip, br" },
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

// Two unrecorded seconds on every route of both servers first: the figures are
// of the servers at work, not of the first route paying for a cold JIT (it
// measured 1.2 where the others measured 1.8 to 2.7 before this warm-up).
for (const route of ROUTES) {
  await run(server.url + route, 2);
  await run(staticUrl + route, 2);
}

const rows = [];
for (const route of ROUTES) {
  const ssr = await run(server.url + route);
  const stat = await run(staticUrl + route);
  rows.push({
    route,
    ssrRps: Math.round(ssr.requests.average),
    p50: ssr.latency.p50,
    p99: ssr.latency.p99,
    non2xx: ssr.non2xx + ssr.errors,
    staticRps: Math.round(stat.requests.average),
    ratio: (ssr.requests.average / stat.requests.average).toFixed(2),
  });
}
const rss = server.rssMb();
staticServer.close();
await server.stop();

const table = [
  `Benchmark (${CONNECTIONS} connessioni, ${duration} s per rotta)`,
  "",
  "| route | SSR req/s | p50 ms | p99 ms | errori/non-2xx | statico req/s | SSR/statico |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.ssrRps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.staticRps} | ${r.ratio} |`,
  ),
  "",
  `Memoria residente del server dopo il benchmark: ${rss} MB`,
  `Dal lancio di node alla prima risposta: ${server.firstAnswerMs} ms (riavvio); ${first.firstAnswerMs} ms al primo avvio, che crea il database`,
].join("\n");
console.log("\n" + table);
fs.mkdirSync("reports/bench", { recursive: true });
fs.writeFileSync("reports/bench/summary.md", table + "\n");
