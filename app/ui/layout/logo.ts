/**
 * The school's mark, written once. Pages carry it (the header draws this SVG
 * inline, the favicon is its `data:` URL), so a first visit makes no request
 * for either: on a slow connection each extra request to the site opens a new
 * connection (HTTP/1.1) or shares one, and delays the page's largest picture
 * (docs/decisions/037). public/logo.svg and public/favicon.svg hold the same
 * drawing for the JSON-LD, feeds and other sites (logo.test.ts keeps them equal).
 */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#1e3a8a"/><path d="M14 42V22l18-8 18 8v20l-18 8z" fill="none" stroke="#f59e0b" stroke-width="4" stroke-linejoin="round"/><path d="M32 14v36M14 22l18 10 18-10" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>';

/**
 * Only what a valid URL cannot hold as it is gets escaped (`"` becomes `'`, a
 * line break and its indent one `%20`), which keeps it short.
 */
export function svgDataUrl(svg: string): string {
  const text = svg
    .trim()
    .replaceAll(/\s*\n\s*/g, " ")
    .replaceAll('"', "'");
  return `data:image/svg+xml,${text
    .replaceAll("%", "%25")
    .replaceAll("#", "%23")
    .replaceAll("<", "%3C")
    .replaceAll(">", "%3E")
    .replaceAll(" ", "%20")}`;
}

/** The logo as a `data:` URL: the favicon. */
export const LOGO_DATA_URL = svgDataUrl(LOGO_SVG);
