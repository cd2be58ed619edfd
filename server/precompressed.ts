import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { chooseEncoding } from "./encoding";

/** Encodings the build writes beside each asset (scripts/precompress-plugin.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the build's precompressed copy of an asset (brotli, else gzip) when the
 * client accepts it, by pointing the request at `name.br` / `name.gz` for the
 * static middleware that follows, with the original type and Content-Encoding
 * set (the compression middleware leaves an encoded response alone). The list
 * of copies is read once at start; assets without one fall through unchanged.
 */
function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!name || name.includes("/") || !ENCODINGS.some((e) => copies.has(name + e.suffix)))
      return next();
    res.setHeader("Vary", "Accept-Encoding");
    const chosen = chooseEncoding(
      req,
      ENCODINGS.filter((e) => copies.has(name + e.suffix)).map((e) => e.name),
    );
    const encoding = ENCODINGS.find((e) => e.name === chosen);
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    req.url = `/${name}${encoding.suffix}`;
    next();
  };
}

/**
 * The hashed build assets under /assets: the precompressed copy when the
 * client accepts one, else the file, else 404. A request for an asset never
 * falls through to the pages: a file missing from a release (an old page asking
 * for a chunk a later build no longer has, or a release folder removed under a
 * running server) answers a plain 404, not a page rendered with the asset's
 * Content-Type and Content-Encoding already set (which failed with 500).
 */
export function builtAssets(dir: string): RequestHandler[] {
  return [
    precompressedAssets(dir),
    express.static(dir, { immutable: true, maxAge: "1y", index: false }),
    (_req, res) => {
      res.removeHeader("Content-Encoding");
      res.removeHeader("Vary");
      res.status(404).type("text/plain; charset=utf-8").send("Risorsa non trovata");
    },
  ];
}
