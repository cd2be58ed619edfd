// Decision 042: the nightly retention run (exactly what is past its period,
// twice-run safe, scheduled once across instances). Each case on PGlite and PostgreSQL.
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { currentSettings, saveSiteSettings } from "~/features/settings/settings.server";
import { applyRetention } from "~/features/privacy/personal-data.server";
import { nextNightlyRun, scheduleRetention } from "~/features/privacy/retention-schedule.server";
import {
  auditLog,
  certificates,
  contactMessages,
  editionLessons,
  enrolments,
  jobs,
  lessonAttendance,
} from "~/platform/db/schema";
import { putStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { runDueJobs } from "~/platform/jobs.server";
import {
  aCedilsEnrolment,
  addCedilsEdition,
  anEnrolment,
  insertCourseEdition,
  RECEIPT_PDF,
} from "../../../tests/support/builders";
import { describePersonalData } from "../../../tests/support/personal-data";

describePersonalData((db, pd) => {
  const { deps, historyText, receiptExists } = pd;

  it("applies the retention periods: exactly what is past them goes, and a second run finds nothing", async () => {
    const database = db();
    await saveSiteSettings(
      database,
      { ...currentSettings(), retentionMessagesMonths: "12", retentionRegistrationsMonths: "24" },
      pd.admin,
    );
    const at = new Date("2027-03-15T02:30:00Z");
    // Messages: 12 months from arrival.
    const [oldMessage, newMessage] = await database.db
      .insert(contactMessages)
      .values([
        {
          name: "A",
          email: "a@example.org",
          subject: "x",
          message: "y",
          createdAt: new Date("2026-03-14T10:00:00Z"),
        },
        {
          name: "B",
          email: "b@example.org",
          subject: "x",
          message: "y",
          createdAt: new Date("2026-03-16T10:00:00Z"),
        },
      ])
      .returning({ id: contactMessages.id });
    // CEDILS registrations (enrolments of their year's CEDILS edition, decision
    // 049): the 2024 edition ends on 31 December 2025, 24 months later is
    // 31 December 2027: kept; 2023's period ended on 31 December 2026.
    for (const file of ["old.pdf", "new.pdf"])
      await putStoredFile(database.db, receiptKey(file), RECEIPT_PDF, "application/pdf");
    const [oldReg, newReg] = await database.db
      .insert(enrolments)
      .values([
        aCedilsEnrolment(await addCedilsEdition(database.db, 2023), {
          reference: "CED-2023-0001",
          fileKey: "old.pdf",
        }),
        aCedilsEnrolment(await addCedilsEdition(database.db, 2024), {
          reference: "CED-2024-0001",
          fileKey: "new.pdf",
        }),
      ])
      .returning({ id: enrolments.id });
    // Course enrolments: 24 months after the edition's last day (its first when it has none).
    const editions = [
      await insertCourseEdition(database.db, "corso-prova-1", {
        startDate: "2025-01-10",
        endDate: "2025-03-14",
      }),
      await insertCourseEdition(database.db, "corso-prova-2", {
        startDate: "2025-01-10",
        endDate: "2025-03-15",
      }),
      await insertCourseEdition(database.db, "corso-prova-3", {
        startDate: "2025-03-01",
        endDate: null,
      }),
    ].map((created) => created.edition);
    const enrolment = (n: number, editionId: string) => ({
      reference: `ISC-2025-000${n}`,
      editionId,
      fullName: `Persona ${n}`,
      fiscalCode: "RSSMRA80A41G942X",
      email: `p${n}@example.org`,
      phone: "333 1234567",
      paymentMethod: "bonifico" as const,
    });
    const enrolled = await database.db
      .insert(enrolments)
      .values([
        enrolment(1, editions[0]!.id),
        enrolment(2, editions[1]!.id),
        enrolment(3, editions[2]!.id),
      ])
      .returning({ id: enrolments.id });
    await database.db.insert(certificates).values({
      code: "ATT-PROVA-0001",
      enrolmentId: enrolled[0]!.id,
      fullName: "Persona 1",
      fiscalCode: "RSSMRA80A41G942X",
      courseTitle: "Corso di prova",
      startDate: "2025-01-10",
      hours: 10,
      place: "Potenza",
    });

    const first = await applyRetention(deps(), at);
    expect(first).toEqual({ message: 1, enrolment: 3, "school-order": 0, attendance: 0 });
    expect((await database.db.select().from(contactMessages)).map((m) => m.id)).toEqual([
      newMessage!.id,
    ]);
    expect(await receiptExists("old.pdf")).toBe(false);
    expect(await receiptExists("new.pdf")).toBe(true);
    expect((await database.db.select().from(enrolments)).map((e) => e.id).sort()).toEqual(
      [newReg!.id, enrolled[1]!.id].sort(),
    );
    expect(await database.db.select().from(certificates)).toEqual([]);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "erase"));
    expect(entries.map((e) => e.entityId).sort()).toEqual(
      [oldMessage!.id, oldReg!.id, enrolled[0]!.id, enrolled[2]!.id].sort(),
    );
    expect(
      entries.every((e) => e.actorId === null && e.actorLabel === "Conservazione automatica"),
    ).toBe(true);
    expect(entries.find((e) => e.entityId === oldReg!.id)!.summary).toBe(
      "Iscrizione CED-2023-0001 cancellata, con i file allegati, perché è scaduto il periodo di conservazione",
    );
    expect(await historyText()).not.toContain("Persona");

    // Run twice (a retry, a second instance): nothing more goes.
    expect(await applyRetention(deps(), at)).toEqual({
      message: 0,
      enrolment: 0,
      "school-order": 0,
      attendance: 0,
    });
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, "erase")),
    ).toHaveLength(4);
  });

  it("erases the register's rows of lessons older than its own period, and keeps the rest", async () => {
    const database = db();
    await saveSiteSettings(
      database,
      { ...currentSettings(), retentionRegisterMonths: "12" },
      pd.admin,
    );
    const { edition } = await insertCourseEdition(database.db, "corso-registro-vecchio");
    const lessons = await database.db
      .insert(editionLessons)
      .values(
        ["2026-03-14T15:00:00Z", "2026-03-16T15:00:00Z"].map((start) => ({
          editionId: edition.id,
          startsAt: new Date(start),
          endsAt: new Date(new Date(start).getTime() + 2 * 3_600_000),
        })),
      )
      .returning();
    const [person] = await database.db
      .insert(enrolments)
      .values(anEnrolment(edition.id))
      .returning();
    await database.db.insert(lessonAttendance).values(
      lessons.map((l) => ({
        lessonId: l.id,
        enrolmentId: person!.id,
        present: true,
        minutesPresent: 120,
      })),
    );
    const at = new Date("2027-03-15T02:30:00Z");
    expect((await applyRetention(deps(), at)).attendance).toBe(1);
    const left = await database.db.select().from(lessonAttendance);
    expect(left.map((r) => r.lessonId)).toEqual([lessons[1]!.id]);
    expect(await historyText()).toContain(
      "Registro presenze: 1 presenza cancellata di lezioni anteriori al 15 marzo 2026",
    );
    expect((await applyRetention(deps(), at)).attendance).toBe(0);
  });

  it("queues one nightly run at 03:30 in Rome, whoever checks, and runs it once due", async () => {
    const database = db();
    const at = new Date("2026-11-24T10:00:00Z");
    expect(nextNightlyRun(at).toISOString()).toBe("2026-11-25T02:30:00.000Z");
    expect(nextNightlyRun(new Date("2026-07-01T00:00:00Z")).toISOString()).toBe(
      "2026-07-01T01:30:00.000Z",
    );
    // Several instances check at once: one row.
    await Promise.all([
      scheduleRetention(database.db, at),
      scheduleRetention(database.db, at),
      scheduleRetention(database.db, at),
    ]);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, "privacy.retention"));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe("2026-11-25T02:30:00.000Z");

    // An old message, past the default 24 months.
    await database.db.insert(contactMessages).values({
      name: "Vecchio",
      email: "vecchio@example.org",
      subject: "x",
      message: "y",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    // Not due yet: nothing runs.
    expect(await runDueJobs(deps(), JOB_HANDLERS, { now: at })).toEqual({ done: 0, failed: 0 });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
    const night = new Date("2026-11-25T02:31:00Z");
    expect(await runDueJobs(deps(), JOB_HANDLERS, { now: night })).toEqual({
      done: 1,
      failed: 0,
    });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    // The next check queues the following night.
    await scheduleRetention(database.db, night);
    const pending = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "privacy.retention"), eq(jobs.status, "pending")));
    expect(pending.map((j) => j.runAt.toISOString())).toEqual(["2026-11-26T02:30:00.000Z"]);
  });
});
