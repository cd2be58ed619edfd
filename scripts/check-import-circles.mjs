// `npm run lint` step: no circle of imports among the app's modules, counting
// type-only imports too. ESLint's import-x/no-cycle skips `import type`, so a
// circle that only a type closes passes it, yet it still ties two features'
// modules into one knot that cannot be read or moved apart.
// The graph: every static `import … from`, `export … from` and side-effect
// `import "…"` of app/ and server/ (tests left out), with `~/` read as app/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$|\.d\.ts$/;
const SPECIFIER =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/g;

/** The source files below `dirs` of root, relative to root. */
export function sourceFiles(root, dirs = ["app", "server"]) {
  const files = [];
  for (const dir of dirs) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
      const name = entry.name;
      if (!entry.isFile() || !SOURCE.test(name) || TEST.test(name)) continue;
      if (entry.parentPath.split(path.sep).includes("node_modules")) continue;
      files.push(path.relative(root, path.join(entry.parentPath, name)));
    }
  }
  return files.sort();
}

/** The file an import names, relative to root, or null when it is not one of `known`. */
function resolve(root, from, specifier, known) {
  let base;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  base = path.normalize(base);
  const stem = base.replace(/\.(js|mjs)$/, "");
  for (const candidate of [
    base,
    ...[".ts", ".tsx", ".mts", ".js", ".mjs"].map((ext) => stem + ext),
    ...["index.ts", "index.tsx"].map((index) => path.join(base, index)),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Each file's imports of other files of the list (type-only imports included). */
export function importGraph(root, files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    // Comments may quote an import; they are not one.
    const text = fs
      .readFileSync(path.join(root, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(root, file, match[1], known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The circles of the graph: its strongly connected groups of two or more files (Tarjan). */
export function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (start) => {
    // Iterative, so that a long chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1]++;
        const target = edges[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) found.push(group.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const found = circles(importGraph(root, sourceFiles(root)));
  for (const group of found) {
    console.error(`Cerchio di import tra ${group.length} file:\n  ${group.join("\n  ")}`);
  }
  if (found.length > 0) {
    console.error(
      `${found.length} cerchi di import (anche solo di tipi): spezzali spostando codice.`,
    );
    process.exit(1);
  }
}
