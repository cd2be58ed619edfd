import { createHash } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { newsPosts } from "~/platform/db/schema";
import { saveNews } from "~/features/news/admin/news-admin.server";
import { pageCache } from "./page-cache";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../tests/support/db";

describe.each(DATABASE_KINDS)("page cache on %s", (kind) => {
  let database: TestDatabase;
  let url: string;
  let close: () => void;
  let renders = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const app = express();
    app.get(
      "/{*splat}",
      pageCache({
        database,
        getLoadContext: () => new RouterContextProvider(),
        // Stands in for React Router: renders a page whose script carries the response nonce.
        handler: async (request) => {
          renders++;
          const nonce = `n${renders}xyz`;
          const path = new URL(request.url).pathname;
          if (path === "/redirect")
            return new Response(null, { status: 302, headers: { Location: "/" } });
          const headers = new Headers({
            "Content-Type": "text/html; charset=utf-8",
            "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'`,
          });
          if (path === "/with-cookie") headers.set("Set-Cookie", "a=b");
          // An article body as stored, unsanitised: what a sanitiser bug would let through.
          const slug = path.match(/^\/grezzo\/(.+)$/)?.[1];
          const [post] = slug
            ? await database.db
                .select({ content: newsPosts.content })
                .from(newsPosts)
                .where(eq(newsPosts.slug, slug))
            : [];
          return new Response(
            `<p>${path} #${renders}</p>${post?.content ?? ""}<script nonce="${nonce}">1</script>`,
            { headers },
          );
        },
      }),
      (_req, res) => res.status(418).send("not cached path"),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await database.drop();
  });

  const cacheStatus = async (path: string) => (await fetch(url + path)).headers.get("x-cache");

  it("serves the second anonymous request from the cache, its inline scripts allowed by hash", async () => {
    const first = await fetch(`${url}/pagina`);
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await fetch(`${url}/pagina`);
    const secondBody = await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(secondBody).toBe(firstBody);
    // No nonce is reused across copies: the script is allowed by its SHA-256.
    expect(secondBody).not.toContain("nonce=");
    const hash = createHash("sha256").update("1").digest("base64");
    expect(second.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(second.headers.get("content-security-policy")).not.toContain("nonce-");
  });

  it("allows in a cached page only the inline scripts the application wrote, not one that came with content", async () => {
    const slug = `script-nel-testo-${Date.now()}`;
    const injected = "fetch('/rubato?'+document.cookie)";
    // Straight into the table, bypassing the sanitiser, as if it had missed the script.
    await database.db.insert(newsPosts).values({
      title: "Articolo con script",
      excerpt: "Sintesi",
      content: `<p>Testo</p><script>${injected}</script>`,
      image: "/images/news/a.svg",
      slug,
      status: "published",
    });
    await bumpContentVersion(database.db);
    const hashOf = (script: string) =>
      `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(await cacheStatus(`/grezzo/${slug}`)).toBe("MISS");
    const hit = await fetch(`${url}/grezzo/${slug}`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toContain(`<script>${injected}</script>`);
    const csp = hit.headers.get("content-security-policy")!;
    // The application's own script (it carried the render's nonce) is allowed by its hash…
    expect(csp).toContain(hashOf("1"));
    // …the one that came with the article is not, so the browser refuses to run it.
    expect(csp).not.toContain(hashOf(injected));
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it("sends the stored page already compressed, as the client accepts it", async () => {
    await fetch(`${url}/compressa`);
    for (const encoding of ["br", "gzip"]) {
      const res = await new Promise<IncomingMessage>((resolve) =>
        http.get(`${url}/compressa`, { headers: { "Accept-Encoding": encoding } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("Accept-Encoding");
      const body = Buffer.concat(chunks);
      const text = (
        encoding === "br" ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)
      ).toString();
      expect(text).toContain("<p>/compressa");
    }
  });

  it("sends gzip, not brotli, to a client that refuses brotli with q=0", async () => {
    await fetch(`${url}/senza-brotli`);
    const res = await new Promise<IncomingMessage>((resolve) =>
      http.get(`${url}/senza-brotli`, { headers: { "Accept-Encoding": "br;q=0, gzip" } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.headers["x-cache"]).toBe("HIT");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toContain("<p>/senza-brotli");
  });

  it("answers 304 to a matching If-None-Match, without a CSP header", async () => {
    const first = await fetch(`${url}/etag`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    // As a browser revalidates its stored copy (fetch() would add Cache-Control: no-cache,
    // which asks for the full page: req.fresh honours it).
    const again = await new Promise<IncomingMessage>((resolve) =>
      http.get(`${url}/etag`, { headers: { "If-None-Match": etag } }, resolve),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    const reload = await fetch(`${url}/etag`, { headers: { "If-None-Match": etag } });
    expect(reload.status).toBe(200);
  });

  it("renders again once news content changes", async () => {
    await fetch(`${url}/news-page`);
    expect((await fetch(`${url}/news-page`)).headers.get("x-cache")).toBe("HIT");
    // Through the staff verb, which bumps the content version in its
    // transaction (decision 041): the same on both databases, and for a write
    // by another instance (content-version.integration.test.ts).
    await saveNews(database.db, {
      values: {
        title: "Nuovo articolo",
        excerpt: "Sintesi",
        content: "<p>Testo</p>",
        image: "/images/news/a.svg",
        category: "eventi",
        tags: [],
        status: "published",
      },
      authorId: null,
    });
    expect((await fetch(`${url}/news-page`)).headers.get("x-cache")).toBe("MISS");
  });

  it("renders again when a scheduled post's time comes, with no write in between", async () => {
    const due = new Date(Date.now() + 60 * 60_000);
    // Scheduled before the page is first rendered: no write happens after it.
    await database.db.insert(newsPosts).values({
      title: "Articolo programmato",
      excerpt: "Sintesi",
      content: "<p>Testo</p>",
      image: "/images/news/a.svg",
      slug: `programmato-${Date.now()}`,
      status: "published",
      publishedAt: due,
    });
    await bumpContentVersion(database.db);
    vi.useFakeTimers({ toFake: ["Date"], now: due.getTime() - 1000 });
    try {
      expect(await cacheStatus("/programmato")).toBe("MISS");
      expect(await cacheStatus("/programmato")).toBe("HIT");
      vi.setSystemTime(due);
      expect(await cacheStatus("/programmato")).toBe("MISS");
      expect(await cacheStatus("/programmato")).toBe("HIT");
    } finally {
      vi.useRealTimers();
    }
  });

  it("never caches requests with cookies, admin pages, redirects or responses setting cookies", async () => {
    const withCookie = await fetch(`${url}/pagina`, { headers: { Cookie: "sessione=1" } });
    expect(withCookie.status).toBe(418);
    expect((await fetch(`${url}/admin/dashboard`)).status).toBe(418);
    const redirect = await fetch(`${url}/redirect`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    await fetch(`${url}/with-cookie`);
    expect((await fetch(`${url}/with-cookie`)).headers.get("x-cache")).toBeNull();
  });
});

describe("page cache bound", () => {
  let database: TestDatabase;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const app = express();
    // Each page weighs a little over 10 KB once its three encodings are counted.
    app.get(
      "/{*splat}",
      pageCache({
        database,
        getLoadContext: () => new RouterContextProvider(),
        maxBytes: 25_000,
        handler: async (request) =>
          new Response(`<p>${request.url}</p>${"<i>scuola</i>".repeat(800)}`, {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          }),
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await database.drop();
  });

  const cacheStatus = async (path: string) => (await fetch(url + path)).headers.get("x-cache");

  it("drops the least recently used pages once the stored bytes exceed the bound", async () => {
    expect(await cacheStatus("/corsi?q=1")).toBe("MISS");
    expect(await cacheStatus("/corsi?q=2")).toBe("MISS");
    // Both fit: reading the first makes it the most recently used.
    expect(await cacheStatus("/corsi?q=1")).toBe("HIT");
    expect(await cacheStatus("/corsi?q=3")).toBe("MISS");
    // The third page pushed out the least recently used one (q=2), not q=1.
    expect(await cacheStatus("/corsi?q=1")).toBe("HIT");
    expect(await cacheStatus("/corsi?q=2")).toBe("MISS");
  });
});
