import { expect } from "vitest";

/**
 * Asserts that `read()` keeps returning `expected` for `during` ms, checking
 * every 50 ms and failing at the first change. Only for what must NOT happen
 * (a delayed update that must not undo a choice, a script that must not run):
 * there is no event to wait for, so the check is bounded by time, and the
 * caller says why that time is enough.
 */
export async function expectUnchanged<T>(
  read: () => T | Promise<T>,
  expected: T,
  during: number,
): Promise<void> {
  const until = Date.now() + during;
  do {
    expect(await read()).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < until);
  expect(await read()).toEqual(expected);
}
