// Decision 053: every download of personal data goes through one path. The
// export routes are read from app/routes.ts (admin URLs ending .csv or .json),
// so an export added later is checked too: a redattore never gets a fiscal
// code, an amministratore does, and every request leaves its history row.
// Every personal file answers no-store; a participant's URLs answer 404 under
// another course's or edition's address. Each case on PGlite and PostgreSQL.
import { beforeEach, expect, it } from "vitest";
import { issueCertificates } from "~/features/certificates/certificates.server";
import { createSession, type Staff } from "~/features/staff/auth/sessions.server";
import { auditLog, contactMessages, enrolments } from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { putStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { requestContext } from "../../../tests/support/action";
import {
  aContactMessageRow,
  anEnrolment,
  insertCourseEdition,
  RECEIPT_PDF,
} from "../../../tests/support/builders";
import { createStaffPair, describeOnEachDatabase } from "../../../tests/support/db";
import { ROUTE_LEAVES, runRoute, type Leaf } from "../../../tests/support/route-tree";

/**
 * Downloads that go through the same path but hold no personal data: the
 * questionnaire's anonymous answers (decision 066, tested beside it).
 */
const ANONYMOUS_EXPORTS = new Set(["admin/corsi/:courseId/edizioni/:editionId/questionario.csv"]);
const EXPORT_LEAVES = ROUTE_LEAVES.filter(
  (leaf) => /^admin\/.*\.(csv|json)$/.test(leaf.path) && !ANONYMOUS_EXPORTS.has(leaf.path),
);
/** Every URL of one participant: their page, their art. 15 export, their payment proof. */
const PARTICIPANT_LEAVES = ROUTE_LEAVES.filter((leaf) =>
  /^admin\/corsi\/:courseId\/edizioni\/:editionId\/iscritti\/:enrolmentId(\/|$)/.test(leaf.path),
);
const leafAt = (path: string): Leaf => ROUTE_LEAVES.find((leaf) => leaf.path === path)!;

/** The participant whose data the tests look for (edition A of course A). */
const LUCIA = { fullName: "Lucia Ferrara", fiscalCode: "FRRLCU82C45G942K" };
const FISCAL_HEADING = /codice\s*fiscale|codicefiscale/i;

type Answer = { status: number; headers: Headers; body: string };

/** What a loader answered or threw, as the client would read it. */
async function answerOf(value: unknown): Promise<Answer> {
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, body: await value.text() };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      body: JSON.stringify(wrapped.data),
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), body: JSON.stringify(value) };
}

describeOnEachDatabase(
  "personal-data downloads on %s",
  (db, kind) => {
    let env: Env;
    let admin: Staff;
    let editor: Staff;
    /** The ids the routes' parameters name: course A, its edition, Lucia, her message. */
    let ids: Record<string, string>;
    let other: { courseId: string; editionId: string };

    beforeEach(async () => {
      env = parseEnv({ LOG_LEVEL: "silent" });
      ({ admin, editor } = await createStaffPair(db(), kind, "una-frase-lunga-per-la-prova"));
      const a = await insertCourseEdition(db().db, "corso-a");
      const b = await insertCourseEdition(db().db, "corso-b");
      other = { courseId: b.course.id, editionId: b.edition.id };
      await putStoredFile(db().db, receiptKey("lucia.pdf"), RECEIPT_PDF, "application/pdf");
      const [lucia] = await db()
        .db.insert(enrolments)
        .values(
          anEnrolment(a.edition.id, {
            ...LUCIA,
            status: "completata",
            hoursAttended: 20,
            fileKey: "lucia.pdf",
            fileMime: "application/pdf",
          }),
        )
        .returning();
      await db()
        .db.insert(enrolments)
        .values(
          anEnrolment(b.edition.id, { fullName: "Paolo Greco", fiscalCode: "GRCPLA75B12F839U" }),
        );
      const [message] = await db()
        .db.insert(contactMessages)
        .values(aContactMessageRow({ name: LUCIA.fullName, email: lucia!.email }))
        .returning();
      ids = {
        courseId: a.course.id,
        editionId: a.edition.id,
        enrolmentId: lucia!.id,
        messageId: message!.id,
      };
    });

    /** GET `leaf` as `who`, its parameters from `params` (ids by default), through its guards. */
    async function get(leaf: Leaf, who: Staff, params = ids): Promise<Answer> {
      const names = [...leaf.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
      const filled = Object.fromEntries(
        names.map((name) => {
          // A new export with a parameter of its own needs its record made above.
          if (!params[name]) throw new Error(`no test record for :${name} of ${leaf.path}`);
          return [name, params[name]];
        }),
      );
      const url = `http://localhost/${leaf.path.replace(/:(\w+)/g, (_, name: string) => filled[name]!)}`;
      const { token } = await createSession(db().db, who.id);
      const request = new Request(url, { headers: { Cookie: `staff_session=${token}` } });
      return answerOf(
        await runRoute(leaf, "loader", {
          request,
          context: requestContext(db(), env),
          params: filled,
        }),
      );
    }

    /** The history rows written since `after` rows (in order of writing). */
    async function historySince(after: number) {
      const rows = await db().db.select().from(auditLog).orderBy(auditLog.at);
      return rows.slice(after);
    }
    const historyCount = async () => (await db().db.select().from(auditLog)).length;

    it("finds every export of personal data in app/routes.ts", () => {
      expect(EXPORT_LEAVES.map((leaf) => leaf.path).sort()).toEqual(
        expect.arrayContaining([
          "admin/corsi/:courseId/edizioni/:editionId/export.csv",
          "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/dati.json",
          "admin/iscrizioni/export.csv",
          "admin/messaggi/:messageId/dati.json",
        ]),
      );
    });

    it("gives a redattore no fiscal code from any export, and writes each request to the history", async () => {
      for (const leaf of EXPORT_LEAVES) {
        const before = await historyCount();
        const answer = await get(leaf, editor);
        // A CSV leaves the codes out; an art. 15 export is refused (amministratore only).
        expect([200, 403], leaf.path).toContain(answer.status);
        expect(answer.body, leaf.path).not.toMatch(FISCAL_HEADING);
        expect(answer.body, leaf.path).not.toContain(LUCIA.fiscalCode);
        if (answer.status === 200) {
          expect(answer.headers.get("Cache-Control"), leaf.path).toContain("no-store");
          expect(answer.body, leaf.path).toContain(LUCIA.fullName);
        }
        const written = await historySince(before);
        expect(written, leaf.path).toHaveLength(1);
        expect(written[0], leaf.path).toMatchObject({
          actorId: editor.id,
          actorLabel: editor.name,
        });
        // What, and how many rows: none when refused, at least Lucia's otherwise.
        const rows = Number(/(\d+) (riga|righe)/.exec(written[0]!.summary)?.[1]);
        if (answer.status === 200) {
          expect(rows, written[0]!.summary).toBeGreaterThan(0);
          expect(written[0]!.summary, leaf.path).toMatch(
            /^Esportazione \w+: .+, senza i codici fiscali$/,
          );
        } else {
          expect(rows, written[0]!.summary).toBe(0);
          expect(written[0]!.summary, leaf.path).toMatch(/^Esportazione \w+ rifiutata/);
        }
      }
    });

    it("gives an amministratore the fiscal codes of every export, and writes each to the history", async () => {
      for (const leaf of EXPORT_LEAVES) {
        const before = await historyCount();
        const answer = await get(leaf, admin);
        expect([leaf.path, answer.status]).toEqual([leaf.path, 200]);
        expect(answer.headers.get("Cache-Control"), leaf.path).toContain("no-store");
        expect(answer.body, leaf.path).toContain(LUCIA.fiscalCode);
        const written = await historySince(before);
        expect(written, leaf.path).toHaveLength(1);
        expect(written[0], leaf.path).toMatchObject({ actorId: admin.id, action: "export" });
        const rows = Number(/(\d+) (riga|righe)/.exec(written[0]!.summary)?.[1]);
        expect(rows, written[0]!.summary).toBeGreaterThan(0);
        expect(written[0]!.summary, leaf.path).toMatch(/, con i codici fiscali$/);
        // Counts, not data: nothing personal in the history.
        expect(written[0]!.summary, leaf.path).not.toContain(LUCIA.fullName);
      }
    });

    it("counts the rows each CSV exported", async () => {
      await get(leafAt("admin/iscrizioni/export.csv"), editor);
      await get(leafAt("admin/corsi/:courseId/edizioni/:editionId/export.csv"), admin);
      const written = await historySince(0);
      expect(written.filter((row) => row.action === "export").map((row) => row.summary)).toEqual([
        "Esportazione CSV: iscrizioni di tutti i corsi, 2 righe, senza i codici fiscali",
        "Esportazione CSV: iscritti di un'edizione, 1 riga, con i codici fiscali",
      ]);
    });

    it("answers no-store for a payment proof and an attestato", async () => {
      const proof = await get(
        leafAt("admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/ricevuta"),
        editor,
      );
      expect(proof.status).toBe(200);
      expect(proof.headers.get("Cache-Control")).toContain("no-store");
      const issued = await issueCertificates(db().db, {
        editionId: ids.editionId!,
        enrolmentIds: [ids.enrolmentId!],
        place: "Potenza",
        actor: { id: admin.id },
      });
      const code = issued!.issued[0]!.code;
      const pdf = await get(leafAt("attestati/:code/pdf"), editor, { code });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(pdf.headers.get("Cache-Control")).toContain("no-store");
      const unknown = await get(leafAt("attestati/:code/pdf"), editor, { code: "ZZZZ-ZZZZ-ZZZZ" });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("Cache-Control")).toContain("no-store");
    });

    it("answers 404 for a participant's URLs under another course or edition, with nothing of theirs", async () => {
      expect(PARTICIPANT_LEAVES.length).toBeGreaterThanOrEqual(3);
      const elsewhere = [
        { ...ids, courseId: other.courseId },
        { ...ids, editionId: other.editionId },
        { ...ids, ...other },
      ];
      for (const leaf of PARTICIPANT_LEAVES) {
        expect((await get(leaf, admin)).status, leaf.path).toBe(200);
        for (const params of elsewhere) {
          const before = await historyCount();
          const answer = await get(leaf, admin, params);
          expect([leaf.path, params, answer.status]).toEqual([leaf.path, params, 404]);
          expect(answer.body).not.toContain(LUCIA.fullName);
          expect(answer.body).not.toContain(LUCIA.fiscalCode);
          // Nothing was exported, so nothing is recorded as exported.
          const written = await historySince(before);
          expect(written.filter((row) => row.action === "export")).toEqual([]);
        }
      }
    });
  },
  { fresh: "each" },
);
