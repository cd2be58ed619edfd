import type { Env } from "./env.server";

/** Map tiles are the one outside resource a visitor's browser loads (images only). */
export const MAP_TILE_HOSTS = [
  "https://tile.openstreetmap.org",
  "https://*.tile.openstreetmap.org",
];

/**
 * Content-Security-Policy. Scripts run only from our origin, with the
 * request's nonce, or (cached pages) with their listed SHA-256 hashes; never
 * 'unsafe-inline' for scripts. Inline styles stay allowed:
 * Leaflet and React set style attributes.
 */
export function contentSecurityPolicy(nonce?: string, scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_TILE_HOSTS.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers on every response; a header a route already set is kept. */
export function securityHeaders(env: Env): Record<string, string> {
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
