import { describe, expect, it } from "vitest";
import { LAYOUT_SCRIPT } from "~/ui/layout/layout-script";

// The layout's inline script (docs/decisions/034). Its behaviour is tested in
// the browser (tests/e2e/zero-script.test.ts, layout.test.ts); here, that it is
// valid JavaScript within its 1 KB budget.
describe("the layout's inline script", () => {
  it("is at most 1 KB", () => {
    expect(Buffer.byteLength(LAYOUT_SCRIPT)).toBeLessThanOrEqual(1024);
  });

  it("parses as a script, and is one self-contained expression", () => {
    expect(() => new Function(LAYOUT_SCRIPT)).not.toThrow();
    expect(LAYOUT_SCRIPT.startsWith("(()=>{")).toBe(true);
    expect(LAYOUT_SCRIPT.endsWith("})()")).toBe(true);
  });

  it("cannot close its own script element", () => {
    expect(LAYOUT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
