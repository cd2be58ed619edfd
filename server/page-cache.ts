import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { LRUCache } from "lru-cache";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/platform/db/client.server";
import {
  nextScheduledChange,
  watchContentVersion,
} from "~/platform/records/content-version.server";
import { now } from "~/platform/clock.server";
import { chooseEncoding } from "./encoding";
import { contentSecurityPolicy } from "~/platform/security/content-security-policy.server";

/**
 * A short-lived cache of server-rendered public pages, for anonymous visitors.
 *
 * - Only GET requests without cookies or credentials, outside /admin, answered
 *   200 text/html without Set-Cookie, are stored.
 * - Each entry carries the content version it was rendered with; the version
 *   is this process's in-memory copy (watchContentVersion, decision 055), so a
 *   hit asks the database nothing, and a write through any instance reaches
 *   every instance's copy on commit. Entries also expire after `ttlMs`, and at
 *   the next scheduled change (`validUntil`, decision 046).
 * - A stored page carries no nonce (preparePage), so it is compressed once
 *   when stored and every hit sends bytes ready to go.
 * - Responses carry an ETag; a matching If-None-Match gets 304 (without a CSP
 *   header, so the browser keeps the policy that matches its stored copy).
 */
type Entry = {
  fingerprint: string;
  /**
   * The next scheduled change when the page was rendered (a post's 'Pubblica
   * il', a call's deadline: nextScheduledChange); from then on the page is
   * rendered again. Infinity when nothing was due.
   */
  validUntil: number;
  headers: Array<[string, string]>;
  /** CSP listing the hashes of the inline scripts the application wrote into this page. */
  csp: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
};

type Handler = (request: Request, context: RouterContextProvider) => Promise<Response>;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A rendered page made ready to serve many times: the per-response nonce is
 * dropped and the CSP lists instead the SHA-256 of each inline script that
 * carried it, i.e. that the application wrote during this render (the same
 * for every copy), so the page is compressed once, not on every hit. An
 * inline script without the render's nonce (one that slipped through the
 * sanitiser inside a news body or a page text) is not listed, so it does not
 * run, as it would not with the nonce.
 */
function preparePage(html: string, renderCsp: string): { html: string; csp: string } {
  const nonce = /'nonce-([^']+)'/.exec(renderCsp)?.[1];
  const ours = (attributes: string) =>
    nonce !== undefined && attributes.includes(` nonce="${nonce}"`);
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => ours(m[1]!))
    .map((m) => `'sha256-${createHash("sha256").update(m[2]!).digest("base64")}'`);
  const page = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  return { html: page, csp: contentSecurityPolicy(undefined, [...new Set(hashes)]) };
}

export type PageCacheOptions = {
  handler: Handler;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  database: Database;
  ttlMs?: number;
  maxEntries?: number;
  /** Bound on the bytes held (every encoding counted), so query-string variants cannot grow memory. */
  maxBytes?: number;
};

function isCacheableRequest(req: ExpressRequest): boolean {
  return (
    req.method === "GET" &&
    !req.headers.cookie &&
    !req.headers.authorization &&
    !req.path.startsWith("/admin") &&
    !req.path.endsWith(".data")
  );
}

function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(cacheControl)
  );
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  req.once("close", () => controller.abort());
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
    method: "GET",
    headers,
    signal: controller.signal,
  });
}

async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function pageCache({
  handler,
  getLoadContext,
  database,
  ttlMs = 60_000,
  maxEntries = 500,
  maxBytes = 16 * 1024 * 1024,
}: PageCacheOptions) {
  const contentVersion = watchContentVersion(database);
  // Least recently used pages go first, by count and by the bytes of every encoding held.
  const cache = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (e) => e.identity.length + e.gzip.length + e.br.length,
    ttl: ttlMs,
  });

  const send = (req: ExpressRequest, res: ExpressResponse, entry: Entry, hit: boolean) => {
    res.setHeader("X-Cache", hit ? "HIT" : "MISS");
    res.setHeader("ETag", entry.etag);
    if (req.fresh) {
      res.locals.omitCsp = true;
      res.status(304);
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      res.end();
      return;
    }
    const encoding = chooseEncoding(req, ["br", "gzip"] as const);
    const body = encoding ? entry[encoding] : entry.identity;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", entry.csp);
    res.setHeader("Vary", "Accept-Encoding");
    // Already compressed: the compression middleware leaves an encoded body alone.
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200).end(body);
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!isCacheableRequest(req)) return next();
    try {
      const fingerprint = await contentVersion.current();
      const key = req.originalUrl;
      const cached = cache.get(key);
      if (cached && cached.fingerprint === fingerprint && now().getTime() < cached.validUntil)
        return send(req, res, cached, true);
      // Read before rendering: whatever becomes due while the page renders is after it.
      const validUntil = (await nextScheduledChange(database, now()))?.getTime() ?? Infinity;
      const response = await handler(toFetchRequest(req), getLoadContext(req, res));
      if (!isCacheableResponse(response)) return await sendFetchResponse(res, response);

      const body = await response.text();
      const page = preparePage(body, response.headers.get("content-security-policy") ?? "");
      const identity = Buffer.from(page.html);
      const headers = [...response.headers.entries()].filter(
        ([name]) => !["content-security-policy", "content-length", "etag", "vary"].includes(name),
      );
      if (!response.headers.has("cache-control"))
        headers.push(["cache-control", "public, max-age=0, must-revalidate"]);
      const entry: Entry = {
        fingerprint,
        validUntil,
        headers,
        csp: page.csp,
        identity,
        gzip: zlib.gzipSync(identity, { level: 9 }),
        // Quality 5 costs under a millisecond for a 40 KB page and is about 10 %
        // larger than quality 11, which costs ~60 ms of CPU on every miss.
        br: zlib.brotliCompressSync(identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
        etag: `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
      };
      cache.set(key, entry);
      send(req, res, entry, false);
    } catch (error) {
      next(error);
    }
  };
}
