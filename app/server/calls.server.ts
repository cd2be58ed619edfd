import { AI_LAB_TENDER, BASILICATA_CALL, MOVE_2025_CALL } from "~/content/calls";
import { callStatus, type CallStatus } from "~/lib/call-status";
import { now } from "./clock.server";

const CALLS = {
  basilicata: BASILICATA_CALL,
  move2025: MOVE_2025_CALL,
  aiLabTender: AI_LAB_TENDER,
} as const;

/** Status of one of the site's dated calls, by the server clock (spec §4: dated deadlines). */
export function currentCallStatus(call: keyof typeof CALLS): CallStatus {
  return callStatus(CALLS[call], now());
}
