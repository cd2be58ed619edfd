/** Standard <title> and description for a page: "Page · Site". */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} · Polo Formativo Lucano` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

/** What keeps a page out of search engines (staff pages, the sign-in, certificate checks). */
export const NO_INDEX = { name: "robots", content: "noindex, nofollow" };

/** pageMeta for a page search engines must not list (the staff sign-in, a password link, a private link's page). */
export function privatePageMeta(title: string, description: string) {
  return [...pageMeta(title, description), NO_INDEX];
}

/** The headers of a page never kept by a cache nor indexed (a certificate check, 'Le mie iscrizioni'). */
export function unlistedPageHeaders() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/**
 * The headers of a page whose link is its key (a participant's or a school
 * order's private page): never cached by anyone, never indexed, never sent on
 * as a Referer to another site.
 */
export function privateLinkHeaders() {
  return { ...unlistedPageHeaders(), "Referrer-Policy": "same-origin" };
}
