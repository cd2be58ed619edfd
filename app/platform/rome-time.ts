// Europe/Rome wall-clock time ⇄ instants: staff type dates and times as Rome's
// clocks show them (a call's deadline, a post's or a course's 'Pubblica il');
// the database keeps instants. Browser-safe.

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function romeParts(at: Date) {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    utc: Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!),
  };
}

/** Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function romeOffset(at: number): number {
  return romeParts(new Date(at)).utc - Math.floor(at / 1000) * 1000;
}

/** The Rome calendar date (yyyy-mm-dd) and time (HH:MM) of an instant, for the staff form. */
export function toRomeWallClock(at: Date | string): { date: string; time: string } {
  const { date, time } = romeParts(typeof at === "string" ? new Date(at) : at);
  return { date, time };
}

/**
 * The instant at which Rome's clocks show `date` (yyyy-mm-dd) `time` (HH:MM).
 * null when the time does not exist in Rome (the hour skipped when summer time
 * starts, last Sunday of March 02:00–02:59). In the hour repeated when it ends
 * (last Sunday of October 02:00–02:59) the first one, summer time, is taken.
 */
export function fromRomeWallClock(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, mo, da, h, mi] = [+d[1]!, +d[2]!, +d[3]!, +t[1]!, +t[2]!];
  const asUtc = Date.UTC(y, mo - 1, da, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da)
    return null;
  if (h > 23 || mi > 59) return null;
  // Try both offsets Rome uses; keep those that read back as the typed time, summer first.
  const candidates = [2, 1]
    .map((hours) => asUtc - hours * 3_600_000)
    .filter((at) => romeOffset(at) === asUtc - at);
  return candidates.length ? new Date(candidates[0]!) : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd that names a real calendar day (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
