#!/usr/bin/env node
// `npm run snapshot -- <dir>`: the HTML of every page, public and staff, as the
// built server renders it at a fixed clock, with what changes per request
// (CSP nonces, asset hashes, session-bound tokens, generated ids) masked. Take
// one before a refactor and one after, then `diff -r before after`: a move that
// changes no behaviour changes no file.
import fs from "node:fs";
import path from "node:path";
import { URLSearchParams } from "node:url";
import { startProdServer } from "./lib/prod-server.mjs";
import { PUBLIC_ROUTES } from "../app/platform/public-routes.ts";

const outDir = process.argv[2] ?? "reports/html-snapshot";
const EMAIL = "snapshot@example.org";
const PASSWORD = "istantanea-di-prova-2026";

/** Staff pages whose address needs no generated id. */
const STAFF_PATHS = [
  "/admin/dashboard",
  "/admin/news/new",
  "/admin/messaggi",
  "/admin/iscrizioni",
  "/admin/corsi",
  "/admin/corsi/nuovo",
  "/admin/bandi",
  "/admin/bandi/nuovo",
  "/admin/pagine",
  "/admin/pagine/home",
  "/admin/pagine/studenti",
  "/admin/pagine/home/anteprima",
  "/admin/pagine/studenti/anteprima",
  "/admin/pagine/chi-siamo",
  "/admin/pagine/chi-siamo/anteprima",
  "/admin/account",
  "/admin/utenti",
  "/admin/registro",
  "/admin/impostazioni",
  "/admin/email",
  "/admin/email/testi",
  "/admin/prezzi",
  "/admin/prezzi/nuova",
  "/admin/faq",
  "/admin/faq/nuova",
  "/admin/media",
  "/admin/ordini",
  "/admin/fatture",
  "/admin/pagamenti",
];

/**
 * Staff pages whose address holds a generated id: each is found by following the
 * first link of its kind from a page already saved (a course from the list, its
 * editions, an edition's screens).
 */
const STAFF_LINKS = [
  { from: "/admin/corsi", link: /href="(\/admin\/corsi\/[0-9a-f-]{36})"/ },
  { from: "/admin/bandi", link: /href="(\/admin\/bandi\/[0-9a-f-]{36})"/ },
  { from: "/admin/prezzi", link: /href="(\/admin\/prezzi\/[0-9a-f-]{36})"/ },
  { from: "/admin/faq", link: /href="(\/admin\/faq\/[0-9a-f-]{36})"/ },
  { from: "/admin/dashboard", link: /href="(\/admin\/news\/edit\/[0-9a-f-]{36})"/ },
  { from: "/admin/email/testi", link: /href="(\/admin\/email\/testi\/[a-z.-]+)"/ },
];

/** Below a course's editor, its editions and the screens of its first edition. */
function editionPaths(courseHref, editionsHtml) {
  const paths = [`${courseHref}/edizioni`, `${courseHref}/edizioni/nuova`];
  const edition = editionsHtml.match(
    new RegExp(`href="(${courseHref}/edizioni/[0-9a-f-]{36})"`),
  )?.[1];
  if (edition) {
    for (const tail of ["", "/modifica", "/lezioni", "/registro", "/questionario"]) {
      paths.push(edition + tail);
    }
  }
  return paths;
}

const EXTRA_PUBLIC = ["/pagina-che-non-esiste", "/news/rss.xml", "/sitemap.xml", "/robots.txt"];

function mask(html) {
  return (
    html
      .replace(/nonce="[^"]*"/g, 'nonce="…"')
      .replace(/'(sha256|nonce)-[A-Za-z0-9+/=_-]+'/g, "'$1-…'")
      .replace(/-[A-Za-z0-9_-]{8}\.(js|css|mjs)/g, "-HASH.$1")
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID")
      .replace(/name="csrf"[^>]*value="[^"]*"/g, 'name="csrf" value="…"')
      .replace(/\[\\?"D\\?",\d+\]/g, "[DATE]")
      // Route ids follow the module's path: a move renames them, the page stays.
      .replace(/\\?"(?:routes|features)\/[A-Za-z0-9/._-]+\\?"/g, '"ROUTE"')
      // Chunk names follow module names too.
      .replace(/\/assets\/[A-Za-z0-9._-]+\.(js|css)/g, "/assets/FILE.$1")
      .replace(/"version": "[0-9a-f]+"/g, '"version": "…"')
      // Times of day (sign-ins are stamped by the real clock).
      .replace(/\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?/g, "HH:MM")
  );
}

function fileName(urlPath) {
  const name =
    urlPath === "/"
      ? "index"
      : urlPath
          .replace(/^\//, "")
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "ID")
          .replace(/[/?=&]/g, "_");
  return `${name}.html`;
}

const server = await startProdServer({
  TEST_NOW: "2025-10-01T09:00:00+02:00",
  ALLOW_TEST_HOOKS: "1",
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  const save = async (urlPath, headers = {}) => {
    const res = await fetch(server.url + urlPath, { headers, redirect: "manual" });
    const body = await res.text();
    fs.writeFileSync(path.join(outDir, fileName(urlPath)), `${res.status}\n${mask(body)}`);
    return body;
  };
  for (const route of PUBLIC_ROUTES) await save(route.path);
  for (const p of EXTRA_PUBLIC) await save(p);

  const login = await fetch(server.url + "/admin/login", {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD, redirectTo: "" }),
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  const staffHtml = new Map();
  for (const p of STAFF_PATHS) staffHtml.set(p, await save(p, { cookie }));
  let found = 0;
  for (const { from, link } of STAFF_LINKS) {
    const href = staffHtml.get(from)?.match(link)?.[1];
    if (!href) throw new Error(`no link like ${link} in ${from}`);
    await save(href, { cookie });
    found += 1;
    if (from === "/admin/corsi") {
      const editions = await save(`${href}/edizioni`, { cookie });
      for (const p of editionPaths(href, editions).slice(1)) await save(p, { cookie });
      found += editionPaths(href, editions).length;
    }
  }
  console.log(
    `${PUBLIC_ROUTES.length + EXTRA_PUBLIC.length + STAFF_PATHS.length + found} pages → ${outDir}`,
  );
} finally {
  await server.stop();
}
