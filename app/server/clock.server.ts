import { AI_LAB_TENDER, BASILICATA_CALL, MOVE_2025_CALL } from "~/content/calls";
import { callStatus, type CallStatus } from "~/lib/call-status";
import { env, testHooksEnabled } from "./env.server";

/**
 * The current time. Browser tests may pin it with TEST_NOW (only when
 * ALLOW_TEST_HOOKS=1) to check dated notices before and after a deadline.
 */
export function now(): Date {
  if (testHooksEnabled() && env().TEST_NOW) return new Date(env().TEST_NOW!);
  return new Date();
}

const CALLS = {
  basilicata: BASILICATA_CALL,
  move2025: MOVE_2025_CALL,
  aiLabTender: AI_LAB_TENDER,
} as const;

/**
 * Status of one of the site's dated calls by the server clock, never the
 * browser's (spec §4: dated deadlines; docs/decisions/007).
 */
export function currentCallStatus(call: keyof typeof CALLS): CallStatus {
  return callStatus(CALLS[call], now());
}
