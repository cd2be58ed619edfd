/**
 * When an unpaid bank-transfer seat is released (decision 061): `days` after
 * the seat was taken, and never later than the start of the day before the
 * edition starts (Rome time), so the waiting list has a day to step in.
 * Browser-safe: the payments screen shows what is late by the same rule.
 */
import { fromRomeWallClock } from "~/platform/rome-time";

const DAY_MS = 24 * 60 * 60_000;

/** The reminder goes this long before the deadline. */
export const REMINDER_BEFORE_MS = 2 * DAY_MS;

export function paymentDeadline(seatFrom: Date, editionStart: string, days: number): Date {
  const byDays = new Date(seatFrom.getTime() + days * DAY_MS);
  const [y, m, d] = editionStart.split("-").map(Number) as [number, number, number];
  const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  const cutoff = fromRomeWallClock(dayBefore, "00:00");
  return cutoff && cutoff < byDays ? cutoff : byDays;
}
