import { expect } from "vitest";

/** What an anonymous visitor gets at `path` (through the page cache): the page's HTML, answered 200. */
export async function publicHtml(server: { url: string }, path: string): Promise<string> {
  const res = await fetch(server.url + path);
  expect(res.status, `GET ${path}`).toBe(200);
  return res.text();
}

/**
 * The text of the first `<article>` in `html` whose text holds `needle`: tags
 * become spaces, apostrophes are decoded and white space is folded. Null when
 * no article holds it.
 */
export function articleText(html: string, needle: string): string | null {
  for (const m of html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)) {
    const text = m[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ");
    if (text.includes(needle)) return text;
  }
  return null;
}
