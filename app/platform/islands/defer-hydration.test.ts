import { describe, expect, it } from "vitest";
import { deferHydrationScripts } from "~/platform/islands/defer-hydration.server";

const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Ciao</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/about-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"features/pages/info/about":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferHydrationScripts", () => {
  it("drops module preloads and imports route modules only after the first paint", () => {
    const out = deferHydrationScripts(PAGE);
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    const script = out.match(/<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/)![1]!;
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(
      script.indexOf('import("/assets/root-B.js")'),
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/about-C.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"features/pages/info/about":route1};',
    );
    expect(script).toContain('import("/assets/entry.client-A.js");');
    // The rewritten module still parses as JavaScript (top-level await in a module).
    expect(() => new Function(`return async () => { ${script.replace(/^;/, "")} }`)).not.toThrow();
  });

  it("leaves other documents alone", () => {
    const html =
      '<!DOCTYPE html><html><body><script type="module">console.log(1)</script></body></html>';
    expect(deferHydrationScripts(html)).toBe(html);
  });
});
