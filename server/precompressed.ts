import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** Encodings the build writes beside each asset (scripts/precompress-plugin.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The q-value the client gives an encoding in Accept-Encoding (0 when absent or refused). */
export function acceptedQuality(header: string | undefined, encoding: string): number {
  let quality = 0;
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (token !== encoding && token !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(value)) continue;
    // An explicit entry for the encoding wins over the wildcard.
    if (token === encoding) return value;
    quality = value;
  }
  return quality;
}

/**
 * Serves the build's precompressed copy of an asset (brotli, else gzip) when the
 * client accepts it, by pointing the request at `name.br` / `name.gz` for the
 * static middleware that follows, with the original type and Content-Encoding
 * set (the compression middleware leaves an encoded response alone). The list
 * of copies is read once at start; assets without one fall through unchanged.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!name || name.includes("/") || !ENCODINGS.some((e) => copies.has(name + e.suffix)))
      return next();
    res.setHeader("Vary", "Accept-Encoding");
    const accept = req.headers["accept-encoding"];
    const encoding = ENCODINGS.find(
      (e) => copies.has(name + e.suffix) && acceptedQuality(accept, e.name) > 0,
    );
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    req.url = `/${name}${encoding.suffix}`;
    next();
  };
}
