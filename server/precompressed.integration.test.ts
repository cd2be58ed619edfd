import fs from "node:fs";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "./encoding";
import { builtAssets } from "./precompressed";

/** A request as Express sees it, with only this Accept-Encoding header. */
function requestAccepting(header: string | undefined): express.Request {
  const headers = header === undefined ? {} : { "accept-encoding": header };
  return Object.setPrototypeOf({ headers }, express.request) as express.Request;
}

describe("chooseEncoding", () => {
  // The q-value the header gives the encoding: 0 means refused.
  it.each([
    ["gzip, deflate, br, zstd", "br", 1],
    ["gzip, deflate, br, zstd", "gzip", 1],
    ["gzip;q=0.8, br;q=0.5", "br", 0.5],
    ["br;q=0, gzip", "br", 0],
    ["gzip", "br", 0],
    ["*", "br", 1],
    ["*;q=0.3, br;q=0", "br", 0],
    ["*;q=0.3, br;q=0", "gzip", 0.3],
    ["", "gzip", 0],
    ["identity", "gzip", 0],
  ])("Accept-Encoding %j gives %s the quality %d", (header, encoding, quality) => {
    expect(chooseEncoding(requestAccepting(header), [encoding])).toBe(
      quality > 0 ? encoding : null,
    );
  });
  it("reads a missing header as no encoding accepted", () => {
    expect(chooseEncoding(requestAccepting(undefined), ["br"])).toBeNull();
  });
  it("prefers our order among accepted encodings, and skips a refused one", () => {
    expect(chooseEncoding(requestAccepting("gzip, deflate, br, zstd"), ["br", "gzip"])).toBe("br");
    expect(chooseEncoding(requestAccepting("br;q=0, gzip"), ["br", "gzip"])).toBe("gzip");
  });
});

describe("precompressed assets", () => {
  const script = `export const corsi = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Corso di formazione numero ${i}`))};`;
  let dir: string;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-assets-"));
    fs.writeFileSync(path.join(dir, "app-abc123.js"), script);
    // Marked copies, so the test can tell which file was sent.
    fs.writeFileSync(path.join(dir, "app-abc123.js.br"), zlib.brotliCompressSync(script + "//br"));
    fs.writeFileSync(path.join(dir, "app-abc123.js.gz"), zlib.gzipSync(script + "//gz"));
    fs.writeFileSync(path.join(dir, "plain-def456.js"), script);
    const app = express();
    app.use(compression());
    app.use("/assets", ...builtAssets(dir));
    // What comes after the assets in the real server: the pages.
    app.use((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.send("<!doctype html><title>pagina</title>");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Raw bytes as sent, without the automatic decompression of fetch. */
  async function get(file: string, acceptEncoding?: string) {
    const res = await new Promise<IncomingMessage>((resolve) =>
      http.get(
        `${url}/assets/${file}`,
        { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } },
        resolve,
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { res, body: Buffer.concat(chunks) };
  }

  it("sends the brotli copy to a browser that accepts brotli", async () => {
    const { res, body } = await get("app-abc123.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script + "//br");
  });

  it("sends the gzip copy when brotli is not accepted", async () => {
    const { res, body } = await get("app-abc123.js", "br;q=0, gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(zlib.gunzipSync(body).toString()).toBe(script + "//gz");
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    const { res, body } = await get("app-abc123.js", "identity");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(body.toString()).toBe(script);
  });

  it("leaves an asset without copies to the compression middleware", async () => {
    const { res, body } = await get("plain-def456.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(body).toString()).toBe(script);
  });

  it("answers 404 for an unknown asset, never a page", async () => {
    const { res, body } = await get("nope-000.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(body.toString()).toBe("Risorsa non trovata");
  });

  it("answers 404, without the copy's encoding, for an asset removed after start", async () => {
    // A release pruned under a running server made the pages answer
    // 500 ("Content-Type cannot be set to an Array") for their own assets.
    fs.writeFileSync(path.join(dir, "gone-0a1b2c.js"), script);
    fs.writeFileSync(path.join(dir, "gone-0a1b2c.js.br"), zlib.brotliCompressSync(script));
    const app = express();
    app.use("/assets", ...builtAssets(dir));
    app.use((_req, res) => res.type("html").send("pagina"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      fs.rmSync(path.join(dir, "gone-0a1b2c.js"));
      fs.rmSync(path.join(dir, "gone-0a1b2c.js.br"));
      const port = (server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/assets/gone-0a1b2c.js`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.text()).toBe("Risorsa non trovata");
    } finally {
      server.close();
    }
  });
});
