// `npm run lint` step: README.md and docs/**/*.md may cite only repository paths
// that exist, so a moved or deleted file cannot leave the docs pointing at
// nothing. Checked: paths that start with one of the repository's own folders
// (in backticks, in code blocks or bare in the text, read from the repository
// root) and relative markdown link targets (read from the file's folder).
// Generated or runtime folders (build/, data/, reports/, …) are not folders of
// the repository and so never match; globs and placeholders are skipped.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const REPOSITORY_FOLDERS = ["app", "server", "scripts", "tests", "docs", "deploy", "drizzle"];

// A path starts at a repository folder not glued to a word, a path or a URL
// before it, and runs until a space, a quote, a bracket or a backtick.
const CITED_PATH = new RegExp(
  `(?<![\\w./~@-])(?:${REPOSITORY_FOLDERS.join("|")})/[^\\s\`'"()\\[\\]]*`,
  "g",
);
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
// Globs, placeholders and shell variables stand for many paths, or none yet.
const PLACEHOLDER = /[*?<>{}…$|]|\.\.\.|NNN/;

/** README.md and every markdown file under docs/, relative to root. */
export function docFiles(root) {
  const files = fs.existsSync(path.join(root, "README.md")) ? ["README.md"] : [];
  const docs = path.join(root, "docs");
  if (fs.existsSync(docs)) {
    for (const entry of fs.readdirSync(docs, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith(".md")) {
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
      }
    }
  }
  return files.sort();
}

/** Drops an anchor, a query, a `:line` suffix and the sentence's closing punctuation. */
function cleanPath(cited) {
  return cited
    .replace(/[#?].*$/, "")
    .replace(/(:\d+)+$/, "")
    .replace(/[.,;:!]+$/, "");
}

/** The paths one markdown file cites, each with its line and where it resolves to. */
export function citedPaths(root, file, text) {
  const folder = path.dirname(path.join(root, file));
  const found = [];
  text.split("\n").forEach((line, index) => {
    const lineNumber = index + 1;
    const rest = line.replace(MARKDOWN_LINK, (_match, target) => {
      // A link to another site, a mail address or an anchor in this page is not a file.
      if (!/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(target)) {
        const cited = cleanPath(decodeURI(target));
        if (cited && !PLACEHOLDER.test(cited)) {
          found.push({ line: lineNumber, path: cited, resolved: path.resolve(folder, cited) });
        }
      }
      return "]()";
    });
    for (const [match] of rest.matchAll(CITED_PATH)) {
      const cited = cleanPath(match);
      if (!PLACEHOLDER.test(cited)) {
        found.push({ line: lineNumber, path: cited, resolved: path.resolve(root, cited) });
      }
    }
  });
  return found;
}

/** Every cited path of README.md and docs/ that does not exist under root. */
export function stalePaths(root) {
  const stale = [];
  for (const file of docFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const cited of citedPaths(root, file, text)) {
      if (!fs.existsSync(cited.resolved)) stale.push({ file, line: cited.line, path: cited.path });
    }
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const stale = stalePaths(root);
  for (const { file, line, path: cited } of stale) {
    console.error(`${file}:${line}  ${cited}  (non esiste)`);
  }
  if (stale.length > 0) {
    console.error(`${stale.length} percorsi citati nei documenti non esistono.`);
    process.exit(1);
  }
}
