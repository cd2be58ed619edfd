import type { Browser } from "playwright-core";
import { test as base } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  newTrackedPage,
  PHONE,
  type PageOptions,
  type TrackedPage,
} from "./browser";

/** Opens a new page in its own browser context; the fixture closes it after the test. */
export type OpenPage = (options?: PageOptions) => Promise<TrackedPage>;

type PageFixtures = {
  openPage: OpenPage;
  /** A desktop page. */
  page: TrackedPage;
  /** A phone page (390×844, touch). */
  phonePage: TrackedPage;
  /** A desktop page with JavaScript off, as a visitor whose scripts failed to load. */
  noJsPage: TrackedPage;
};

/**
 * Browser tests: `it("…", async ({ page }) => …)`. Chromium starts once per
 * file, before its tests; every context a test opens is
 * closed when it ends, pass or fail. Pages are not hydrated on arrival: open
 * them with `visit(page, url)` (tests/support/browser.ts) to wait as a visitor does.
 */
export const test = base.extend<{ $test: PageFixtures; $file: { browser: Browser } }>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a function uses from its first parameter.
    async ({}, provide) => {
      const browser = await launchBrowser();
      await provide(browser);
      await browser.close();
    },
    { scope: "file" },
  ],
  openPage: async ({ browser }, provide) => {
    const pages: TrackedPage[] = [];
    await provide(async (options = DESKTOP) => {
      const page = await newTrackedPage(browser, options);
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
  page: async ({ openPage }, provide) => provide(await openPage(DESKTOP)),
  phonePage: async ({ openPage }, provide) => provide(await openPage(PHONE)),
  noJsPage: async ({ openPage }, provide) =>
    provide(await openPage({ ...DESKTOP, javaScriptEnabled: false })),
});

// Chromium starts in a suite hook of each file that imports this module (under
// hookTimeout, as the server does), not inside the first test's time limit: on a
// busy machine a launch takes seconds.
test.beforeAll(async ({ browser: _browser }) => {});

export const it = test;
