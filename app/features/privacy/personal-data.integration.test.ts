// Issue 27, decision 042: erasure on request (row, files and every copy gone,
// a history row with nothing personal), the nightly retention run (exactly what
// is past its period, twice-run safe, scheduled once across instances), the
// art. 15 export (recorded; 403 for a redattore; every export's rules:
// exports.integration.test.ts). Each case on PGlite and PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createSession, type Staff } from "~/features/staff/auth/sessions.server";
import { createCedilsEnrolment } from "~/features/enrolments/cedils/cedils.server";
import { CEDILS_COURSE_ID } from "~/features/courses/courses-content";
import { submitContactMessage } from "~/features/inbox/contacts.server";
import { action as messageAction } from "~/features/inbox/admin/message-detail";
import { action as participantAction } from "~/features/enrolments/admin/participant-detail";
import { loader as participantData } from "~/features/enrolments/admin/participant-data";
import { currentSettings, saveSiteSettings } from "~/features/settings/settings.server";
import { applyRetention } from "~/features/privacy/personal-data.server";
import { nextNightlyRun, scheduleRetention } from "~/features/privacy/retention-schedule.server";
import {
  auditLog,
  certificates,
  contactMessages,
  enrolments,
  entityVersions,
  jobs,
} from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { getStoredFile, putStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { runDueJobs } from "~/platform/jobs.server";
import { requestContext } from "../../../tests/support/action";
import { ContactFormSchema, RegistrationFormSchema } from "~/platform/forms/validation";
import {
  aContactRequest,
  anEnrolment,
  aCedilsEnrolment,
  addCedilsEdition,
  aFiscalCode,
  aRegistration,
  insertCourseEdition,
  RECEIPT_PDF,
} from "../../../tests/support/builders";
import { createStaffPair, describeOnEachDatabase } from "../../../tests/support/db";

const log = pino({ level: "silent" });
const PASSWORD = "una-frase-lunga-per-la-prova";

describeOnEachDatabase(
  "personal data on %s",
  (db, kind) => {
    let dataDir: string;
    let env: Env;
    let admin: Staff;
    let editor: Staff;
    /** The open CEDILS edition the CEDILS form writes in (decision 049). */
    let cedilsEditionId: string;
    const deps = () => ({ database: db(), env, log });
    const receiptExists = async (file: string) =>
      (await getStoredFile(db().db, receiptKey(file))) !== null;

    beforeEach(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-privacy-"));
      env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
      ({ admin, editor } = await createStaffPair(db(), kind, PASSWORD));
      cedilsEditionId = await addCedilsEdition(db().db, 2025);
    });

    /** The participant page of a CEDILS enrolment, and its route's params. */
    const cedilsParticipant = (enrolmentId: string) => ({
      url: `/admin/corsi/${CEDILS_COURSE_ID}/edizioni/${cedilsEditionId}/iscritti/${enrolmentId}`,
      params: { courseId: CEDILS_COURSE_ID, editionId: cedilsEditionId, enrolmentId },
    });
    afterEach(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** A request signed in as `who`; a form post when `form` is given. */
    async function asStaff(who: Staff, url: string, form?: Record<string, string>) {
      const { token } = await createSession(db().db, who.id);
      const headers = new Headers({ Cookie: `staff_session=${token}`, Origin: "http://localhost" });
      if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
      return new Request(`http://localhost${url}`, {
        method: form ? "POST" : "GET",
        headers,
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
    }

    /** Runs a loader or action as React Router would; a thrown answer is returned. */
    async function run(
      handler: (args: never) => unknown,
      request: Request,
      params: Record<string, string>,
    ): Promise<{ status: number; location?: string | null; body?: unknown }> {
      try {
        const result = await (handler as (args: unknown) => Promise<unknown>)({
          request,
          context: requestContext(db(), env),
          params,
        });
        if (result instanceof Response) return { status: result.status, body: result };
        return { status: 200, body: result };
      } catch (thrown) {
        if (thrown instanceof Response) {
          return { status: thrown.status, location: thrown.headers.get("Location") };
        }
        const init = (thrown as { init?: ResponseInit | null }).init;
        if (init?.status) return { status: init.status, body: (thrown as { data: unknown }).data };
        throw thrown;
      }
    }

    function register(fields: Record<string, string> = {}) {
      return createCedilsEnrolment(deps(), RegistrationFormSchema.parse(aRegistration(fields)), {
        bytes: RECEIPT_PDF,
        originalName: "ricevuta.pdf",
        type: { ext: "pdf", mime: "application/pdf" },
      });
    }

    /** Every history row's text, to check that nothing personal was written. */
    async function historyText(): Promise<string> {
      const rows = await db().db.select().from(auditLog);
      return rows.map((r) => `${r.actorLabel} ${r.summary}`).join("\n");
    }

    it("erases a CEDILS registration with its receipt, jobs and versions, after the amministratore confirms", async () => {
      const database = db();
      const gone = await register({ fullName: "Giulia Verdi", email: "giulia@example.org" });
      const kept = await register({
        fullName: "Paolo Neri",
        email: "paolo@example.org",
        fiscalCode: aFiscalCode(1),
      });
      const [goneRow] = await database.db
        .select()
        .from(enrolments)
        .where(eq(enrolments.id, gone.id));
      const [keptRow] = await database.db
        .select()
        .from(enrolments)
        .where(eq(enrolments.id, kept.id));
      // A saved version is a copy of the person's data too.
      await database.db.insert(entityVersions).values({
        entityType: "enrolment",
        entityId: gone.id,
        version: 1,
        snapshot: { fullName: goneRow!.fullName, fiscalCode: goneRow!.fiscalCode },
      });
      expect(await receiptExists(goneRow!.fileKey!)).toBe(true);

      // A redattore is refused on the server, and nothing changes.
      const { url: page, params } = cedilsParticipant(gone.id);
      const url = `${page}?cancella=1`;
      const refused = await run(
        participantAction,
        await asStaff(editor, url, { intent: "delete", id: gone.id }),
        params,
      );
      expect(refused.status).toBe(403);
      expect(await database.db.select().from(enrolments)).toHaveLength(2);

      const done = await run(
        participantAction,
        await asStaff(admin, url, { intent: "delete", id: gone.id }),
        params,
      );
      expect(done).toMatchObject({
        status: 302,
        location: `/admin/corsi/${CEDILS_COURSE_ID}/edizioni/${cedilsEditionId}?avviso=cancellata`,
      });

      // The row, its file, its outbox jobs (which name it) and its versions are gone…
      const left = await database.db.select().from(enrolments);
      expect(left.map((r) => r.id)).toEqual([kept.id]);
      expect(await receiptExists(goneRow!.fileKey!)).toBe(false);
      const jobPayloads = (await database.db.select().from(jobs)).map((j) => j.payload);
      expect(jobPayloads).toHaveLength(2);
      expect(jobPayloads.every((p) => p.enrolmentId === kept.id)).toBe(true);
      expect(
        await database.db.select().from(entityVersions).where(eq(entityVersions.entityId, gone.id)),
      ).toEqual([]);
      // …the other registration is untouched…
      expect(await receiptExists(keptRow!.fileKey!)).toBe(true);
      // …and the history says who erased what and when, by reference only.
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, gone.id), eq(auditLog.action, "erase")));
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorLabel: "Anna Amministratrice",
        entityType: "enrolment",
        summary: `Iscrizione ${goneRow!.reference} cancellata, con i file allegati, su richiesta dell'interessato`,
      });
      expect(entry!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
      const history = await historyText();
      for (const personal of ["Giulia", "Verdi", "giulia@example.org", goneRow!.fiscalCode]) {
        expect(history).not.toContain(personal);
      }

      // Erasing again (a second tab): the same end, no second history row.
      const again = await run(
        participantAction,
        await asStaff(admin, url, { intent: "delete", id: gone.id }),
        params,
      );
      expect(again.status).toBe(302);
      const erasures = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "erase"));
      expect(erasures).toHaveLength(1);
    });

    it("erases a course participant with the voucher and the attestato, after the amministratore confirms; exports them first", async () => {
      const database = db();
      const { course, edition } = await insertCourseEdition(
        database.db,
        "cancellazione-partecipante",
      );
      await putStoredFile(database.db, receiptKey("buono-x.pdf"), RECEIPT_PDF, "application/pdf");
      const [gone, kept] = await database.db
        .insert(enrolments)
        .values([
          anEnrolment(edition.id, {
            fullName: "Sara Galli",
            email: "sara.galli@example.org",
            fiscalCode: "GLLSRA80A41G942Y",
            status: "completata",
            fileKey: "buono-x.pdf",
            fileMime: "application/pdf",
          }),
          anEnrolment(edition.id, { fullName: "Piero Conte", email: "piero@example.org" }),
        ])
        .returning();
      await database.db.insert(certificates).values({
        code: "ABCD-EFGH-JKLM-NPQR-STUV",
        enrolmentId: gone!.id,
        fullName: gone!.fullName,
        fiscalCode: gone!.fiscalCode,
        courseTitle: course.title,
        startDate: edition.startDate,
        hours: 20,
        place: "Potenza",
      });
      const params = { courseId: course.id, editionId: edition.id, enrolmentId: gone!.id };
      const url = `/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${gone!.id}`;

      // The art. 15 export, for an amministratore only.
      expect(
        (await run(participantData, await asStaff(editor, `${url}/dati.json`), params)).status,
      ).toBe(403);
      const exported = await run(participantData, await asStaff(admin, `${url}/dati.json`), params);
      expect(exported.status).toBe(200);
      const json = JSON.parse(await (exported.body as Response).text());
      expect(JSON.stringify(json)).toContain("sara.galli@example.org");
      expect(JSON.stringify(json)).not.toContain("piero@example.org");

      // A redattore cannot erase; an amministratore can.
      const refused = await run(
        participantAction,
        await asStaff(editor, `${url}?cancella=1`, { intent: "delete", id: gone!.id }),
        params,
      );
      expect(refused.status).toBe(403);
      expect(await database.db.select().from(enrolments)).toHaveLength(2);
      const done = await run(
        participantAction,
        await asStaff(admin, `${url}?cancella=1`, { intent: "delete", id: gone!.id }),
        params,
      );
      expect(done).toMatchObject({
        status: 302,
        location: `/admin/corsi/${course.id}/edizioni/${edition.id}?avviso=cancellata`,
      });
      const left = await database.db.select().from(enrolments);
      expect(left.map((e) => e.id)).toEqual([kept!.id]);
      expect(await database.db.select().from(certificates)).toEqual([]);
      expect(await receiptExists("buono-x.pdf")).toBe(false);
      const history = await historyText();
      expect(history).toContain(gone!.reference);
      for (const personal of ["Sara", "Galli", "sara.galli@example.org", gone!.fiscalCode]) {
        expect(history).not.toContain(personal);
      }
    });

    it("erases a message with its outbox jobs; the status form still works", async () => {
      const database = db();
      const smtpLess = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", MAILERLITE_TOKEN: "x" });
      const { id } = await submitContactMessage(
        { database, env: smtpLess },
        ContactFormSchema.parse(
          aContactRequest({ name: "Lucia Bianchi", email: "lucia@example.org" }),
        ),
      );
      expect(await database.db.select().from(jobs)).toHaveLength(2);
      const url = `/admin/messaggi/${id}`;
      // The page's other form (the status) is not an erasure.
      const status = await run(messageAction, await asStaff(editor, url, { status: "gestito" }), {
        messageId: id,
      });
      expect(status.status).toBe(200);
      const refused = await run(
        messageAction,
        await asStaff(editor, url, { intent: "delete", id }),
        { messageId: id },
      );
      expect(refused.status).toBe(403);
      const done = await run(messageAction, await asStaff(admin, url, { intent: "delete", id }), {
        messageId: id,
      });
      expect(done).toMatchObject({ status: 302, location: "/admin/messaggi?avviso=cancellato" });
      expect(await database.db.select().from(contactMessages)).toEqual([]);
      expect(await database.db.select().from(jobs)).toEqual([]);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "erase"));
      expect(entry!.summary).toMatch(
        /^Messaggio del \d{1,2} [a-z]+ \d{4} cancellato su richiesta dell'interessato$/,
      );
      const history = await historyText();
      expect(history).not.toContain("Lucia");
      expect(history).not.toContain("lucia@example.org");
    });

    it("applies the retention periods: exactly what is past them goes, and a second run finds nothing", async () => {
      const database = db();
      await saveSiteSettings(
        database,
        { ...currentSettings(), retentionMessagesMonths: "12", retentionRegistrationsMonths: "24" },
        admin,
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
      expect(first).toEqual({ message: 1, enrolment: 3 });
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
      expect(await applyRetention(deps(), at)).toEqual({ message: 0, enrolment: 0 });
      expect(
        await database.db.select().from(auditLog).where(eq(auditLog.action, "erase")),
      ).toHaveLength(4);
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
      const queued = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, "privacy.retention"));
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
      expect(await runDueJobs(deps(), { now: at })).toEqual({ done: 0, failed: 0 });
      expect(await database.db.select().from(contactMessages)).toHaveLength(1);
      const night = new Date("2026-11-25T02:31:00Z");
      expect(await runDueJobs(deps(), { now: night })).toEqual({ done: 1, failed: 0 });
      expect(await database.db.select().from(contactMessages)).toEqual([]);
      // The next check queues the following night.
      await scheduleRetention(database.db, night);
      const pending = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, "privacy.retention"), eq(jobs.status, "pending")));
      expect(pending.map((j) => j.runAt.toISOString())).toEqual(["2026-11-26T02:30:00.000Z"]);
    });

    it("exports one person's data as JSON for an amministratore, recorded in the history", async () => {
      const database = db();
      const first = await register({ fiscalCode: "RSSMRA85T10A562S" });
      // The same person from another address (same fiscal code, enrolled again
      // after cancelling: one live enrolment per edition), and someone else.
      await database.db
        .update(enrolments)
        .set({ status: "annullata" })
        .where(eq(enrolments.id, first.id));
      await register({ email: "marco.lavoro@example.org", fiscalCode: "RSSMRA85T10A562S" });
      await register({
        fullName: "Altra Persona",
        email: "altra@example.org",
        fiscalCode: "BNCLCU90A41G942M",
      });
      await database.db.insert(contactMessages).values([
        { name: "Marco", email: "Marco.Rossi@Example.org", subject: "Info", message: "Domanda" },
        { name: "Altra", email: "altra@example.org", subject: "Info", message: "Altro" },
      ]);
      const { url: page, params } = cedilsParticipant(first.id);
      const url = `${page}/dati.json`;
      const refused = await run(participantData, await asStaff(editor, url), params);
      expect(refused.status).toBe(403);

      const answer = await run(participantData, await asStaff(admin, url), params);
      const response = answer.body as Response;
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="dati-personali-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const exported = (await response.json()) as {
        interessato: { email: string; codiceFiscale: string };
        messaggi: Array<{ email: string }>;
        iscrizioniCorsi: Array<{
          email: string;
          corso: string;
          altriDati: Record<string, unknown>;
          documentoDiPagamento: { nomeFile: string };
        }>;
      };
      expect(exported.interessato).toEqual({
        email: "marco.rossi@example.org",
        codiceFiscale: "RSSMRA85T10A562S",
      });
      expect(exported.messaggi.map((m) => m.email)).toEqual(["Marco.Rossi@Example.org"]);
      expect(exported.iscrizioniCorsi.map((r) => r.email)).toEqual([
        "marco.rossi@example.org",
        "marco.lavoro@example.org",
      ]);
      const [cedils] = exported.iscrizioniCorsi;
      expect(cedils!.documentoDiPagamento.nomeFile).toBe("ricevuta.pdf");
      expect(cedils!.corso).toBe("Preparazione alla certificazione CEDILS");
      // The CEDILS form's own fields are in the export too.
      expect(cedils!.altriDati).toMatchObject({ city: "Potenza", laureaType: "Magistrale" });
      expect(JSON.stringify(exported)).not.toContain("altra@example.org");

      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "export"));
      expect(entry).toMatchObject({
        actorId: admin.id,
        entityType: "enrolment",
        entityId: first.id,
        summary:
          "Esportazione JSON: dati personali (art. 15 GDPR), 3 righe (1 messaggi, 2 iscrizioni ai corsi), con i codici fiscali",
      });
      expect((await historyText()).toLowerCase()).not.toContain("marco");
    });
  },
  { fresh: "each" },
);
