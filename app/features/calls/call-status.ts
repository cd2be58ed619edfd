import { isDeadlinePassed } from "~/features/calls/deadline";

/** A dated call (bando): instants written with their Rome offset. */
export type CallWindow = {
  /** When applications open; absent when the call is already open when announced. */
  opensAt?: string;
  deadline: string;
};

export type CallStatus = "upcoming" | "open" | "closed";

/**
 * Where a call stands at `now`. Loaders call this with the server clock
 * (app/platform/clock.server.ts), so the answer never depends on the visitor's clock.
 */
export function callStatus(call: CallWindow, now: Date): CallStatus {
  if (isDeadlinePassed(call.deadline, now)) return "closed";
  if (call.opensAt && !isDeadlinePassed(call.opensAt, now)) return "upcoming";
  return "open";
}
