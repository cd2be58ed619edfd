/**
 * Who may have an attestato, and with how many hours (decision 065),
 * browser-safe so the participants screen says the same as the server.
 * An edition with lessons counts the register: the attestato comes after its
 * last lesson, to whoever attended at least the edition's minimum share of
 * its minutes, and states the hours attended. An edition without lessons
 * (e-learning) counts the hours staff typed, refused above the edition's.
 */
import { formatDateTimeIt } from "~/platform/format-date";

/** What the rules read about one participant of an edition. */
export type AttendanceBasis =
  | {
      kind: "lessons";
      /** Minutes of the lessons not cancelled. */
      editionMinutes: number;
      lastEndsAt: Date;
      attendedMinutes: number;
    }
  | { kind: "typed"; editionHours: number; hoursAttended: number };

export const DEFAULT_MIN_ATTENDANCE_PERCENT = 75;

/** "7 h 30 min", "12 h", "45 min". */
export function minutesLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const hoursWord = (n: number) => `${n} ${n === 1 ? "ora" : "ore"}`;

/** Why the edition as a whole cannot issue attestati yet (its last lesson has not ended), or null. */
export function editionNotOverProblem(basis: AttendanceBasis, now: Date): string | null {
  if (basis.kind !== "lessons" || basis.lastEndsAt <= now) return null;
  return `L'attestato si rilascia dopo l'ultima lezione dell'edizione (${formatDateTimeIt(basis.lastEndsAt)}).`;
}

/**
 * The whole hours the attestato of `name` states, or the Italian reason it
 * cannot be issued. The hours are those attended, rounded down, never more
 * than the edition's.
 */
export function certificateHoursFor(
  name: string,
  basis: AttendanceBasis,
  minPercent: number,
  now: Date,
): { hours: number } | { problem: string } {
  const notOver = editionNotOverProblem(basis, now);
  if (notOver) return { problem: `${name}: ${notOver.charAt(0).toLowerCase()}${notOver.slice(1)}` };
  if (basis.kind === "lessons") {
    const attended = Math.min(basis.attendedMinutes, basis.editionMinutes);
    if (attended * 100 < minPercent * basis.editionMinutes) {
      const required = Math.ceil((minPercent * basis.editionMinutes) / 100);
      return {
        problem: `${name} ha frequentato ${minutesLabel(attended)} sulle ${minutesLabel(basis.editionMinutes)} delle lezioni: per l'attestato serve almeno il ${minPercent} % (${minutesLabel(required)}).`,
      };
    }
    return { hours: Math.floor(attended / 60) };
  }
  const { editionHours, hoursAttended } = basis;
  if (hoursAttended > editionHours) {
    return {
      problem: `${name} ha ${hoursWord(hoursAttended)} frequentate, più delle ${editionHours} dell'edizione: correggi le ore prima di rilasciare l'attestato.`,
    };
  }
  if (hoursAttended * 100 < minPercent * editionHours) {
    const required = Math.ceil((minPercent * editionHours) / 100);
    return {
      problem: `${name} ha frequentato ${hoursWord(hoursAttended)} sulle ${editionHours} dell'edizione: per l'attestato serve almeno il ${minPercent} % (${hoursWord(required)}).`,
    };
  }
  return { hours: hoursAttended };
}
