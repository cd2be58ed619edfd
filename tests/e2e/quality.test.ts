import { describe, expect } from "vitest";
import { DESKTOP, expectNoAxeViolations, PHONE, visit } from "../support/browser";
import { validateHtml } from "../support/html-validator";
import { PUBLIC_ROUTES } from "../support/routes";
import { it, sharedServer } from "../support/fixtures";

// Reads only: the run's shared server (tests/setup/e2e-shared.ts).
const server = sharedServer();

describe("HTML validity (W3C Nu HTML Checker)", () => {
  it("the checker itself reports a broken document", async () => {
    const errors = await validateHtml([
      {
        name: "rotto",
        html: '<!DOCTYPE html><html lang="it"><head><title>x</title></head><body><a href="/"><a href="/">x</a></a><img src="x.png"></body></html>',
      },
    ]);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^rotto:/);
  });

  it("the server-rendered HTML of every public route and the 404 page has no error", async () => {
    const pages = [];
    for (const path of [...PUBLIC_ROUTES, "/pagina-inesistente"]) {
      pages.push({ name: path, html: await (await fetch(server.url + path)).text() });
    }
    expect(await validateHtml(pages)).toEqual([]);
  }, 120_000);
});

// The two sizes check the same routes in their own pages: run side by side, the
// file is not the last one still running when the others are done.
describe.concurrent("axe-core on every public route", () => {
  for (const [label, device] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`no violation at ${label} size`, async ({ openPage }) => {
      const page = await openPage(device);
      // The banner is tested apart (layout test); keep it out of the way of page content.
      await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
      const failures: string[] = [];
      for (const path of PUBLIC_ROUTES) {
        await visit(page, server.url + path);
        try {
          await expectNoAxeViolations(page);
        } catch (error) {
          failures.push(String((error as Error).message));
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
