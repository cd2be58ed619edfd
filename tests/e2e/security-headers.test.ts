import { createHash } from "node:crypto";
import { describe, expect } from "vitest";
import { startServer } from "../support/server";
import { it, sharedServer } from "../support/fixtures";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();

function expectCommonHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toMatch(
    /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  );
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  const csp = headers.get("content-security-policy") ?? "";
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  // Map tiles are allowed for images only.
  expect(csp).toMatch(/img-src [^;]*tile\.openstreetmap\.org/);
  expect(scriptSrc).not.toContain("openstreetmap");
  // No HSTS on plain http.
  expect(headers.get("strict-transport-security")).toBeNull();
}

describe("security headers", () => {
  it("every inline script of a page is allowed by the page's nonce or by its hash, nothing else", async () => {
    for (const headers of [{}, { cookie: "visita=1" }] as Array<Record<string, string>>) {
      // An anonymous first visit, then a visitor with a cookie (never cached: per-response nonce).
      for (let i = 0; i < 2; i++) {
        const res = await fetch(server.url + "/", { headers });
        expectCommonHeaders(res.headers);
        const csp = res.headers.get("content-security-policy")!;
        const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
        const html = await res.text();
        const scripts = [
          ...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
        ].filter(([, attrs]) => !attrs!.includes("application/ld+json"));
        expect(scripts.length).toBeGreaterThan(0);
        for (const [, attrs, body] of scripts) {
          const hash = createHash("sha256").update(body!).digest("base64");
          const allowed =
            (nonce !== undefined && attrs!.includes(`nonce="${nonce}"`)) ||
            csp.includes(`'sha256-${hash}'`);
          expect(allowed, `inline script not allowed: ${body!.slice(0, 60)}`).toBe(true);
        }
      }
    }
    // With a cookie, every response has its own nonce.
    const a = await fetch(server.url + "/", { headers: { cookie: "visita=1" } });
    const b = await fetch(server.url + "/", { headers: { cookie: "visita=1" } });
    expect(a.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(a.headers.get("content-security-policy")).not.toBe(
      b.headers.get("content-security-policy"),
    );
  });

  it("static assets, resource routes, 404s and /healthz carry them too", async () => {
    // A script file from a page that hydrates (the home ships none: docs/decisions/034).
    const html = await (await fetch(server.url + "/corsi")).text();
    const asset = html.match(/\/assets\/[\w-]+\.js/)![0];
    for (const path of [asset, "/robots.txt", "/non-esiste", "/healthz", "/logo.svg"]) {
      expectCommonHeaders((await fetch(server.url + path)).headers);
    }
  });

  it("sends HSTS when the public address is https", async () => {
    const https = await startServer({ PUBLIC_URL: "https://www.example.org" });
    try {
      const res = await fetch(https.url + "/");
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      await https.stop();
    }
  });
});
