// The attendance register screen (decision 065) through its route module:
// a lesson's presences saved (minutes cut to the lesson, present without
// minutes = the whole lesson), a meeting report read into a preview and then
// saved as imported, the hours shown on the participants screen, the PDF for
// the records, and no change without a session. Lessons are inserted directly.
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { action, loader } from "~/features/enrolments/admin/edition-register";
import { loader as runLoader } from "~/features/enrolments/admin/edition-run";
import { loader as pdfLoader } from "~/features/enrolments/admin/register-pdf";
import {
  auditLog,
  editionLessons,
  enrolments,
  lessonAttendance,
  type EditionLesson,
  type Enrolment,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { callAction, requestContext, staffWithSession } from "../../../../../tests/support/action";
import { anEnrolment, insertCourseEdition } from "../../../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../../../tests/support/db";
import { pdfText } from "../../../../../tests/support/pdf";

const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
const log = pino({ level: "silent" });

describeOnEachDatabase("the attendance register on %s", (db) => {
  let url: string;
  let params: Record<string, string>;
  let token: string;
  let lesson: EditionLesson;
  let lucia: Enrolment;
  let marco: Enrolment;
  let anna: Enrolment;

  beforeAll(async () => {
    const database = db();
    const { course, edition } = await insertCourseEdition(database.db, "corso-registro");
    params = { courseId: course.id, editionId: edition.id };
    url = `http://localhost/admin/corsi/${course.id}/edizioni/${edition.id}/registro`;
    // The report samples' lesson: 2 March 2027, 16:00–18:00 Italian time.
    [lesson] = (await database.db
      .insert(editionLessons)
      .values({
        editionId: edition.id,
        startsAt: new Date("2027-03-02T15:00:00Z"),
        endsAt: new Date("2027-03-02T17:00:00Z"),
        title: "Prima lezione",
      })
      .returning()) as [EditionLesson];
    const enrol = async (fullName: string, email: string, status: Enrolment["status"]) => {
      const [row] = await database.db
        .insert(enrolments)
        .values(anEnrolment(edition.id, { fullName, email, status }))
        .returning();
      return row!;
    };
    lucia = await enrol("Lucia Ferrara", "lucia.ferrara@example.org", "confermata");
    marco = await enrol("Marco Rossi", "marco.rossi@example.org", "pagamento_verificato");
    anna = await enrol("Anna Bianchi", "anna.bianchi@example.org", "confermata");
    // On the waiting list: no seat, not in the register.
    await enrol("Sara Lorusso", "sara.lorusso@example.org", "lista_attesa");
    ({ token } = await staffWithSession(database, "Rocco Redattore", "redattore"));
  });

  const post = (body: FormData | URLSearchParams, cookie = `staff_session=${token}`) =>
    callAction(action, new Request(url, { method: "POST", headers: { Cookie: cookie }, body }), {
      database: db(),
      env,
      log,
      params,
    });

  const marks = async () => {
    const rows = await db()
      .db.select()
      .from(lessonAttendance)
      .where(eq(lessonAttendance.lessonId, lesson.id));
    return Object.fromEntries(
      rows.map((r) => [r.enrolmentId, [r.present, r.minutesPresent, r.source]]),
    );
  };

  it("shows the seated participants of the latest lesson", async () => {
    const request = new Request(url, { headers: { Cookie: `staff_session=${token}` } });
    const data = await loader({
      request,
      context: requestContext(db(), env),
      params,
    } as never);
    expect(data.lessonId).toBe(lesson.id);
    expect(data.lessons[0]!.minutes).toBe(120);
    expect(data.participants.map((p) => p.fullName)).toEqual([
      "Lucia Ferrara",
      "Marco Rossi",
      "Anna Bianchi",
    ]);
  });

  it("refuses a save without a session and writes nothing", async () => {
    const body = new URLSearchParams({ intent: "salva", lessonId: lesson.id });
    body.set(`stato-${lucia.id}`, "presente");
    await expect(post(body, "")).rejects.toMatchObject({ status: 302 });
    expect(await marks()).toEqual({});
  });

  it("keeps what was typed and saves nothing when minutes are not a number", async () => {
    const body = new URLSearchParams({ intent: "salva", lessonId: lesson.id });
    body.set(`stato-${lucia.id}`, "presente");
    body.set(`minuti-${lucia.id}`, "un'ora");
    body.set(`stato-${marco.id}`, "assente");
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      [`minuti-${lucia.id}`]: "Scrivi i minuti come numero intero, per esempio 90.",
    });
    expect((answer.body.values as Record<string, string>)[`minuti-${lucia.id}`]).toBe("un'ora");
    expect(await marks()).toEqual({});
  });

  it("saves a lesson: the whole lesson when minutes are left empty, cut to its length, absent at 0", async () => {
    const body = new URLSearchParams({ intent: "salva", lessonId: lesson.id, origine: "manuale" });
    body.set(`stato-${lucia.id}`, "presente");
    body.set(`minuti-${lucia.id}`, "");
    body.set(`stato-${marco.id}`, "presente");
    body.set(`minuti-${marco.id}`, "150");
    body.set(`stato-${anna.id}`, "assente");
    body.set(`minuti-${anna.id}`, "40");
    const answer = await post(body);
    expect(answer.body).toMatchObject({
      status: "success",
      message:
        "Registro salvato (3 partecipanti). Minuti ridotti alla durata della lezione per: Marco Rossi.",
    });
    expect(await marks()).toEqual({
      [lucia.id]: [true, 120, "manuale"],
      [marco.id]: [true, 120, "manuale"],
      [anna.id]: [false, 0, "manuale"],
    });
    const history = await db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "edition"), eq(auditLog.entityId, params.editionId!)));
    expect(history.at(-1)?.summary).toBe(
      "Registro presenze della lezione del 2 marzo 2027, 16:00: 2 presenti, 1 assente",
    );
  });

  /** Uploads a report sample for the lesson; answers the preview. */
  async function previewOf(file: string) {
    const body = new FormData();
    body.set("intent", "report");
    body.set("lessonId", lesson.id);
    body.set(
      "report",
      new File([readFileSync(`tests/fixtures/attendance/${file}`)], file, { type: "text/csv" }),
    );
    const answer = await post(body);
    expect(answer.status).toBe(200);
    return answer.body.preview as {
      minutes: Record<string, number>;
      unmatched: Array<{ email: string; minutes: number }>;
    };
  }

  it("reads Zoom, Meet and Teams reports into a preview matched by e-mail, with the rest listed", async () => {
    const zoom = await previewOf("zoom-participants.csv");
    expect(zoom.minutes).toEqual({ [lucia.id]: 111, [marco.id]: 60 });
    expect(zoom.unmatched.map((u) => [u.email, u.minutes])).toEqual([
      ["segreteria@example.org", 120],
      ["ospite@example.com", 20],
    ]);
    const meet = await previewOf("meet-attendance.csv");
    expect(meet.minutes).toEqual({ [lucia.id]: 110, [marco.id]: 45, [anna.id]: 120 });
    expect(meet.unmatched.map((u) => u.email)).toEqual(["giorgio.verdi@example.net"]);
    const teams = await previewOf("teams-attendance.csv");
    expect(teams.minutes).toEqual({ [lucia.id]: 110, [anna.id]: 90 });
    // A preview saves nothing: the register still holds the typed presences.
    expect((await marks())[lucia.id]).toEqual([true, 120, "manuale"]);
  });

  it("offers the columns of a report it does not recognise, carrying its text", async () => {
    const body = new FormData();
    body.set("intent", "report");
    body.set("lessonId", lesson.id);
    body.set(
      "report",
      new File([readFileSync("tests/fixtures/attendance/unknown-headers.csv")], "altro.csv"),
    );
    const first = await post(body);
    const mapping = first.body.mapping as { headers: string[]; text: string };
    expect(mapping.headers).toEqual(["Partecipante", "Posta", "Entrata", "Uscita"]);
    const chosen = new URLSearchParams({
      intent: "report",
      lessonId: lesson.id,
      mappatura: "1",
      testo: mapping.text,
      "colonna-email": "1",
      "colonna-name": "0",
      "colonna-join": "2",
      "colonna-leave": "3",
    });
    const second = await post(chosen);
    expect((second.body.preview as { minutes: object }).minutes).toEqual({ [lucia.id]: 90 });
  });

  it("saves a preview as imported; the participants screen shows the hours from the register", async () => {
    const meet = await previewOf("meet-attendance.csv");
    const body = new URLSearchParams({ intent: "salva", lessonId: lesson.id, origine: "import" });
    for (const p of [lucia, marco, anna]) {
      const minutes = meet.minutes[p.id] ?? 0;
      body.set(`stato-${p.id}`, minutes > 0 ? "presente" : "assente");
      body.set(`minuti-${p.id}`, String(minutes));
    }
    expect((await post(body)).body.status).toBe("success");
    expect(await marks()).toEqual({
      [lucia.id]: [true, 110, "import"],
      [marco.id]: [true, 45, "import"],
      [anna.id]: [true, 120, "import"],
    });
    const request = new Request(url.replace(/\/registro$/, ""), {
      headers: { Cookie: `staff_session=${token}` },
    });
    const run = await runLoader({
      request,
      context: requestContext(db(), env),
      params,
    } as never);
    expect(run.edition.hours).toBe("2 h");
    expect(run.participants.map((p) => [p.fullName, p.registerMinutes])).toEqual([
      ["Lucia Ferrara", 110],
      ["Marco Rossi", 45],
      ["Anna Bianchi", 120],
      ["Sara Lorusso", 0],
    ]);
  });

  it("prints the register as a PDF with every seated participant, and writes the download to the history", async () => {
    const request = new Request(`${url}.pdf`, { headers: { Cookie: `staff_session=${token}` } });
    const response = (await pdfLoader({
      request,
      context: requestContext(db(), env),
      params,
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, " ");
    for (const expected of [
      "Registro presenze",
      "Lezione del 2 marzo 2027, 16:00 – 18:00 (2 h): Prima lezione",
      "Lucia Ferrara",
      "presente, 1 h 50 min",
      "Marco Rossi",
      "Anna Bianchi",
      "Totali (su 2 h di lezione)",
      "Il docente",
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain("Sara Lorusso");
    const [written] = await db().db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(written?.summary).toBe(
      "Esportazione PDF: registro presenze di un'edizione, 3 righe, senza i codici fiscali",
    );
  });
});
