import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach } from "vitest";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import { createCedilsEnrolment } from "~/features/enrolments/cedils/cedils.server";
import { RegistrationFormSchema } from "~/features/enrolments/enrolment-schemas";
import { createSession, type Staff } from "~/features/staff/auth/sessions.server";
import { auditLog } from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { getStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { requestContext } from "./action";
import { addCedilsEdition, aRegistration, RECEIPT_PDF } from "./builders";
import {
  createStaffPair,
  describeOnEachDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "./db";

const log = pino({ level: "silent" });
const PASSWORD = "una-frase-lunga-per-la-prova";

/** What each personal-data test starts from, set afresh before each test. */
type PersonalDataState = {
  dataDir: string;
  env: Env;
  admin: Staff;
  editor: Staff;
  /** The open CEDILS edition the CEDILS form writes in (decision 049). */
  cedilsEditionId: string;
};

/**
 * The setup the personal-data tests (export, erasure, retention) share: a data
 * folder of their own, the two staff members, an open CEDILS edition, and the
 * helpers that register a person and call a staff route. It adds its own hooks
 * to the describe it is called in.
 */
function personalDataFixture(db: () => TestDatabase, kind: DatabaseKind) {
  let state: PersonalDataState | undefined;
  const current = (): PersonalDataState => {
    if (!state) throw new Error("personal-data state read outside a test or hook");
    return state;
  };
  const deps = () => ({ database: db(), env: current().env, log });

  beforeEach(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-privacy-"));
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const { admin, editor } = await createStaffPair(db(), kind, PASSWORD);
    const cedilsEditionId = await addCedilsEdition(db().db, 2025);
    state = { dataDir, env, admin, editor, cedilsEditionId };
  });
  afterEach(() => {
    if (state) fs.rmSync(state.dataDir, { recursive: true, force: true });
    state = undefined;
  });

  return {
    get env() {
      return current().env;
    },
    get dataDir() {
      return current().dataDir;
    },
    get admin() {
      return current().admin;
    },
    get editor() {
      return current().editor;
    },
    get cedilsEditionId() {
      return current().cedilsEditionId;
    },
    deps,

    receiptExists: async (file: string) =>
      (await getStoredFile(db().db, receiptKey(file))) !== null,

    /** The participant page of a CEDILS enrolment, and its route's params. */
    cedilsParticipant(enrolmentId: string) {
      const editionId = current().cedilsEditionId;
      return {
        url: `/admin/corsi/${CEDILS_COURSE_ID}/edizioni/${editionId}/iscritti/${enrolmentId}`,
        params: { courseId: CEDILS_COURSE_ID, editionId, enrolmentId },
      };
    },

    /** A request signed in as `who`; a form post when `form` is given. */
    async asStaff(who: Staff, url: string, form?: Record<string, string>) {
      const { token } = await createSession(db().db, who.id);
      const headers = new Headers({ Cookie: `staff_session=${token}`, Origin: "http://localhost" });
      if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
      return new Request(`http://localhost${url}`, {
        method: form ? "POST" : "GET",
        headers,
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
    },

    /** Runs a loader or action as React Router would; a thrown answer is returned. */
    async run(
      handler: (args: never) => unknown,
      request: Request,
      params: Record<string, string>,
    ): Promise<{ status: number; location?: string | null; body?: unknown }> {
      try {
        const result = await (handler as (args: unknown) => Promise<unknown>)({
          request,
          context: requestContext(db(), current().env),
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
    },

    /** Registers a person through the CEDILS form, with a PDF receipt. */
    register(fields: Record<string, string> = {}) {
      return createCedilsEnrolment(deps(), RegistrationFormSchema.parse(aRegistration(fields)), {
        bytes: RECEIPT_PDF,
        originalName: "ricevuta.pdf",
        type: { ext: "pdf", mime: "application/pdf" },
      });
    },

    /** Every history row's text, to check that nothing personal was written. */
    async historyText(): Promise<string> {
      const rows = await db().db.select().from(auditLog);
      return rows.map((r) => `${r.actorLabel} ${r.summary}`).join("\n");
    },
  };
}

/**
 * The personal-data tests' describe: on each database, a fresh one for each
 * test, with the shared setup (`personalDataFixture`) as `pd`.
 */
export function describePersonalData(
  body: (db: () => TestDatabase, pd: ReturnType<typeof personalDataFixture>) => void,
): void {
  describeOnEachDatabase(
    "personal data on %s",
    (db, kind) => body(db, personalDataFixture(db, kind)),
    { fresh: "each" },
  );
}
