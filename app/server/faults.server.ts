import { env, testHooksEnabled } from "./env.server";

/**
 * Lets browser tests make a named read fail (TEST_FAULTS=courses.list,news.list),
 * only when ALLOW_TEST_HOOKS=1. A production start never sets it.
 */
export function failIfInjected(name: string): void {
  if (!testHooksEnabled()) return;
  const faults =
    env()
      .TEST_FAULTS?.split(",")
      .map((s) => s.trim()) ?? [];
  if (faults.includes(name)) throw new Error(`Guasto simulato: ${name}`);
}
