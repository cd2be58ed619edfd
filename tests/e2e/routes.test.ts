import { readdirSync, readFileSync } from "node:fs";
import http, { type IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { ADMIN_ROUTES, LAYOUT_ROUTES, STANDALONE_ROUTES } from "../support/routes";
import { startServer, type TestServer } from "../support/server";
import { it } from "../support/fixtures";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("route table", () => {
  it.each(LAYOUT_ROUTES)("%s answers 200 inside the common layout", async (path) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="it"');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(/<h1[\s>]/);
  });

  it.each(STANDALONE_ROUTES)(
    "%s answers 200 without the common header and footer",
    async (path) => {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      // Standalone pages have their own small top bar and footer, not the layout's.
      expect(html).not.toContain('aria-label="Navigazione principale"');
      expect(html).not.toContain('id="footer-navigazione"');
      expect(html).toMatch(/<h1[\s>]/);
    },
  );

  it("an unknown path answers 404 'Pagina non trovata' with a link home, inside the layout", async () => {
    const res = await fetch(`${server.url}/questa-pagina-non-esiste/davvero`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Pagina non trovata");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Torna alla home<\/a>/);
    expect(html).toMatch(/<footer[\s>]/);
  });

  it.each(ADMIN_ROUTES)(
    "%s does not crash and sends an anonymous visitor to /admin/login",
    async (path) => {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status).toBeGreaterThanOrEqual(300);
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
    },
  );

  it("/healthz answers 200 while the database is reachable", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("hashed assets are served immutable for a year", async () => {
    // The home ships no script (docs/decisions/034), only its stylesheet; the
    // catalogue hydrates.
    const home = await (await fetch(server.url + "/")).text();
    const catalogue = await (await fetch(server.url + "/corsi")).text();
    const stylesheet = home.match(/\/assets\/[\w-]+\.css/)?.[0];
    const script = catalogue.match(/\/assets\/[\w-]+\.js/)?.[0];
    for (const asset of [stylesheet, script]) {
      expect(asset).toBeDefined();
      const res = await fetch(server.url + asset);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("the framework script goes out as compressed at build time: brotli, else gzip", async () => {
    const framework = readdirSync(`${BUILD_DIR}/client/assets`).find((f) =>
      /^framework-[\w-]+\.js$/.test(f),
    );
    expect(framework).toBeDefined();
    const original = readFileSync(`${BUILD_DIR}/client/assets/${framework}`);
    const raw = async (encoding: string) => {
      const res = await new Promise<IncomingMessage>((resolve) =>
        http.get(
          `${server.url}/assets/${framework}`,
          { headers: { "Accept-Encoding": encoding } },
          resolve,
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { res, body: Buffer.concat(chunks) };
    };
    const br = await raw("gzip, deflate, br, zstd");
    expect(br.res.headers["content-encoding"]).toBe("br");
    expect(br.res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await raw("gzip");
    expect(gz.res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    // Zopfli's copy is smaller than what zlib's best level would send on the fly.
    expect(gz.body.length).toBeLessThan(gzipSync(original, { level: 9 }).length);
  });

  it("every request is logged as one JSON line with a request id", async () => {
    const res = await fetch(`${server.url}/chi-siamo`);
    const id = res.headers.get("x-request-id");
    expect(id).toBeTruthy();
    // The line is written when the response finishes, a moment after fetch resolves.
    const logLine = () =>
      server
        .output()
        .split("\n")
        .find((l) => l.includes(id!));
    await expect.poll(logLine).toBeDefined();
    const line = logLine();
    expect(JSON.parse(line!)).toMatchObject({
      reqId: id,
      method: "GET",
      path: "/chi-siamo",
      status: 200,
    });
  });
});
