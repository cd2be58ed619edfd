import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caddyAvailable,
  freePort,
  httpsRequest,
  startCaddy,
  type CaddyFront,
} from "../support/caddy";
import { startServer, type TestServer } from "../support/server";
import { aRegistration, registrationForm } from "../support/builders";

/**
 * A CA bundle of the machine's extra certificates (NODE_EXTRA_CA_CERTS, e.g. a
 * proxy's in front of the npm registry, which the Observatory's first-use
 * install goes through) plus `file` (Caddy's local root): setting the variable
 * to Caddy's root alone made that install fail its TLS checks and retry for
 * minutes.
 */
function caCertsWith(file: string): string {
  const machine = process.env.NODE_EXTRA_CA_CERTS;
  if (!machine || !fs.existsSync(machine)) return file;
  const bundle = `${file}.with-machine.pem`;
  fs.writeFileSync(bundle, `${fs.readFileSync(machine, "utf8")}\n${fs.readFileSync(file, "utf8")}`);
  return bundle;
}

// The site behind Caddy (deploy/Caddyfile) on https://localhost with Caddy's
// internal CA, as production runs it behind a public certificate.
const HAS_CADDY = caddyAvailable();
if (!HAS_CADDY) {
  console.warn(
    "caddy non trovato: i test HTTPS dietro Caddy (deploy/) sono saltati. " +
      "Installalo con `apt-get install -y caddy` (lo fa .ci/run).",
  );
}

const ADMIN_EMAIL = "segreteria@example.org";
const ADMIN_PASSWORD = "una-password-lunga-per-i-test";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.skipIf(!HAS_CADDY)("HTTPS front (Caddy, deploy/Caddyfile)", () => {
  let server: TestServer;
  let caddy: CaddyFront;
  let ca: Buffer;
  let origin: string;

  beforeAll(async () => {
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    origin = `https://localhost:${httpsPort}`;
    server = await startServer({ PUBLIC_URL: origin, ADMIN_EMAIL, ADMIN_PASSWORD });
    caddy = await startCaddy({ upstream: new URL(server.url).host, httpPort, httpsPort });
    ca = fs.readFileSync(caddy.rootCertFile);
  });

  afterAll(async () => {
    await caddy?.stop();
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    httpsRequest(origin + path, { ca, headers });

  it("redirects plain HTTP to HTTPS with a 301, keeping the path", async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://localhost:${caddy.httpPort}/corsi?pagina=2`, resolve).on("error", reject),
    );
    res.resume();
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${origin}/corsi?pagina=2`);
  });

  it("sends HSTS, the CSP and the other security headers exactly once", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    for (const header of [
      "strict-transport-security",
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(
        names.filter((n) => n === header),
        header,
      ).toHaveLength(1);
    }
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' '(nonce-|sha256-)/);
    expect(res.headers.server).toBeUndefined();
  });

  it("serves a precompressed stylesheet as CSS, compressed once", async () => {
    const page = (await get("/")).body.toString();
    const css = page.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeTruthy();
    const res = await get(css!, { "Accept-Encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toMatch(/[{};]/);
  });

  it("gives the staff session cookie the __Host- prefix, Secure, HttpOnly and SameSite", async () => {
    const res = await httpsRequest(`${origin}/admin/login`, {
      ca,
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).toString(),
    });
    expect(res.status).toBe(302);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-staff_session=/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  async function register(receiptBytes: number) {
    const receipt = Buffer.alloc(receiptBytes);
    PDF.copy(receipt);
    const form = registrationForm(
      aRegistration({ fullName: "Prova Proxy", email: `proxy${receiptBytes}@example.org` }),
      { bytes: receipt, name: "ricevuta.pdf", type: "application/pdf" },
    );
    const encoded = new Response(form);
    return httpsRequest(`${origin}/iscrizione-cedils`, {
      ca,
      method: "POST",
      headers: { Origin: origin, "Content-Type": encoded.headers.get("content-type")! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("lets a 10 MB receipt through the proxy", async () => {
    const res = await register(10 * 1024 * 1024);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("Grazie per la tua iscrizione");
  });

  it("answers an 11 MB receipt with the site's Italian message, not the proxy's", async () => {
    const res = await register(11 * 1024 * 1024);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.toString()).toContain("La ricevuta supera la dimensione massima di 10 MB");
  });

  it("answers /healthz through the proxy", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: "ok", database: "pglite" });
  });

  it("gets A+ with every test passing from the MDN HTTP Observatory", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "scripts/observatory.mjs",
        "localhost",
        "--http-port",
        String(caddy.httpPort),
        "--https-port",
        String(caddy.httpsPort),
        "--json",
      ],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caCertsWith(caddy.rootCertFile) } },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout) as {
      grade: string;
      score: number;
      testsPassed: number;
      testsQuantity: number;
      tests: { name: string; pass: boolean; result: string }[];
    };
    expect(report.tests.filter((t) => !t.pass)).toEqual([]);
    expect(report.grade).toBe("A+");
    expect(report.score).toBeGreaterThanOrEqual(120);
    expect(report.testsPassed).toBe(report.testsQuantity);
    // The first run installs the pinned Observatory package (scripts/observatory.mjs).
  }, 240_000);
});
