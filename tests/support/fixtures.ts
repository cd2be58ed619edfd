import type { Browser } from "playwright-core";
import { inject, test as base } from "vitest";
import { DESKTOP, PHONE, visit, type PageOptions, type TrackedPage } from "./browser";
import { connectBrowser, launchBrowser } from "./chromium";
import { ContextPool } from "./contexts";
import { startServer, type ServerEnv, type TestServer } from "./server";
import { createStaffAccount, signInOverHttp, type StaffAccount } from "./staff";

/** Opens a new page in a browser context of its own (ContextPool); the fixture closes it after the test. */
export type OpenPage = (options?: PageOptions) => Promise<TrackedPage>;

type PageFixtures = {
  openPage: OpenPage;
  /** A desktop page. */
  page: TrackedPage;
  /** A phone page (390×844, touch). */
  phonePage: TrackedPage;
  /** A desktop page with JavaScript off, as a visitor whose scripts failed to load. */
  noJsPage: TrackedPage;
  /** Opens a page (desktop unless told) as a visitor who already accepted cookies, so the banner covers nothing. */
  visitorPage: OpenPage;
};

/**
 * Browser tests: `it("…", async ({ page }) => …)`. The file's first test that
 * asks for a page connects the file to the run's one Chromium (tests/setup/e2e-shared.ts; it launches its own when run
 * outside it); every page a test opens is closed when it ends, pass or fail, and
 * its context emptied for a later test of the file (tests/support/contexts.ts).
 * Pages are not hydrated on arrival: open them with `visit(page, url)`
 * (tests/support/browser.ts) to wait as a visitor does.
 */
const test = base.extend<{
  $test: PageFixtures;
  $file: { browser: Browser; contexts: ContextPool };
}>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixtures a function uses from its first parameter.
    async ({}, provide) => {
      const endpoint = inject("browserEndpoint");
      const browser = endpoint ? await connectBrowser(endpoint) : await launchBrowser();
      await provide(browser);
      await browser.close();
    },
    { scope: "file" },
  ],
  contexts: [async ({ browser }, provide) => provide(new ContextPool(browser)), { scope: "file" }],
  openPage: async ({ contexts }, provide) => {
    const pages: TrackedPage[] = [];
    await provide(async (options = DESKTOP) => {
      const page = await contexts.open(options);
      pages.push(page);
      return page;
    });
    await contexts.release(pages);
  },
  page: async ({ openPage }, provide) => provide(await openPage(DESKTOP)),
  phonePage: async ({ openPage }, provide) => provide(await openPage(PHONE)),
  noJsPage: async ({ openPage }, provide) =>
    provide(await openPage({ ...DESKTOP, javaScriptEnabled: false })),
  visitorPage: async ({ openPage }, provide) =>
    provide((options = DESKTOP) => openPage({ ...options, cookiesAccepted: true })),
});

export const it = test;

/** Opens `path` of the file's server in a new page, as a visitor does (`visit`). */
type OpenPath = (path: string, device?: PageOptions) => Promise<TrackedPage>;

type StaffFixtures = {
  /** A desktop page signed in as the amministratore of ADMIN_EMAIL/ADMIN_PASSWORD. */
  staffPage: TrackedPage;
  /** A desktop page signed in as a redattore (created once per file). */
  editorPage: TrackedPage;
  /** Opens `path` of the file's server as a visitor who accepted cookies (visitorPage, then visit). */
  visitorAt: OpenPath;
};

/**
 * Browser tests on a server of the file's own, started with `env` (TEST_NOW,
 * ADMIN_EMAIL and ADMIN_PASSWORD, TEST_FAULTS…) before the file's tests and
 * stopped after them: `const it = onOwnServer({ TEST_NOW: "…" });`. With
 * ADMIN_EMAIL set, `staffPage` and `editorPage` are pages already signed in
 * (over HTTP, without the sign-in form, which the auth tests cover).
 */
export function onOwnServer(env: ServerEnv = {}) {
  const withServer = test.extend<{
    $file: { server: TestServer; editorAccount: StaffAccount };
    $test: StaffFixtures;
  }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- as above.
      async ({}, provide) => {
        const server = await startServer(env);
        await provide(server);
        await server.stop();
      },
      { scope: "file" },
    ],
    editorAccount: [
      async ({ server }, provide) =>
        provide(await createStaffAccount(server.url, adminAccount(env), "redattore")),
      { scope: "file" },
    ],
    staffPage: async ({ server, openPage }, provide) =>
      provide(await signedInPage(server.url, adminAccount(env), openPage)),
    editorPage: async ({ server, editorAccount, openPage }, provide) =>
      provide(await signedInPage(server.url, editorAccount, openPage)),
    // Typed by hand: a fixture whose value is a function of two parameters is not inferred.
    visitorAt: async (
      { server, openPage }: { server: TestServer; openPage: OpenPage },
      provide: (open: OpenPath) => Promise<void>,
    ) => provide(opener(server.url, openPage, true)),
  });
  // The server starts in a suite hook, under hookTimeout, not in the first test's time.
  withServer.beforeAll(async ({ server: _server }) => {});
  return withServer;
}

function adminAccount(env: ServerEnv): StaffAccount {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) {
    throw new Error("staffPage needs onOwnServer({ ADMIN_EMAIL, ADMIN_PASSWORD })");
  }
  return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
}

async function signedInPage(url: string, account: StaffAccount, openPage: OpenPage) {
  const cookie = await signInOverHttp(url, account);
  const page = await openPage(DESKTOP);
  await page.context().addCookies([{ ...cookie, url }]);
  return page;
}

/** The amministratore of staffServer: its ADMIN_EMAIL and ADMIN_PASSWORD. */
export const ADMIN: StaffAccount = {
  email: "segreteria@poloformativo.test",
  password: "una-password-davvero-lunga",
};

/**
 * onOwnServer(env) and its server for code outside a test's fixtures (helpers,
 * hooks): `const { it, server } = ownServer({ TEST_NOW: "…" })`; `server` is
 * filled in before the file's first test.
 */
export function ownServer(env: ServerEnv = {}) {
  const it = onOwnServer(env);
  const server = {} as TestServer;
  it.beforeAll(({ server: started }) => {
    Object.assign(server, started);
  });
  return { it, server };
}

/** ownServer whose amministratore (staffPage) is ADMIN unless `env` names another. */
export function staffServer(env: ServerEnv = {}) {
  return ownServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
}

/**
 * The run's shared server (tests/setup/e2e-shared.ts), for a read-only file whose
 * helpers need its address outside a test: `const server = sharedServer();`.
 */
export function sharedServer(): { url: string } {
  return { url: inject("sharedServerUrl") };
}

/**
 * Read-only browser files on the run's shared server: `open(path, device)`
 * opens a page there; with `cookiesAccepted`, as a visitor who already
 * accepted cookies, so the banner covers nothing.
 */
export function onSharedServer(options: { cookiesAccepted?: boolean } = {}) {
  return test.extend<{ open: OpenPath }>({
    open: async ({ openPage }, provide) =>
      provide(opener(sharedServer().url, openPage, options.cookiesAccepted)),
  });
}

/** Opens a path of the server at `url` in a new page, as a visitor does (`visit`). */
function opener(url: string, openPage: OpenPage, cookiesAccepted?: boolean): OpenPath {
  return async (path, device = DESKTOP) => {
    const page = await openPage({ ...device, cookiesAccepted });
    await visit(page, url + path);
    return page;
  };
}

/**
 * Vitest retries a failed browser test once, and the retry finds what the first
 * attempt saved. `const nextRun = attemptNames("prova ")` names each call apart:
 * "prova a", "prova b"… (letters, so neither a slug's own "-2" nor a search
 * finds one attempt's records in another's).
 */
export function attemptNames(prefix: string): () => string {
  let attempt = 0;
  return () => `${prefix}${String.fromCharCode(97 + attempt++)}`;
}
