#!/usr/bin/env node
/**
 * Script bytes of the pages that hydrate, without Lighthouse (docs/decisions/035).
 *
 *   node scripts/script-bytes.mjs [base URL] [route ...]
 *
 * Needs a built tree (`build/client`) and a server running on it (default
 * http://127.0.0.1:3000). For each route it reads the HTML, takes the module
 * scripts the page imports at start (the route modules of React Router's inline
 * module script and the entry module of its inline manifest), follows their
 * static imports through `build/client/assets`, and prints each file with its
 * raw, gzip (.gz, as served) and brotli (.br, as served) size. Dynamic imports
 * (the map, loaded when it nears the viewport) are left out, as Lighthouse's
 * first load leaves them out. Inline scripts (not JSON-LD) count as their text,
 * as in `npm run lighthouse`'s "Script byte" column: gzip files + inline text.
 */
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const base = args[0]?.startsWith("http") ? args.shift() : "http://127.0.0.1:3000";
const routes = args.length > 0 ? args : ["/corsi", "/contatti", "/iscrizione-cedils"];
const client = path.resolve("build/client");

const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);
/** The files a module imports statically (rolldown writes `from"./x.js"` and `import"./x.js"`). */
function staticImports(url) {
  const text = fs.readFileSync(path.join(client, url), "utf8");
  const dir = path.posix.dirname(url);
  const out = [];
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g))
    out.push(path.posix.join(dir, m[1]));
  return out;
}

let failed = false;
for (const route of routes) {
  const html = await (await fetch(base + route)).text();
  let inline = 0;
  let inlineCount = 0;
  const starts = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs, body] = m;
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) starts.add(src);
    inlineCount++;
    inline += Buffer.byteLength(body);
    if (/type="module"/.test(attrs)) {
      for (const i of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) starts.add(i[1]);
      const entry = /"entry":\s*\{\s*"module":\s*"([^"]+)"/.exec(body)?.[1];
      if (entry) starts.add(entry);
    }
  }
  for (const l of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) starts.add(l[1]);
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url));
  }
  const rows = [...seen].map((url) => {
    const file = path.join(client, url);
    const raw = size(file);
    return { url, raw, gz: size(`${file}.gz`) ?? raw, br: size(`${file}.br`) ?? raw };
  });
  rows.sort((a, b) => b.br - a.br);
  const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
  console.log(`\n${route}`);
  for (const r of rows)
    console.log(
      `  ${r.url.padEnd(48)} ${String(r.raw).padStart(8)} ${String(r.gz).padStart(8)} ${String(r.br).padStart(8)}`,
    );
  console.log(
    `  ${"files (raw / gzip / br)".padEnd(48)} ${String(sum("raw")).padStart(8)} ${String(sum("gz")).padStart(8)} ${String(sum("br")).padStart(8)}`,
  );
  console.log(`  inline scripts: ${inlineCount}, ${inline} bytes of text`);
  console.log(
    `  total, gzip files + inline text (Lighthouse table's "Script byte"): ${sum("gz") + inline}`,
  );
  console.log(`  total, br files + inline text: ${sum("br") + inline}`);
  if (rows.length === 0) failed = true;
}
if (failed) process.exitCode = 1;
