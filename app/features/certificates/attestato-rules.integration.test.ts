// Decision 065: an edition with lessons issues the attestato after its last
// lesson, to whoever attended at least its minimum share of the lessons'
// minutes (75 % by default), stating the hours attended; an edition without
// lessons keeps the hours staff typed, refused above the edition's. Issuing
// e-mails the participant. Lessons and register rows are inserted directly
// (their screens are elsewhere); the lessons are dated from the real clock.
import { eq, ne } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { issueCertificates } from "~/features/certificates/certificates.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { editionLessonMinutes } from "~/features/enrolments/lesson-hours.server";
import {
  certificates,
  editionLessons,
  enrolments,
  jobs,
  lessonAttendance,
  type courseEditions,
  type EditionLesson,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { closeMailTransports } from "~/platform/mail.server";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { startSmtp } from "../../../tests/support/smtp";

const actor = { id: null, label: "Segreteria" };
const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

describeOnEachDatabase("the attestato's rules on %s", (db) => {
  /**
   * An edition with lessons of two hours, `daysAgo` each (negative: still to
   * come), one more cancelled, and completata participants with the minutes
   * given for each lesson.
   */
  async function withLessons(
    daysAgo: number[],
    minutes: number[][],
    edition: Partial<typeof courseEditions.$inferInsert> = {},
  ) {
    const database = db();
    const { edition: row } = await insertCourseEdition(
      database.db,
      `corso-${crypto.randomUUID().slice(0, 8)}`,
      // The typed hours do not count once there are lessons.
      { certificateHours: 999, ...edition },
    );
    const lessons: EditionLesson[] = [];
    for (const ago of [...daysAgo, daysAgo[0]!]) {
      const startsAt = new Date(Date.now() - ago * DAY);
      const [lesson] = await database.db
        .insert(editionLessons)
        .values({
          editionId: row.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * HOUR),
          status: lessons.length === daysAgo.length ? "annullata" : "prevista",
        })
        .returning();
      lessons.push(lesson!);
    }
    const people = [];
    for (const [i, perLesson] of minutes.entries()) {
      const [e] = await database.db
        .insert(enrolments)
        .values(anEnrolment(row.id, { fullName: `Docente ${i + 1}`, status: "completata" }))
        .returning();
      people.push(e!);
      // The cancelled lesson's 120 minutes are recorded too: they must not count.
      for (const [j, m] of [...perLesson, 120].entries()) {
        await database.db.insert(lessonAttendance).values({
          lessonId: lessons[j]!.id,
          enrolmentId: e!.id,
          present: m > 0,
          minutesPresent: m,
        });
      }
    }
    const issue = (ids: string[] | "all") =>
      issueCertificates(database.db, {
        editionId: row.id,
        enrolmentIds: ids,
        place: "Potenza",
        actor,
      });
    return { database, edition: row, people, issue };
  }

  it("counts the minutes of the lessons not cancelled", async () => {
    const { database, edition } = await withLessons([3, 2, 1], []);
    expect(await editionLessonMinutes(database.db, edition.id)).toBe(360);
  });

  it("refuses every attestato before the last lesson has ended", async () => {
    const { people, issue } = await withLessons([10, 3, -2], [[120, 120, 0]]);
    const one = await issue([people[0]!.id]);
    expect(one?.issued).toEqual([]);
    expect(one?.problems[0]).toMatch(
      /^Docente 1: l'attestato si rilascia dopo l'ultima lezione dell'edizione \(\d+ \w+ \d{4}, \d{2}:\d{2}\)\.$/,
    );
    const all = await issue("all");
    expect(all?.issued).toEqual([]);
    expect(all?.problems[0]).toMatch(/^L'attestato si rilascia dopo l'ultima lezione/);
  });

  it("issues at exactly the minimum share and refuses a minute less, stating the hours attended", async () => {
    // 4 lessons of 2 h = 480 minutes; 75 % is 360.
    const { database, people, issue } = await withLessons(
      [8, 6, 4, 2],
      [
        [120, 120, 120, 0],
        [120, 120, 119, 0],
        [120, 120, 120, 120],
      ],
    );
    const below = await issue([people[1]!.id]);
    expect(below?.problems).toEqual([
      "Docente 2 ha frequentato 5 h 59 min sulle 8 h delle lezioni: per l'attestato serve almeno il 75 % (6 h).",
    ]);
    const all = await issue("all");
    expect(all?.issued.map((c) => [c.fullName, c.hours])).toEqual([
      ["Docente 1", 6],
      ["Docente 3", 8],
    ]);
    const rows = await database.db.select().from(certificates);
    expect(rows.find((c) => c.enrolmentId === people[1]!.id)).toBeUndefined();
  });

  it("follows the edition's own minimum and never states more hours than the edition has", async () => {
    const { database, people, issue } = await withLessons([5, 4], [[120, 120]], {
      minAttendancePercent: 100,
      sofiaInitiativeId: "98765",
      sofiaEditionId: "143210",
    });
    // A register row beyond the lesson's length (written by hand here) is cut at the edition's.
    await database.db
      .update(lessonAttendance)
      .set({ minutesPresent: 500 })
      .where(eq(lessonAttendance.enrolmentId, people[0]!.id));
    const outcome = await issue([people[0]!.id]);
    expect(outcome?.issued[0]).toMatchObject({
      hours: 4,
      sofiaInitiativeId: "98765",
      sofiaEditionId: "143210",
    });
  });

  it("keeps the typed hours of an edition without lessons, with the same minimum, refused above the edition's", async () => {
    const database = db();
    const { edition } = await insertCourseEdition(database.db, "e-learning-senza-lezioni", {
      mode: "e_learning",
      certificateHours: 20,
    });
    const make = async (name: string, hoursAttended: number) => {
      const [e] = await database.db
        .insert(enrolments)
        .values(anEnrolment(edition.id, { fullName: name, status: "completata", hoursAttended }))
        .returning();
      return e!.id;
    };
    const ids = {
      over: await make("Oltre le ore", 21),
      below: await make("Sotto il minimo", 14),
      exact: await make("Al minimo", 15),
    };
    const issue = (id: string) =>
      issueCertificates(database.db, {
        editionId: edition.id,
        enrolmentIds: [id],
        place: "Potenza",
        actor,
      });
    expect((await issue(ids.over))?.problems).toEqual([
      "Oltre le ore ha 21 ore frequentate, più delle 20 dell'edizione: correggi le ore prima di rilasciare l'attestato.",
    ]);
    expect((await issue(ids.below))?.problems).toEqual([
      "Sotto il minimo ha frequentato 14 ore sulle 20 dell'edizione: per l'attestato serve almeno il 75 % (15 ore).",
    ]);
    expect((await issue(ids.exact))?.issued[0]?.hours).toBe(15);
  });

  it("e-mails the participant the code, the verification link and the way to their page", async () => {
    const smtp = await startSmtp();
    try {
      const { database, people, issue } = await withLessons([3], [[120]]);
      const outcome = await issue([people[0]!.id]);
      const certificate = outcome!.issued[0]!;
      const queued = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, "certificate.mail-issued"));
      const ours = queued.filter((j) => j.payload.certificateId === certificate.id);
      expect(ours).toHaveLength(1);
      // The other tests' attestati queued theirs in this database: only this one is sent.
      await database.db.delete(jobs).where(ne(jobs.id, ours[0]!.id));
      const mailEnv = parseEnv({
        DATA_DIR: process.env.DATA_DIR,
        LOG_LEVEL: "silent",
        SMTP_URL: smtp.url,
        PUBLIC_URL: "https://www.esempio.it",
      });
      await runDueJobs({ database, env: mailEnv, log: pino({ level: "silent" }) }, JOB_HANDLERS);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(["lucia.ferrara@example.org"]);
      expect(mail!.subject).toBe("Attestato rilasciato: Didattica inclusiva con le tecnologie");
      const text = mail!.text.replace(/\s+/g, " ");
      expect(text).toContain(`Codice dell'attestato: ${certificate.code}`);
      expect(text).toContain(`https://www.esempio.it/attestati/${certificate.code}`);
      // The participant's own private link, issued as the mail was sent.
      expect(text).toMatch(/https:\/\/www\.esempio\.it\/iscrizioni\/[A-Za-z0-9_-]{43}/);
      expect(text).toContain("per 2 ore di formazione");
    } finally {
      closeMailTransports();
      await smtp.close();
    }
  });
});
