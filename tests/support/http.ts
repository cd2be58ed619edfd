import { expect } from "vitest";

/** What an anonymous visitor gets at `path` (through the page cache): the page's HTML, answered 200. */
export async function publicHtml(server: { url: string }, path: string): Promise<string> {
  const res = await fetch(server.url + path);
  expect(res.status, `GET ${path}`).toBe(200);
  return res.text();
}
