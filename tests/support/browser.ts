import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import axe, { type AxeResults, type ElementContext, type RunOptions } from "axe-core";
import type { BrowserContextOptions, Download, Frame, Locator, Page, Route } from "playwright-core";
import { expect } from "vitest";

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

export type TrackedPage = Page & {
  consoleErrors: string[];
  /** False for a page opened with JavaScript off: it never hydrates. */
  hydrates: boolean;
};

export type PageOptions = BrowserContextOptions & {
  /** Start as a visitor who already accepted cookies, so the banner covers nothing. */
  cookiesAccepted?: boolean;
};

/**
 * Waits until React has hydrated the page (`html[data-hydrated]`, set by the
 * root route), so the next click is handled at once. On a busy machine
 * hydration can end well after the network is idle, and a click during it is
 * only replayed later. A page without JavaScript, or one sent without the
 * framework's scripts (`html[data-zero-script]`, docs/decisions/034), has
 * nothing to wait for.
 */
export async function hydrated(page: TrackedPage): Promise<void> {
  if (page.hydrates)
    await page
      .locator("html[data-hydrated], html[data-zero-script]")
      .waitFor({ state: "attached" });
}

/** Opens `url` as a visitor does: until the network is idle and the page is hydrated. */
export async function visit(page: TrackedPage, url: string) {
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await hydrated(page);
  return response;
}

/**
 * Visits `url` as a visitor does and checks what a search engine and a screen
 * reader meet first: a 200, the document title, the meta description (exact,
 * or matching a pattern) and the page's one h1.
 */
export async function visitPublicPage(
  page: TrackedPage,
  url: string,
  head: { title: string; h1: string; description?: string | RegExp },
): Promise<void> {
  const response = await visit(page, url);
  expect(response?.status(), url).toBe(200);
  await expect(page.title()).resolves.toBe(`${head.title} · Polo Formativo Lucano`);
  if (head.description !== undefined) {
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    if (typeof head.description === "string") expect(description).toBe(head.description);
    else expect(description).toMatch(head.description);
  }
  await expect(page.locator("h1").allTextContents()).resolves.toEqual([head.h1]);
}

/**
 * Whether the element is rendered for the visitor (`checkVisibility()`): false
 * inside a closed `<details>`, whose content the browser skips
 * (content-visibility) though it may still report a box for it.
 */
export function isShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.checkVisibility());
}

/** axe-core's WCAG 2.2 A and AA rules; only violations are asserted, so only they are collected. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  resultTypes: ["violations"],
};

type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe-core, WCAG 2.2 A and AA rules: no violations. Axe measures the layout
 * (target sizes, overlaps), so the page first settles as a visitor sees it:
 * what it loads lazily (the rich-text editor's toolbar, the map) has arrived
 * and been drawn, and it no longer scrolls. Under load, axe once ran while the editor's toolbar was
 * still being inserted and measured a button mid-shift.
 *
 * axe-core goes into every frame of the page (the staff previews are
 * same-origin frames) and runs once from the top, which checks the frames too.
 * @axe-core/playwright did the same with two more copies of axe-core per check
 * and a blank page of its own to merge the frames' results: three times the
 * CPU (decision 050).
 */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  expect(await axeViolations(page, exclude), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Resolves when the page has not scrolled for two frames (3 s at most): after a
 * navigation from a scrolled position the site scrolls back smoothly
 * (scroll-behavior: smooth), and axe once measured a button passing under the
 * sticky header as a too-small touch target.
 */
function standingStill(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = "";
        let stillFrames = 0;
        const deadline = performance.now() + 3_000;
        const frame = () => {
          const position = `${window.scrollX},${window.scrollY}`;
          stillFrames = position === last ? stillFrames + 1 : 0;
          last = position;
          if (stillFrames >= 2 || performance.now() > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Loads axe-core into the frame unless an earlier check of the same document
 * did: compiling its 540 KB costs the browser about 0.25 s of CPU each time.
 */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => "axe" in window)) return;
  await frame.evaluate(axe.source);
}

/** What axe-core finds on the page (see expectNoAxeViolations): one line a rule, then its nodes. */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // Map tiles come from outside and never arrive in tests: settle for 5 s at most.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await standingStill(page);
  await withAxe(page.mainFrame());
  for (const frame of page.frames().slice(1)) {
    // A frame that navigates away meanwhile has nothing left to check.
    await withAxe(frame).catch(() => undefined);
  }
  const violations = await page.evaluate(
    async ({ exclude, options }): Promise<AxeViolation[]> => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context, options);
      return results.violations.map((v) => ({
        id: v.id,
        impact: String(v.impact),
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      }));
    },
    { exclude, options: AXE_OPTIONS },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join("\n  ")}`);
}

/** The page has no horizontal scrolling (phone layouts). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/**
 * Handles the POSTs a public form's island sends to its own page `pathname`
 * (docs/decisions/036) with `handle`; every other request to that page goes on.
 * Returns the function that removes the handler.
 */
export async function routeFormPosts(
  page: Page,
  pathname: string,
  handle: (route: Route) => Promise<void>,
): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  const handler = (route: Route) =>
    route.request().method() === "POST" ? handle(route) : route.continue();
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/**
 * Submits a public form's island (which posts to its page `pathname` with fetch,
 * docs/decisions/036) with its button `button`, holding the post until the
 * button has turned into a disabled 'Invio in corso...'; then lets it go on.
 */
export async function submitSeeingPending(page: Page, pathname: string, button: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await routeFormPosts(page, pathname, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: button }).click();
  const busy = page.getByRole("button", { name: "Invio in corso..." });
  await busy.waitFor();
  await expect(busy.isDisabled()).resolves.toBe(true);
  release();
}

/** Submits a public form's island with its button `button` while its posts to `pathname` cannot reach the server. */
export async function submitUnreachable(page: Page, pathname: string, button: string) {
  await routeFormPosts(page, pathname, (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: button }).click();
}

/**
 * The bytes of a finished download. The browser runs in another process
 * (tests/setup/e2e-shared.ts), so its file is copied here with `saveAs`:
 * `download.path()` only works with a browser launched by the test itself.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "download-"));
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

/** The element's visible text with runs of white space collapsed, for checks on wording. */
export async function collapsedText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ");
}

/** The visible text of <main>, with runs of white space collapsed. */
export function mainText(page: Page): Promise<string> {
  return collapsedText(page.locator("main"));
}

/** Expects the visible text of <main> (mainText) to hold every one of `phrases`. */
export async function expectMainTextToContain(page: Page, phrases: string[]): Promise<void> {
  const text = await mainText(page);
  for (const phrase of phrases) expect(text).toContain(phrase);
}

/** The figures of <main>'s description lists, each as "value term" (its dd, then its dt). */
export function mainFigures(page: Page): Promise<string[]> {
  return page
    .locator("main dl > div")
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector("dd")?.textContent} ${item.querySelector("dt")?.textContent}`,
      ),
    );
}

/** Expects the link to open a new tab without giving that page a hold on this one. */
export async function expectOpensInNewTab(link: Locator): Promise<void> {
  await expect(link.getAttribute("target")).resolves.toBe("_blank");
  await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
}

/** The href of every link in <main> named `name`, in page order. */
export async function linkHrefs(page: Page, name: string | RegExp): Promise<string[]> {
  const links = page.locator("main").getByRole("link", { name });
  return Promise.all((await links.all()).map((l) => l.getAttribute("href") as Promise<string>));
}

/**
 * Fills in a form as a person would, field by field in the order given: each
 * key is a field's label (as `getByLabel` finds it), each value what to type
 * into it, or the option to choose when the field is a <select>.
 */
export async function fillFields(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Waits for the page's h1 to read `text` (a client navigation commits a moment after the URL). */
export async function expectH1(page: Page, text: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();
}

/** Waits for the page's one h1 to read `text`, and checks that it is the only one. */
export async function expectOnlyH1(page: Page, text: string): Promise<void> {
  await expectH1(page, text);
  await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
}

/** Clicks the link named `link` and waits for the dialog named `dialog` it opens (a confirmation step). */
export async function openDialog(page: Page, link: string, dialog: string): Promise<Locator> {
  await page.getByRole("link", { name: link }).click();
  const opened = page.getByRole("dialog", { name: dialog });
  await opened.waitFor();
  return opened;
}

/** What every page owes a visitor: no axe violations and nothing in the console. */
export async function expectCleanPage(page: TrackedPage): Promise<void> {
  await expectNoAxeViolations(page);
  expect(page.consoleErrors, `console errors on ${page.url()}`).toEqual([]);
}

/** expectCleanPage on a phone, where nothing may scroll sideways either. */
export async function expectCleanPhonePage(page: TrackedPage): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectCleanPage(page);
}
