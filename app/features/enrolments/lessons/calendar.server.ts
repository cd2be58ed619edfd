/**
 * The calendar files of an edition and of a participant (decision 060), RFC
 * 5545 written by ical-generator: one VEVENT per lesson with a UID that never
 * changes (`lezione-{id}@{host}`), SEQUENCE the lesson's own counter, times
 * in Europe/Rome with its VTIMEZONE (@touch4it/ical-timezones), a cancelled
 * lesson kept as STATUS:CANCELLED so calendars that hold it mark it. The
 * online link is written only into the file of someone holding a seat.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import type { Db } from "~/platform/db/client.server";
import type { EditionLesson } from "~/platform/db/schema";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import { getEditionForStaff } from "~/features/enrolments/edition-run.server";
import { findByToken } from "~/features/enrolments/journey/participant-page.server";
import { listLessons } from "~/features/enrolments/lessons/lessons.server";
import { takesSeat, type EnrolmentStatus } from "~/features/enrolments/participant-status";

const ZONE = "Europe/Rome";

export type CalendarInput = {
  /** The calendar's name: the course and the edition's dates. */
  name: string;
  courseTitle: string;
  lessons: readonly EditionLesson[];
  /** The site's host, for the UIDs (stable as long as the site's address is). */
  host: string;
  /** Whether the online links go into the file (a seated participant's own). */
  withLinks: boolean;
};

function summaryOf(courseTitle: string, lesson: EditionLesson): string {
  return lesson.title ? `${courseTitle} – ${lesson.title}` : courseTitle;
}

function locationOf(lesson: EditionLesson, withLinks: boolean): string {
  if (lesson.place) return lesson.place;
  if (lesson.onlineUrl && withLinks) return lesson.onlineUrl;
  return "Online";
}

export function lessonsCalendar(input: CalendarInput): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: input.host, product: "lezioni", language: "IT" },
    // The VTIMEZONE of every event's zone; no calendar-wide zone, so DTSTAMP stays in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const lesson of input.lessons) {
    const link = input.withLinks ? lesson.onlineUrl : null;
    calendar.createEvent({
      id: `lezione-${lesson.id}@${input.host}`,
      sequence: lesson.sequence,
      stamp: lesson.updatedAt,
      // Luxon instants, written as Rome's wall-clock time whatever the server's TZ.
      start: DateTime.fromJSDate(lesson.startsAt),
      end: DateTime.fromJSDate(lesson.endsAt),
      timezone: ZONE,
      summary: summaryOf(input.courseTitle, lesson),
      location: locationOf(lesson, input.withLinks),
      url: link,
      description: link ? `Collegamento alla lezione: ${link}` : null,
      status: lesson.status === "annullata" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** The headers of a calendar file; a participant's own is never kept by a cache. */
export function calendarHeaders(fileName: string, personal: boolean): HeadersInit {
  return {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": personal ? "no-store" : "public, max-age=300",
    ...(personal ? { "X-Robots-Tag": "noindex, nofollow" } : {}),
  };
}

/** The edition's calendar file (public: no online link), or null for an unknown edition. */
export async function editionCalendarFile(
  db: Db,
  courseId: string,
  editionId: string,
  host: string,
): Promise<string | null> {
  const found = await getEditionForStaff(db, courseId, editionId);
  if (!found) return null;
  return lessonsCalendar({
    name: `${found.courseTitle}, ${editionDatesText(found.edition.startDate, found.edition.endDate)}`,
    courseTitle: found.courseTitle,
    lessons: await listLessons(db, editionId),
    host,
    withLinks: false,
  });
}

/**
 * A participant's calendar file, by the token of their private link: the
 * online links only while they hold a seat. Null when the token opens nothing.
 */
export async function participantCalendarFile(
  db: Db,
  token: string,
  host: string,
): Promise<string | null> {
  const found = await findByToken(db, token);
  if (!found) return null;
  return enrolmentCalendar(db, found, host);
}

/** The calendar of one enrolment (its page's file, the reminder's attachment). */
export async function enrolmentCalendar(
  db: Db,
  found: {
    enrolment: { status: EnrolmentStatus };
    edition: { id: string; startDate: string; endDate: string | null };
    courseTitle: string;
  },
  host: string,
): Promise<string> {
  const { edition, courseTitle } = found;
  return lessonsCalendar({
    name: `${courseTitle}, ${editionDatesText(edition.startDate, edition.endDate)}`,
    courseTitle,
    lessons: await listLessons(db, edition.id),
    host,
    withLinks: takesSeat(found.enrolment.status),
  });
}
