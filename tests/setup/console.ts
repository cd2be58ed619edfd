import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// House rule: a console.error during a test fails it, unless the test expects it
// (a test that expects one calls `allowConsoleError()` first).
//
// Tests of a `describe.concurrent` block overlap: the spy is installed by the
// first test that starts and removed by the last one that ends, so one test's
// end never takes it away from another still running. While tests overlap, an
// error fails every one of them that ends after it (it cannot be told whose it is).
let allowed = false;
let errors: unknown[][] = [];
let running = 0;
let spy: MockInstance<typeof console.error> | undefined;

export function allowConsoleError() {
  allowed = true;
}

beforeEach(() => {
  if (running === 0) {
    allowed = false;
    errors = [];
    spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
  }
  running++;
});

afterEach(() => {
  running--;
  const seen = errors;
  const pass = allowed;
  if (running === 0) {
    spy?.mockRestore();
    spy = undefined;
  }
  if (!pass && seen.length > 0) {
    throw new Error(
      `console.error during the test:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
