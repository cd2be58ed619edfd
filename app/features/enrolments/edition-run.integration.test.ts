// Staff run an edition (bulk statuses, hours, the
// waiting list served when a seat is freed, CSV) and issue, verify and revoke
// attestati. Each test makes its own course and edition.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { action } from "~/features/enrolments/admin/edition-run";
import {
  changeEnrolmentStatuses,
  listParticipants,
  openEditionCounts,
  PARTICIPANT_COLUMNS,
  saveHoursAttended,
} from "~/features/enrolments/edition-run.server";
import { personalCsv } from "~/features/privacy/exports.server";
import {
  findCertificate,
  issueCertificates,
  revokeCertificate,
} from "~/features/certificates/certificates.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import {
  auditLog,
  certificates,
  enrolments,
  jobs,
  type courseEditions,
  type Enrolment,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { closeMailTransports } from "~/platform/mail.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { requestContext } from "../../../tests/support/action";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase, type TestDatabase } from "../../../tests/support/db";
import { startSmtp, type TestSmtp } from "../../../tests/support/smtp";

const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
const actor = { id: null, label: "Segreteria" };
type StatusChange = Parameters<typeof changeEnrolmentStatuses>[2];

/** The Segreteria sets `status` on the enrolments `selected` (with the status each showed). */
function changeStatus(
  database: TestDatabase,
  editionId: string,
  status: StatusChange["status"],
  selected: StatusChange["selected"],
  withEnv = env,
) {
  return changeEnrolmentStatuses(database.db, withEnv, { editionId, status, selected, actor });
}

describeOnEachDatabase("running an edition on %s", (db) => {
  /** A course and an edition of `seats`, with participants in the given statuses, oldest first. */
  async function edition(
    seats: number,
    statuses: Array<Enrolment["status"]>,
    overrides: Partial<typeof courseEditions.$inferInsert> = {},
  ) {
    const database = db();
    const slug = `corso-${crypto.randomUUID().slice(0, 8)}`;
    const { course, edition: row } = await insertCourseEdition(database.db, slug, {
      seats,
      ...overrides,
    });
    const people: Enrolment[] = [];
    for (const [i, status] of statuses.entries()) {
      const [e] = await database.db
        .insert(enrolments)
        .values(
          anEnrolment(row.id, {
            fullName: `Partecipante ${i + 1}`,
            status,
            createdAt: new Date(Date.UTC(2027, 0, 10, 9, i)),
          }),
        )
        .returning();
      people.push(e!);
    }
    return { database, course, edition: row, people };
  }

  async function statusOf(database: TestDatabase, id: string) {
    const [row] = await database.db.select().from(enrolments).where(eq(enrolments.id, id));
    return row!.status;
  }

  it("moves the selected participants together and records each change", async () => {
    const {
      database,
      edition: ed,
      people,
    } = await edition(5, ["ricevuta", "ricevuta", "ricevuta"]);
    const [a, b, c] = people;
    const outcome = await changeEnrolmentStatuses(database.db, env, {
      editionId: ed.id,
      status: "pagamento_verificato",
      selected: [
        { id: a!.id, shown: "ricevuta" },
        { id: b!.id, shown: "ricevuta" },
      ],
      actor,
    });
    expect(outcome).toEqual({ ok: true, changed: 2, promoted: [] });
    expect(await statusOf(database, a!.id)).toBe("pagamento_verificato");
    expect(await statusOf(database, b!.id)).toBe("pagamento_verificato");
    expect(await statusOf(database, c!.id)).toBe("ricevuta");
    const history = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enrolment"), eq(auditLog.entityId, a!.id)));
    expect(history.map((h) => h.summary)).toEqual([
      `Iscrizione ${a!.reference}: stato «Pagamento verificato»`,
    ]);
  });

  it("refuses an invalid transition in Italian and changes none of the selection", async () => {
    const { database, edition: ed, people } = await edition(5, ["confermata", "ricevuta"]);
    const outcome = await changeEnrolmentStatuses(database.db, env, {
      editionId: ed.id,
      status: "completata",
      selected: people.map((p) => ({ id: p.id, shown: p.status })),
      actor,
    });
    expect(outcome).toEqual({
      ok: false,
      problems: [
        "Partecipante 2: da «Ricevuta» non si passa a «Completata» (si può passare a «Pagamento verificato», «Annullata», «Respinta»).",
      ],
    });
    expect(await statusOf(database, people[0]!.id)).toBe("confermata");
  });

  it("refuses a change made over a newer status (decision 039), with who and when", async () => {
    const { database, course, edition: ed, people } = await edition(5, ["ricevuta"]);
    const anna = await createUser(database.db, {
      email: `anna-${crypto.randomUUID()}@esempio.it`,
      password: "password-di-anna",
      name: "Anna Bianchi",
      role: "redattore",
    });
    const { token } = await createSession(database.db, anna.id);
    // Someone else verified the payment after Anna opened the page.
    await changeEnrolmentStatuses(database.db, env, {
      editionId: ed.id,
      status: "pagamento_verificato",
      selected: [{ id: people[0]!.id, shown: "ricevuta" }],
      actor: { id: null, label: "Mario Rossi" },
    });
    const form = new URLSearchParams({
      intent: "stato",
      status: "annullata",
      ids: people[0]!.id,
      [`mostrato-${people[0]!.id}`]: "ricevuta",
    });
    const result = (await action({
      request: new Request(`http://localhost/admin/corsi/${course.id}/edizioni/${ed.id}`, {
        method: "POST",
        headers: { Cookie: `staff_session=${token}` },
        body: form,
      }),
      context: requestContext(database, env),
      params: { courseId: course.id, editionId: ed.id },
    } as never)) as { init: ResponseInit; data: { message: string } };
    expect(result.init.status).toBe(409);
    expect(result.data.message).toMatch(
      /^Partecipante 1: questa iscrizione è stata modificata da Mario Rossi il .+ alle \d\d:\d\d, dopo che l'hai aperta\. Nessuno stato è stato cambiato/,
    );
    expect(await statusOf(database, people[0]!.id)).toBe("pagamento_verificato");
  });

  it("gives a freed seat to the first on the waiting list and tells them by e-mail", async () => {
    const smtp = await startSmtp();
    try {
      await freedSeat(smtp);
    } finally {
      closeMailTransports();
      await smtp.close();
    }
  });

  async function freedSeat(smtp: TestSmtp) {
    const mailEnv = parseEnv({
      DATA_DIR: process.env.DATA_DIR,
      LOG_LEVEL: "silent",
      SMTP_URL: smtp.url,
    });
    const {
      database,
      edition: ed,
      people,
    } = await edition(2, ["confermata", "confermata", "lista_attesa", "lista_attesa"]);
    const outcome = await changeStatus(
      database,
      ed.id,
      "annullata",
      [{ id: people[1]!.id, shown: "confermata" }],
      mailEnv,
    );
    expect(outcome).toEqual({ ok: true, changed: 1, promoted: ["Partecipante 3"] });
    expect(await statusOf(database, people[2]!.id)).toBe("ricevuta");
    expect(await statusOf(database, people[3]!.id)).toBe("lista_attesa");
    const queued = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "enrolment.mail-promoted"));
    expect(queued.map((j) => j.payload)).toEqual([{ enrolmentId: people[2]!.id }]);
    // The invoices feature's credit note, by job kind: it does nothing without an invoice.
    const creditNotes = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "invoice.credit-note"));
    expect(creditNotes.map((j) => j.payload)).toEqual([{ enrolmentId: people[1]!.id }]);
    expect(
      await runDueJobs({ database, env: mailEnv, log: pino({ level: "silent" }) }, JOB_HANDLERS),
    ).toEqual({
      done: 1,
      failed: 0,
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(["lucia.ferrara@example.org"]);
    expect(mail!.subject).toBe(
      `Si è liberato un posto: Didattica inclusiva con le tecnologie – ${people[2]!.reference}`,
    );
    expect(mail!.text.replace(/\s+/g, " ")).toContain(
      `si è liberato un posto nel corso «Didattica inclusiva con le tecnologie» (dal 2 marzo 2027 al 27 aprile 2027) ed è tuo: la tua iscrizione ${people[2]!.reference} è passata dalla lista d'attesa a «Ricevuta».`,
    );

    // Without mail configured the seat is still taken, and no e-mail waits.
    const second = await changeStatus(database, ed.id, "annullata", [
      { id: people[0]!.id, shown: "confermata" },
    ]);
    expect(second).toEqual({ ok: true, changed: 1, promoted: ["Partecipante 4"] });
    expect(
      await database.db.select().from(jobs).where(eq(jobs.kind, "enrolment.mail-promoted")),
    ).toHaveLength(1);
  }

  it("promotes two different people when two cancellations arrive at once", async () => {
    const {
      database,
      edition: ed,
      people,
    } = await edition(2, [
      "confermata",
      "confermata",
      "lista_attesa",
      "lista_attesa",
      "lista_attesa",
    ]);
    const cancel = (p: Enrolment) =>
      changeStatus(database, ed.id, "annullata", [{ id: p.id, shown: "confermata" }]);
    const outcomes = await Promise.all([cancel(people[0]!), cancel(people[1]!)]);
    const promoted = outcomes.flatMap((o) => (o?.ok ? o.promoted : []));
    expect(promoted.sort()).toEqual(["Partecipante 3", "Partecipante 4"]);
    const after = await listParticipants(database.db, ed.id);
    expect(after.map((p) => p.status)).toEqual([
      "annullata",
      "annullata",
      "ricevuta",
      "ricevuta",
      "lista_attesa",
    ]);
  });

  it("admits from the waiting list only into free seats", async () => {
    const { database, edition: ed, people } = await edition(1, ["confermata", "lista_attesa"]);
    const outcome = await changeStatus(database, ed.id, "ricevuta", [
      { id: people[1]!.id, shown: "lista_attesa" },
    ]);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        "Non ci sono posti liberi in questa edizione: chi è in lista d'attesa entra quando si libera un posto.",
      ],
    });
  });

  it("saves hours attended, refusing a value someone changed meanwhile", async () => {
    const { database, edition: ed, people } = await edition(5, ["confermata", "confermata"]);
    const saved = await saveHoursAttended(database.db, {
      editionId: ed.id,
      changes: [
        { id: people[0]!.id, hours: 18, shown: 0 },
        { id: people[1]!.id, hours: 0, shown: 0 },
      ],
      actor,
    });
    expect(saved).toBe(1);
    await expect(
      saveHoursAttended(database.db, {
        editionId: ed.id,
        changes: [{ id: people[0]!.id, hours: 22, shown: 0 }],
        actor,
      }),
    ).rejects.toBeInstanceOf(RecordConflictError);
    const [row] = await database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, people[0]!.id));
    expect(row!.hoursAttended).toBe(18);
  });

  it("counts every open edition for the dashboard", async () => {
    const { database, edition: ed } = await edition(10, [
      "ricevuta",
      "pagamento_verificato",
      "confermata",
      "annullata",
      "lista_attesa",
    ]);
    const closed = await edition(10, ["ricevuta"], { status: "chiusa" });
    const counts = await openEditionCounts(database.db);
    expect(counts.find((c) => c.id === ed.id)).toMatchObject({
      seats: 10,
      enrolled: 3,
      paid: 2,
      waiting: 1,
    });
    expect(counts.map((c) => c.id)).not.toContain(closed.edition.id);
  });

  it("exports the participants as formula-safe CSV", async () => {
    const { database, edition: ed } = await edition(5, []);
    await database.db.insert(enrolments).values(
      anEnrolment(ed.id, {
        fullName: '=HYPERLINK("http://evil.example","clic")',
        school: "+39 Liceo",
        hoursAttended: 12,
      }),
    );
    const csv = personalCsv(PARTICIPANT_COLUMNS, await listParticipants(database.db, ed.id), {
      fiscalCodes: true,
    });
    expect(csv.startsWith("\uFEFFRiferimento;Data;Stato;Nome e Cognome;Codice Fiscale")).toBe(true);
    expect(csv).toContain(`;"'=HYPERLINK(""http://evil.example"",""clic"")";`);
    expect(csv).toContain(";'+39 Liceo;");
    expect(csv).toContain(";Carta del Docente;A1B2C3D4;;12;");
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("issues attestati only for completata with enough hours, with unique unguessable codes", async () => {
    const {
      database,
      edition: ed,
      people,
    } = await edition(
      40,
      ["confermata", "completata", ...Array<Enrolment["status"]>(30).fill("completata")],
      { certificateHours: 20, minAttendancePercent: 100 },
    );
    await database.db
      .update(enrolments)
      .set({ hoursAttended: 20 })
      .where(eq(enrolments.editionId, ed.id));
    await database.db
      .update(enrolments)
      .set({ hoursAttended: 19 })
      .where(eq(enrolments.id, people[1]!.id));

    const issue = (enrolmentIds: string[] | "all") =>
      issueCertificates(database.db, { editionId: ed.id, enrolmentIds, place: "Potenza", actor });
    const notCompleted = await issue([people[0]!.id]);
    expect(notCompleted).toEqual({
      issued: [],
      problems: [
        "Partecipante 1: l'attestato si rilascia solo a chi ha completato il corso (stato «Completata»; ora è «Confermata»).",
      ],
    });
    const fewHours = await issue([people[1]!.id]);
    expect(fewHours?.problems).toEqual([
      "Partecipante 2 ha frequentato 19 ore sulle 20 dell'edizione: per l'attestato serve almeno il 100 % (20 ore).",
    ]);

    const one = await issue([people[2]!.id]);
    expect(one?.issued).toHaveLength(1);
    const all = await issue("all");
    // Everyone eligible but the one already issued; the two not eligible are skipped.
    expect(all?.issued).toHaveLength(29);
    const again = await issue([people[2]!.id]);
    expect(again?.problems).toEqual(["Partecipante 3 ha già un attestato."]);

    const rows = await database.db.select().from(certificates);
    const codes = rows.filter((r) => r.courseTitle.startsWith("Didattica")).map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes)
      expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/);
    const issued = rows.find((r) => r.enrolmentId === people[2]!.id)!;
    expect(issued).toMatchObject({
      fullName: "Partecipante 3",
      fiscalCode: "FRRLCU82C45G942K",
      courseTitle: "Didattica inclusiva con le tecnologie",
      startDate: "2027-03-02",
      endDate: "2027-04-27",
      hours: 20,
      place: "Potenza",
    });
    const history = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "certificate"), eq(auditLog.entityId, issued.id)));
    expect(history[0]?.summary).toBe(
      `Attestato ${issued.code} rilasciato a Partecipante 3 («Didattica inclusiva con le tecnologie», 20 ore)`,
    );
  });

  it("revokes an attestato with its reason; it still verifies, as revoked", async () => {
    const {
      database,
      edition: ed,
      people,
    } = await edition(5, ["completata"], {
      certificateHours: 0,
    });
    const outcome = await issueCertificates(database.db, {
      editionId: ed.id,
      enrolmentIds: [people[0]!.id],
      place: "Potenza",
      actor,
    });
    const code = outcome!.issued[0]!.code;
    expect((await findCertificate(database.db, code.toLowerCase().replace(/-/g, "")))?.id).toBe(
      outcome!.issued[0]!.id,
    );
    const revoke = (reason: string) =>
      revokeCertificate(database.db, {
        editionId: ed.id,
        certificateId: outcome!.issued[0]!.id,
        reason,
        actor,
      });
    expect(await revoke("Ore registrate per errore")).toBe(true);
    expect(await revoke("Di nuovo")).toBe(false);
    const found = await findCertificate(database.db, code);
    expect(found?.revokedAt).toBeInstanceOf(Date);
    expect(found?.revokeReason).toBe("Ore registrate per errore");
    expect(await findCertificate(database.db, "0000-0000-0000-0000-0000")).toBeNull();
    // An enrolment whose attestato was revoked may go back to «Confermata».
    const back = await changeStatus(database, ed.id, "confermata", [
      { id: people[0]!.id, shown: "completata" },
    ]);
    expect(back?.ok).toBe(true);
  });
});
