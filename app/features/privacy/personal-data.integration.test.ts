// Decision 042: the art. 15 export (recorded; 403 for a redattore; every
// export's rules: exports.integration.test.ts). Erasure and retention are in
// personal-data-erasure and personal-data-retention. Each case on PGlite and
// PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createSession, type Staff } from "~/features/staff/auth/sessions.server";
import { createCedilsEnrolment } from "~/features/enrolments/cedils/cedils.server";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import { loader as participantData } from "~/features/enrolments/admin/participant-data";
import { auditLog, contactMessages, enrolments } from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { requestContext } from "../../../tests/support/action";
import { RegistrationFormSchema } from "~/features/enrolments/enrolment-schemas";
import { addCedilsEdition, aRegistration, RECEIPT_PDF } from "../../../tests/support/builders";
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
