import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";
import { PUBLIC_ROUTES } from "../support/routes";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
  it("pages carry a nonce-based CSP that matches every inline script", async () => {
    const res = await fetch(server.url + "/");
    expectCommonHeaders(res.headers);
    const nonce = res.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // A new nonce for every request.
    const again = await fetch(server.url + "/");
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("static assets, resource routes, 404s and /healthz carry them too", async () => {
    const html = await (await fetch(server.url + "/")).text();
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

  it("no page logs a CSP violation or any other console error", async () => {
    const page = await openPage(browser);
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text()))
        violations.push(`${page.url()}: ${msg.text()}`);
    });
    for (const path of PUBLIC_ROUTES) {
      await page.goto(server.url + path, { waitUntil: "networkidle" });
    }
    expect(violations).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
