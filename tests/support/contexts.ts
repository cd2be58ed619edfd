import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { DESKTOP, type PageOptions, type TrackedPage } from "./browser";

/** Whether a console message is about a resource of another host (map tiles). */
function fromOutside(msg: ConsoleMessage): boolean {
  const { url } = msg.location();
  return /^https?:/.test(url) && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);
}

/** What the site keeps in a browser besides cookies (the cookie choice is in localStorage). */
const SITE_STORAGE = "local_storage,indexeddb,cache_storage,service_workers,file_systems";

/** A kept context and the blank page that stays open in it. */
type Kept = { context: BrowserContext; keeper: Page };

type Lease = Kept & {
  key: string;
  origins: Set<string>;
  onPage: (page: Page) => void;
};

/**
 * The browser contexts of one test file. Each page a test opens gets a context
 * of its own, as a separate visitor: two pages of one test never share cookies.
 * When the test ends its pages are closed and each context is emptied (cookies,
 * the site's storage and permissions) and kept for a later test of the file
 * that asks for the same device, instead of a new one.
 *
 * What a reused context keeps is the HTTP cache, as a returning visitor's
 * browser does (pages are revalidated: they are sent with max-age=0, and the
 * scripts' names change with their content). On a 2-core machine one visit in a
 * new context cost about 2.2 s of CPU, in a reused one about 1.0 s, as long as
 * the context kept a page open in between (docs/decisions/050).
 */
export class ContextPool {
  private readonly free = new Map<string, Kept[]>();
  private readonly leases = new Map<TrackedPage, Lease>();

  constructor(private readonly browser: Browser) {}

  /**
   * A context with a blank page that stays open while the context is kept: a
   * context left without pages costs as much as a new one at its next page
   * (measured: 2.1 s of CPU for a visit, against 1.0 s with a page left open).
   */
  private async newContext(options: Omit<PageOptions, "cookiesAccepted">): Promise<Kept> {
    const context = await this.browser.newContext({
      locale: "it-IT",
      timezoneId: "Europe/Rome",
      ...options,
    });
    return { context, keeper: await context.newPage() };
  }

  /**
   * A new page in a context no other open page uses, which records console
   * errors and page errors so tests can assert none happened. Other hosts (map
   * tiles) do not resolve in the test browser (tests/support/chromium.ts):
   * tests never depend on the outside network, and the failed loads of their
   * resources are not counted as the page's errors.
   */
  async open(options: PageOptions = DESKTOP): Promise<TrackedPage> {
    const { cookiesAccepted, ...contextOptions } = options;
    const key = JSON.stringify(contextOptions);
    const kept = this.free.get(key)?.pop() ?? (await this.newContext(contextOptions));
    const { context } = kept;
    const page = (await context.newPage()) as TrackedPage;
    // Whatever a test stores, it stores on the origin of one of its pages (a page
    // it opens itself in the same context too): those origins are emptied after it.
    const origins = new Set<string>();
    const onPage = (opened: Page) => recordOrigins(opened, origins);
    context.on("page", onPage);
    recordOrigins(page, origins);
    this.leases.set(page, { ...kept, key, origins, onPage });
    page.consoleErrors = [];
    page.hydrates = options.javaScriptEnabled !== false;
    page.on("console", (msg) => {
      if (msg.type() === "error" && !fromOutside(msg)) page.consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => page.consoleErrors.push(err.message));
    if (cookiesAccepted) {
      await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    }
    return page;
  }

  /** Ends a test's use of its pages: closes them and empties their contexts for the next test. */
  async release(pages: TrackedPage[]): Promise<void> {
    await Promise.all(
      pages.map(async (page) => {
        const lease = this.leases.get(page);
        this.leases.delete(page);
        if (!lease) return;
        const { context, keeper, key, origins, onPage } = lease;
        context.off("page", onPage);
        try {
          await empty(context, keeper, origins);
        } catch {
          // A context the test closed, or one that cannot be emptied, is not reused.
          await context.close().catch(() => undefined);
          return;
        }
        this.free.set(key, [...(this.free.get(key) ?? []), { context, keeper }]);
      }),
    );
  }
}

function recordOrigins(page: Page, origins: Set<string>) {
  page.on("framenavigated", (frame) => {
    const url = new URL(frame.url());
    if (url.protocol === "http:" || url.protocol === "https:") origins.add(url.origin);
  });
}

/** Closes the context's pages but its blank one and removes its cookies, permissions and the sites' storage. */
async function empty(context: BrowserContext, keeper: Page, origins: Set<string>): Promise<void> {
  if (keeper.isClosed()) throw new Error("the context's blank page was closed");
  if (origins.size > 0) {
    const cdp = await context.newCDPSession(keeper);
    for (const origin of origins) {
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: SITE_STORAGE });
    }
    await cdp.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await Promise.all(context.pages().map((p) => (p === keeper ? undefined : p.close())));
}
