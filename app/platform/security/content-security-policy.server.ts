/** Map tiles are the one outside resource a visitor's browser loads (images only). */
const MAP_TILE_HOSTS = ["https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org"];

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
