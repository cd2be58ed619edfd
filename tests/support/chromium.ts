import { chromium, type Browser, type BrowserServer } from "playwright-core";
import { testBrowserPath } from "../../scripts/ensure-chromium.mjs";

/** Debian's Chromium headless shell (or Chromium), with the flags this machine needs. */
const LAUNCH_OPTIONS = {
  executablePath: testBrowserPath(),
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-dev-shm-usage",
    // Only this machine's own servers resolve: a page's requests to other hosts
    // (map tiles) fail at once, inside the browser. Intercepting them in
    // Playwright instead paused every request of every page for a round trip
    // to the test process.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * One Chromium for the whole browser run (tests/setup/e2e-shared.ts): test files
 * connect to it (`connectBrowser`) instead of each starting their own, which on
 * two cores costs about a second of CPU per file. Each file has its own browser
 * contexts, emptied between its tests (tests/support/contexts.ts), so no cookie
 * or storage passes between tests or files.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
