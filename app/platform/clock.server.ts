import { env, testHooksEnabled } from "~/platform/env.server";

/**
 * The current time. Browser tests may pin it with TEST_NOW (only when
 * ALLOW_TEST_HOOKS=1) to check dated notices before and after a deadline.
 * The status of a call is computed from its record with this clock
 * (calls.server.ts `pageCall`; docs/decisions/007 and 031).
 */
export function now(): Date {
  if (testHooksEnabled() && env().TEST_NOW) return new Date(env().TEST_NOW!);
  return new Date();
}
