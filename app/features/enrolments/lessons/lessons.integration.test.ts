import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import pino from "pino";
import { expect, it } from "vitest";
import { action as lessonsAction } from "~/features/enrolments/admin/lessons";
import { loader as editionCalendarLoader } from "~/features/courses/public/edition-calendar";
import { loader as participantCalendarLoader } from "~/features/enrolments/journey/participant-calendar";
import { editionHours } from "~/features/enrolments/public-api.server";
import { openEditions } from "~/features/enrolments/editions.server";
import {
  auditLog,
  editionLessons,
  enrolmentAccessTokens,
  enrolments,
  jobs,
  lessonAttendance,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { hashToken } from "~/platform/security/token-hash.server";
import { callAction, requestContext, staffWithSession } from "../../../../tests/support/action";
import { anEnrolment, insertCourseEdition } from "../../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../../tests/support/db";

const log = pino({ level: "silent" });
const env = parseEnv({ LOG_LEVEL: "silent", PUBLIC_URL: "http://www.scuola.test" });
const MEETING = "https://meet.example.org/corso-ai";

/** The events of a calendar file read back with ical.js, its VTIMEZONE registered. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone"))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents("vevent").map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(v.getFirstPropertyValue("status")),
      zone: event.startDate.zone?.tzid,
      wallClock: event.startDate.toString(),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: String(v.getFirstPropertyValue("location") ?? ""),
    };
  });
}

describeOnEachDatabase("an edition's lessons on %s", (db) => {
  async function anEditionWithStaff(slug: string) {
    const { course, edition } = await insertCourseEdition(db().db, slug, { certificateHours: 12 });
    const { token } = await staffWithSession(db(), "Rocco Redattore");
    const here = `http://localhost/admin/corsi/${course.id}/edizioni/${edition.id}/lezioni`;
    /** POSTs the lessons screen as this staff member: a redirect's location, or the answer. */
    const post = async (fields: Record<string, string>) => {
      const request = new Request(here, {
        method: "POST",
        headers: { Cookie: `staff_session=${token}` },
        body: new URLSearchParams(fields),
      });
      const answer = await callAction(lessonsAction, request, {
        database: db(),
        env,
        log,
        params: { courseId: course.id, editionId: edition.id },
      }).catch((thrown: unknown) => {
        if (thrown instanceof Response)
          return { status: 200, body: thrown as unknown as Record<string, unknown> };
        throw thrown;
      });
      const body = answer.body as unknown;
      if (body instanceof Response)
        return { status: body.status, body: { location: body.headers.get("Location") } };
      return answer;
    };
    return { course, edition, post };
  }

  const lessonsOf = (editionId: string) =>
    db()
      .db.select()
      .from(editionLessons)
      .where(eq(editionLessons.editionId, editionId))
      .orderBy(editionLessons.startsAt);

  async function calendarOf(courseSlug: string, editionId: string) {
    const response = (await editionCalendarLoader({
      request: new Request(
        `http://localhost/corsi/${courseSlug}/edizioni/${editionId}/calendario.ics`,
      ),
      params: { courseId: courseSlug, editionId },
      context: requestContext(db(), env),
    } as never)) as Response;
    return response;
  }

  async function participantWithToken(editionId: string, status: "confermata" | "lista_attesa") {
    const token =
      `${status === "confermata" ? "a" : "b"}${crypto.randomUUID().replace(/-/g, "")}`.padEnd(
        43,
        "x",
      );
    const [row] = await db()
      .db.insert(enrolments)
      .values(anEnrolment(editionId, { status }))
      .returning({ id: enrolments.id });
    await db()
      .db.insert(enrolmentAccessTokens)
      .values({ hash: hashToken(token), enrolmentId: row!.id });
    const response = (await participantCalendarLoader({
      request: new Request(`http://localhost/iscrizioni/${token}/calendario.ics`),
      params: { token },
      context: requestContext(db(), env),
    } as never)) as Response;
    return response;
  }

  it("staff add lessons in Rome time; wrong fields answer 400 with what was typed and store nothing", async () => {
    const { course, edition, post } = await anEditionWithStaff("lezioni-aggiunta");
    const wrong = await post({
      intent: "aggiungi",
      date: "2027-03-28",
      start: "02:30",
      end: "02:00",
      place: "Aula 1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      status: "invalid",
      errors: { start: expect.stringContaining("non esiste") },
      values: { date: "2027-03-28", start: "02:30", place: "Aula 1" },
    });
    expect(await lessonsOf(edition.id)).toHaveLength(0);

    const added = await post({
      intent: "aggiungi",
      date: "2027-03-27",
      start: "16:00",
      end: "18:30",
      place: "Sede di Potenza",
    });
    expect(added).toEqual({
      status: 302,
      body: {
        location: `/admin/corsi/${course.id}/edizioni/${edition.id}/lezioni?avviso=aggiunta`,
      },
    });
    await post({
      intent: "aggiungi",
      date: "2027-03-29",
      start: "16:00",
      end: "18:00",
      place: "",
      onlineUrl: MEETING,
      title: "Prompting",
    });
    const lessons = await lessonsOf(edition.id);
    expect(
      lessons.map((l) => [l.startsAt.toISOString(), l.endsAt.toISOString(), l.sequence]),
    ).toEqual([
      ["2027-03-27T15:00:00.000Z", "2027-03-27T17:30:00.000Z", 0],
      // After the clocks went forward: 16:00 in Rome is 14:00 UTC.
      ["2027-03-29T14:00:00.000Z", "2027-03-29T16:00:00.000Z", 0],
    ]);
    // The typed 12 hours give way to the lessons' 4 h 30 min.
    expect(await editionHours(db().db, edition.id)).toEqual({ minutes: 270, fromLessons: true });
    const history = await db().db.select().from(auditLog).where(eq(auditLog.entityId, edition.id));
    expect(history.map((h) => h.summary)).toContain(
      "Lezione aggiunta: sabato 27 marzo 2027, 16:00–18:30",
    );

    const [shown] = await openEditions(db().db, course.id);
    expect(shown!.hoursLabel).toBe("4 ore e 30 minuti");
    expect(shown!.lessons[1]).toMatchObject({ online: true, place: "", title: "Prompting" });
    expect(JSON.stringify(shown)).not.toContain(MEETING);
  });

  it("moving and cancelling keep the UID, raise SEQUENCE, tell every live participant; the files say so", async () => {
    const { course, edition, post } = await anEditionWithStaff("lezioni-calendario");
    await post({
      intent: "aggiungi",
      date: "2027-10-31",
      start: "01:00",
      end: "04:00",
      place: "",
      onlineUrl: MEETING,
    });
    await post({
      intent: "aggiungi",
      date: "2027-11-03",
      start: "16:00",
      end: "18:00",
      place: "Sede di Potenza",
    });
    const seated = await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { status: "confermata" }))
      .returning();
    await db()
      .db.insert(enrolments)
      .values(anEnrolment(edition.id, { status: "annullata" }));
    const [first, second] = await lessonsOf(edition.id);
    const before = readCalendar(await (await calendarOf(course.slug, edition.id)).text());

    // A change made on a page opened before another one is refused.
    const moved = {
      intent: "modifica",
      lessonId: second!.id,
      sequence: "0",
      date: "2027-11-04",
      start: "15:00",
      end: "18:00",
      place: "Sede di Potenza",
    };
    expect((await post(moved)).status).toBe(302);
    expect(await post(moved)).toMatchObject({ status: 409, body: { status: "failed" } });
    expect((await post({ intent: "annulla", lessonId: first!.id, sequence: "0" })).status).toBe(
      302,
    );

    const response = await calendarOf(course.slug, edition.id);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Rome");
    expect(text).not.toContain(MEETING);
    const after = readCalendar(text);
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[0]!.uid).toBe(`lezione-${first!.id}@www.scuola.test`);
    expect(after).toEqual([
      expect.objectContaining({
        status: "CANCELLED",
        sequence: 1,
        zone: "Europe/Rome",
        wallClock: "2027-10-31T01:00:00",
        // The night summer time ends: three hours on the clock, four in fact.
        start: "2027-10-30T23:00:00.000Z",
        end: "2027-10-31T03:00:00.000Z",
        location: "Online",
      }),
      expect.objectContaining({
        status: "CONFIRMED",
        sequence: 1,
        zone: "Europe/Rome",
        wallClock: "2027-11-04T15:00:00",
        start: "2027-11-04T14:00:00.000Z",
      }),
    ]);
    expect(await editionHours(db().db, edition.id)).toEqual({ minutes: 180, fromLessons: true });

    const queued = await db().db.select().from(jobs).where(eq(jobs.kind, "lesson.mail-changed"));
    expect(queued.map((j) => [j.payload.enrolmentId, j.payload.change])).toEqual([
      [seated[0]!.id, "moved"],
      [seated[0]!.id, "cancelled"],
    ]);
    // Cancelled lessons cannot be changed; one with attendance cannot be deleted.
    expect(await post({ ...moved, lessonId: first!.id, sequence: "1" })).toMatchObject({
      status: 409,
    });
    await db().db.insert(lessonAttendance).values({
      lessonId: second!.id,
      enrolmentId: seated[0]!.id,
      present: true,
      minutesPresent: 180,
    });
    expect(await post({ intent: "elimina", lessonId: second!.id, sequence: "1" })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining("presenze registrate") },
    });
    expect((await post({ intent: "elimina", lessonId: first!.id, sequence: "1" })).status).toBe(
      302,
    );
    expect(await lessonsOf(edition.id)).toHaveLength(1);
  });

  it("a participant's file has the online link only while they hold a seat, and is never cached", async () => {
    const { edition, post } = await anEditionWithStaff("lezioni-partecipante");
    await post({
      intent: "aggiungi",
      date: "2099-02-09",
      start: "16:00",
      end: "18:00",
      place: "",
      onlineUrl: MEETING,
    });
    const seated = await participantWithToken(edition.id, "confermata");
    expect(seated.headers.get("Cache-Control")).toBe("no-store");
    expect(seated.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const seatedText = await seated.text();
    expect(seatedText).toContain(MEETING);
    expect(readCalendar(seatedText)[0]).toMatchObject({
      wallClock: "2099-02-09T16:00:00",
      zone: "Europe/Rome",
    });
    const waiting = await (await participantWithToken(edition.id, "lista_attesa")).text();
    expect(readCalendar(waiting)).toHaveLength(1);
    expect(waiting).not.toContain(MEETING);
  });
});
