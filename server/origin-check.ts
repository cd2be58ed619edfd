import type { RequestHandler } from "express";
import type { Env } from "~/platform/env.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin ("scheme://host:port") of a URL, or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from our own pages. The browser's
 * Origin header (or, without it, the Referer) must name this site: either the
 * host the request was sent to or PUBLIC_URL. A request with neither header
 * (curl, a monitoring probe) is not a cross-site browser request and passes;
 * the session cookie is SameSite=Lax on top of this.
 */
export function isSameOriginRequest(
  headers: { origin?: string; referer?: string },
  ownOrigins: string[],
): boolean {
  const claimed =
    headers.origin ?? (headers.referer ? (originOf(headers.referer) ?? "null") : undefined);
  if (claimed === undefined) return true;
  return ownOrigins.includes(claimed);
}

/**
 * Express middleware: a POST/PUT/PATCH/DELETE from another site gets 403 before
 * React Router sees it (React Router checks form posts itself; this also covers
 * fetches and resource routes).
 */
export function originCheck(env: Env): RequestHandler {
  const publicOrigin = originOf(env.PUBLIC_URL);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const own = [`${req.protocol}://${req.get("host") ?? ""}`];
    if (publicOrigin) own.push(publicOrigin);
    const ok = isSameOriginRequest({ origin: req.get("origin"), referer: req.get("referer") }, own);
    if (ok) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .setHeader("Cache-Control", "no-store")
      .send("Richiesta rifiutata: proviene da un altro sito.");
  };
}
