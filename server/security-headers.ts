import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "~/platform/security/content-security-policy.server";
import type { Env } from "~/platform/env.server";

/** Headers on every response; a header a route already set is kept. */
function securityHeaders(env: Env): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Other sites cannot embed our pages, scripts or files as resources (Spectre
    // leaks); worth +10 in the MDN HTTP Observatory (deploy: A+, 120).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  // Vite's dev server injects inline scripts: the CSP applies to real builds only.
  if (env.NODE_ENV !== "development") headers["Content-Security-Policy"] = contentSecurityPolicy();
  if (env.PUBLIC_URL.startsWith("https://")) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

/**
 * Express middleware: the security headers on every response. A route's own
 * header (e.g. the page CSP with its nonce, a download's sandbox CSP) wins
 * over the default.
 */
export function securityHeadersMiddleware(env: Env): RequestHandler {
  const defaults = Object.entries(securityHeaders(env));
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of defaults) if (!this.hasHeader(name)) this.setHeader(name, value);
      // A 304 must not carry a CSP: the browser keeps the one matching its stored page.
      if (this.statusCode === 304 && this.locals.omitCsp)
        this.removeHeader("Content-Security-Policy");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
