import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { cancelLesson, changeLesson } from "~/features/enrolments/lessons/lessons.server";
import { queueFirstLessonReminders } from "~/features/enrolments/lessons/lesson-mails.server";
import { editionLessons, enrolments, jobs } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { anEnrolment, insertCourseEdition } from "../../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../../tests/support/db";
import { expectScansClaimOnce } from "../../../../tests/support/scans";
import { smtpPerTest } from "../../../../tests/support/smtp";

const log = pino({ level: "silent" });
const MEETING = "https://meet.example.org/corso-ai";
const HOUR = 3_600_000;
const STAFF = { id: null, label: "Segreteria" };

/** A part of a multipart message by its content type, decoded (quoted-printable text or base64). */
function mailPart(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return "";
  const [head = "", ...rest] = raw.slice(start).split(/\r?\n\r?\n/);
  const body = rest.join("\n\n").split(/\r?\n----_/)[0]!;
  if (/base64/.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

describeOnEachDatabase("the lessons' e-mails on %s", (db) => {
  const inbox = smtpPerTest();

  async function anEditionWithPeople(slug: string, firstLessonIn: number) {
    const { edition } = await insertCourseEdition(db().db, slug);
    const startsAt = new Date(Date.now() + firstLessonIn);
    const [lesson] = await db()
      .db.insert(editionLessons)
      .values({
        editionId: edition.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        place: "",
        onlineUrl: MEETING,
      })
      .returning();
    const people = await db()
      .db.insert(enrolments)
      .values([
        anEnrolment(edition.id, { status: "confermata", email: `seduta-${slug}@example.org` }),
        anEnrolment(edition.id, { status: "lista_attesa", email: `attesa-${slug}@example.org` }),
        anEnrolment(edition.id, { status: "annullata", email: `uscita-${slug}@example.org` }),
      ])
      .returning();
    return { edition, lesson: lesson!, people };
  }

  it("a moved and a cancelled lesson reach every live participant, the link only the seated one", async () => {
    const smtp = await inbox.start();
    const env = parseEnv({ LOG_LEVEL: "silent", SMTP_URL: smtp.url });
    const { edition, lesson } = await anEditionWithPeople("lezioni-mail-spostata", 10 * 24 * HOUR);
    const change = { editionId: edition.id, lessonId: lesson.id, actor: STAFF };
    const later = new Date(lesson.startsAt.getTime() + 24 * HOUR);
    expect(
      await changeLesson(db().db, {
        ...change,
        shownSequence: 0,
        values: {
          startsAt: later,
          endsAt: new Date(later.getTime() + 2 * HOUR),
          title: "",
          place: "",
          onlineUrl: MEETING,
        },
      }),
    ).toEqual({ ok: true });
    expect(await cancelLesson(db().db, { ...change, shownSequence: 1 })).toEqual({ ok: true });
    await runDueJobs({ database: db(), env, log }, JOB_HANDLERS);
    const mails = await smtp.waitFor(4);
    const to = (who: string, subject: string) =>
      mails.find(
        (m) =>
          m.to.includes(`${who}-lezioni-mail-spostata@example.org`) &&
          m.subject.startsWith(subject),
      )!;
    expect(mails.map((m) => m.to[0]).sort()).toEqual([
      "attesa-lezioni-mail-spostata@example.org",
      "attesa-lezioni-mail-spostata@example.org",
      "seduta-lezioni-mail-spostata@example.org",
      "seduta-lezioni-mail-spostata@example.org",
    ]);
    expect(to("seduta", "Lezione modificata").text).toContain(`Link per collegarti: ${MEETING}`);
    expect(to("attesa", "Lezione modificata").text).not.toContain(MEETING);
    expect(to("seduta", "Lezione annullata").text).toContain("è annullata");
    expect(to("seduta", "Lezione annullata").text).toMatch(/\/iscrizioni\/[A-Za-z0-9_-]{43}/);
  });

  it("two days before the first lesson each seated participant is reminded once, with the calendar file", async () => {
    const smtp = await inbox.start();
    const env = parseEnv({ LOG_LEVEL: "silent", SMTP_URL: smtp.url });
    const { people } = await anEditionWithPeople("lezioni-promemoria", 36 * HOUR);
    // Three days away: not yet.
    await anEditionWithPeople("lezioni-promemoria-dopo", 72 * HOUR);
    // Two instances scanning at the same moment claim each enrolment once.
    await expectScansClaimOnce(() => queueFirstLessonReminders(db().db), 1);
    const queued = await db()
      .db.select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, "lesson.mail-first-reminder"));
    expect(queued.map((j) => j.payload.enrolmentId)).toEqual([people[0]!.id]);

    await runDueJobs({ database: db(), env, log }, JOB_HANDLERS);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["seduta-lezioni-promemoria@example.org"]);
    expect(mail!.subject).toMatch(/^La prima lezione è tra due giorni/);
    expect(mailPart(mail!.raw, "text/plain")).toContain(`Link per collegarti: ${MEETING}`);
    expect(mail!.raw).toContain("Content-Disposition: attachment; filename=calendario.ics");
    const calendar = mailPart(mail!.raw, "text/calendar");
    expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(calendar).toContain("DTSTART;TZID=Europe/Rome:");
    expect(calendar).toContain(MEETING);
  });
});
