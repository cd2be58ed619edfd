import { describe, expect } from "vitest";
import {
  axeViolations,
  DESKTOP,
  expectCleanPage,
  expectCleanPhonePage,
  expectNoAxeViolations,
  PHONE,
  visit,
} from "../support/browser";
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

describe("accessibility checker (axe-core)", () => {
  it("reports what is wrong on a page and inside its same-origin frames", async ({ page }) => {
    await visit(page, server.url + "/accessibilita");
    await expectNoAxeViolations(page);
    // An image without alt text on the page, another in a frame (as in a staff preview).
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const img = Object.assign(document.createElement("img"), { id: "fuori", src: "/logo.svg" });
      const frame = Object.assign(document.createElement("iframe"), {
        id: "anteprima-rotta",
        title: "Anteprima",
        srcdoc:
          '<!DOCTYPE html><html lang="it"><head><title>x</title></head><body><main><img id="dentro" src="/logo.svg"></main></body></html>',
      });
      main.append(img, frame);
    });
    await page.frameLocator("#anteprima-rotta").locator("#dentro").waitFor();
    const report = (await axeViolations(page)).join("\n");
    expect(report).toContain("image-alt (critical)");
    expect(report).toContain("#fuori");
    expect(report).toContain("#anteprima-rotta #dentro");
  });
});

// Each route as a visitor first sees it: axe-core finds nothing, the console
// stays quiet (no error, no CSP refusal), and on a phone nothing scrolls sideways. Feature tests check the
// states a visitor reaches by acting (a menu open, a form answered). The two
// sizes check the same routes in their own pages: run side by side, the file is
// not the last one still running when the others are done.
describe.concurrent("every public route, as first seen", () => {
  for (const [label, device, expectClean] of [
    ["desktop", DESKTOP, expectCleanPage],
    ["phone", PHONE, expectCleanPhonePage],
  ] as const) {
    it(`no axe violation, no console error, nothing wider than the screen at ${label} size`, async ({
      openPage,
    }) => {
      const page = await openPage(device);
      // The banner is tested apart (layout test); keep it out of the way of page content.
      await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
      const failures: string[] = [];
      // A Content Security Policy refusal fails the page at any console level.
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text()))
          failures.push(`${page.url()}: ${msg.text()}`);
      });
      for (const path of PUBLIC_ROUTES) {
        page.consoleErrors.length = 0;
        await visit(page, server.url + path);
        try {
          await expectClean(page);
        } catch (error) {
          failures.push(String((error as Error).message));
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
