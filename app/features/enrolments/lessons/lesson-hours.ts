/**
 * An edition's lessons, browser-safe: their length, the edition's hours and
 * how a lesson's day and time read in Rome (decision 060).
 */
import { formatDateIt } from "~/platform/format-date";
import { toRomeWallClock } from "~/platform/rome-time";

type Timed = { startsAt: Date | string; endsAt: Date | string; status: "prevista" | "annullata" };

const MINUTE = 60_000;

/**
 * Minutes of teaching in the lessons that are not cancelled. Instants are
 * subtracted, so a lesson across the night summer time starts or ends counts
 * the hours that really passed.
 */
export function lessonMinutes(lessons: readonly Timed[]): number {
  return lessons
    .filter((l) => l.status !== "annullata")
    .reduce(
      (sum, l) =>
        sum + Math.round((new Date(l.endsAt).getTime() - new Date(l.startsAt).getTime()) / MINUTE),
      0,
    );
}

/** "12 ore e 30 minuti", "1 ora", "45 minuti", "0 ore". */
export function hoursLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? "1 ora" : `${h} ore`;
  const mins = m === 1 ? "1 minuto" : `${m} minuti`;
  if (m === 0) return hours;
  return h === 0 ? mins : `${hours} e ${mins}`;
}

/** "martedì 9 febbraio 2027, 16:00–18:00" in Rome time. */
export function lessonWhenLabel(lesson: {
  startsAt: Date | string;
  endsAt: Date | string;
}): string {
  const start = new Date(lesson.startsAt);
  const weekday = new Intl.DateTimeFormat("it-IT", {
    weekday: "long",
    timeZone: "Europe/Rome",
  }).format(start);
  return `${weekday} ${formatDateIt(start)}, ${toRomeWallClock(start).time}–${toRomeWallClock(lesson.endsAt).time}`;
}

/** A lesson as the course page, the participant's page and the staff screen list it. */
export type LessonView = {
  id: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  title: string;
  place: string;
  /** Whether the lesson has an online link (the link itself only where it may be shown). */
  online: boolean;
  cancelled: boolean;
};

/** A lesson as anyone may see it: when, what, where, and only whether it is online. */
export function publicLesson(lesson: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  place: string;
  onlineUrl: string | null;
  status: "prevista" | "annullata";
}): LessonView {
  return {
    id: lesson.id,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    title: lesson.title,
    place: lesson.place,
    online: Boolean(lesson.onlineUrl),
    cancelled: lesson.status === "annullata",
  };
}
