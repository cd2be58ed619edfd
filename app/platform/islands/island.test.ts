import { describe, expect, it } from "vitest";
import { islandJson } from "~/platform/islands/island";
import { ISLAND_ROUTES, pageScripts, ZERO_SCRIPT_ROUTES } from "~/platform/islands/hydration";
import { ISLAND_LOADER_WAIT } from "~/platform/islands/island-assets";

describe("island props (docs/decisions/036)", () => {
  it("writes JSON that no text can break out of its <script> element, and reads back equal", () => {
    const props = {
      title: "</script><script>alert(1)</script>",
      note: "<!-- commento --> a\u2028b\u2029c",
      list: [1, "due", null],
    };
    const json = islandJson(props);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(props);
  });
});

describe("which pages hydrate (app/platform/islands/hydration.ts)", () => {
  it("sends each public page with the framework, an island entry or no script", () => {
    expect(pageScripts("features/courses/public/catalogue")).toEqual({
      kind: "island",
      entry: "catalogue",
    });
    expect(pageScripts("features/inbox/contacts")).toEqual({ kind: "island", entry: "contacts" });
    expect(pageScripts("features/enrolments/cedils/cedils-registration")).toEqual({
      kind: "island",
      entry: "registration",
    });
    expect(pageScripts("features/pages/info/about")).toEqual({ kind: "none" });
    expect(pageScripts("features/news/admin/dashboard")).toEqual({ kind: "router" });
    // A route nobody listed keeps hydrating with React Router.
    expect(pageScripts("routes/una-pagina-nuova")).toEqual({ kind: "router" });
    for (const id of Object.keys(ISLAND_ROUTES)) expect(ZERO_SCRIPT_ROUTES.has(id)).toBe(false);
  });
});

describe("the island loader's wait (record 037)", () => {
  /** Runs the wait against a stub browser; returns its controls and whether it is done. */
  function runWait({ paintTiming = true, complete = false } = {}) {
    let observer: ((list: unknown, obs: { disconnect(): void }) => void) | undefined;
    let onLoad: (() => void) | undefined;
    let fcp = false;
    const browser = {
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: typeof observer) {
          observer = callback;
          return { observe() {} };
        },
        { supportedEntryTypes: paintTiming ? ["paint", "resource"] : ["resource"] },
      ),
      performance: {
        getEntriesByName: (name: string) => (fcp && name === "first-contentful-paint" ? [{}] : []),
      },
      document: { readyState: complete ? "complete" : "interactive" },
      addEventListener: (type: string, listener: () => void) => {
        if (type === "load") onLoad = listener;
      },
      requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
      setTimeout,
    };
    const state = { done: false };
    const wait = new Function(
      ...Object.keys(browser),
      `return (async () => { ${ISLAND_LOADER_WAIT} })();`,
    )(...Object.values(browser)) as Promise<void>;
    void wait.then(() => (state.done = true));
    return {
      state,
      paint(contentful: boolean) {
        fcp ||= contentful;
        observer?.({}, { disconnect() {} });
      },
      load: () => onLoad?.(),
    };
  }
  // The wait hops through timers (a stub requestAnimationFrame), so "not yet" is
  // checked after a pause and "done" by polling: on a busy machine a fixed pause
  // once ended before the wait's last hop had run.
  const settle = () => new Promise((r) => setTimeout(r, 20));
  const finished = (page: { state: { done: boolean } }) =>
    expect.poll(() => page.state.done).toBe(true);

  it("imports nothing before the first contentful paint is reported and the page has loaded", async () => {
    const page = runWait();
    await settle();
    expect(page.state.done).toBe(false);
    page.paint(false); // a first paint without content is not enough
    page.load();
    await settle();
    expect(page.state.done).toBe(false);
    page.paint(true);
    await finished(page);
  });

  it("waits for the load event after the paint", async () => {
    const page = runWait();
    page.paint(true);
    await settle();
    expect(page.state.done).toBe(false);
    page.load();
    await finished(page);
  });

  it("does not wait for a paint a browser never reports, nor for a load already past", async () => {
    const page = runWait({ paintTiming: false, complete: true });
    await finished(page);
  });
});
