import { afterEach, beforeEach, vi } from "vitest";

// House rule: a console.error during a test fails it, unless the test expects it
// (a test that expects one calls `allowConsoleError()` first).
let allowed = false;
let errors: unknown[][] = [];

export function allowConsoleError() {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && errors.length > 0) {
    throw new Error(
      `console.error during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
