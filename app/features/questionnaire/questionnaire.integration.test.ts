import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { enrolments, questionnaireResponses } from "~/platform/db/schema";
import { loader as pageLoader } from "~/features/enrolments/journey/participant-page";
import { loader as downloadLoader } from "~/features/certificates/certificate-download";
import { loader as verifyLoader } from "~/features/certificates/verify";
import { requestContext } from "../../../tests/support/action";
import { describeOnEachDatabase } from "../../../tests/support/db";
import {
  aCertificate,
  anEditionWithLessons,
  answersForm,
  aParticipant,
  postAnswers,
  testEnv,
} from "~/features/questionnaire/questionnaire-test-helpers";

/** The rows of a raw query, whichever driver ran it. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describeOnEachDatabase("the satisfaction questionnaire, answered by a participant, on %s", (db) => {
  /** Runs a GET loader with our context; a thrown or returned Response comes back as it is. */
  async function get(loader: (args: never) => unknown, url: string, params: object) {
    try {
      return (await loader({
        request: new Request(url),
        params,
        context: requestContext(db(), testEnv()),
      } as never)) as unknown;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  /** A participant who completed an edition (its questionnaire `required` or not) and holds its attestato. */
  async function aCertifiedParticipant(required: boolean) {
    const { edition } = await anEditionWithLessons(db(), { required });
    const participant = await aParticipant(db(), edition.id, "completata");
    return { participant, code: await aCertificate(db(), edition.id, participant.id) };
  }

  /** The attestato's PDF as the participant downloads it: the file, or the page saying why not. */
  async function downloadAttestato(code: string) {
    return (await get(downloadLoader, `http://localhost/attestati/${code}/pdf`, {
      code,
    })) as Response;
  }

  it("stores an answer with nothing that ties it to its author, and flags the enrolment", async () => {
    const { edition } = await anEditionWithLessons(db(), { endedHoursAgo: 2 });
    const first = await aParticipant(db(), edition.id);
    const second = await aParticipant(db(), edition.id);

    const answered = await postAnswers(db(), first.token, answersForm(4, "Molto utile"));
    expect(answered.status).toBe(303);
    expect(answered.body.location).toBe(`/iscrizioni/${first.token}?questionario`);
    await postAnswers(db(), second.token, answersForm(2));

    // The table has no column that could name a person, a time of day or an order.
    const columns = await db().db.execute(sql`
      select column_name, data_type from information_schema.columns
      where table_name = 'questionnaire_responses' order by column_name`);
    expect(rowsOf(columns)).toEqual([
      { column_name: "answered_on", data_type: "text" },
      { column_name: "answers", data_type: "jsonb" },
      { column_name: "edition_id", data_type: "uuid" },
      { column_name: "id", data_type: "uuid" },
    ]);
    const references = await db().db.execute(sql`
      select ccu.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.table_name = 'questionnaire_responses' and tc.constraint_type = 'FOREIGN KEY'`);
    expect(rowsOf(references)).toEqual([{ table_name: "course_editions" }]);

    const rows = await db()
      .db.select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.editionId, edition.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(row.answeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rows.map((r) => r.answers.complessivo).sort()).toEqual([2, 4]);
    expect(rows.find((r) => r.answers.complessivo === 4)!.answers.commenti).toBe("Molto utile");

    // Nor does the way they were written: both rows carry the last writing
    // transaction, so the one whose enrolment was written with them is not singled out.
    const written = await db().db.execute(sql`
      select xmin::text as xmin from questionnaire_responses where edition_id = ${edition.id}`);
    expect(new Set(rowsOf(written).map((r) => r.xmin)).size).toBe(1);

    // The enrolments keep a flag, with no date of their own.
    const flags = await db()
      .db.select({
        answered: enrolments.questionnaireAnswered,
        updatedAt: enrolments.updatedAt,
        createdAt: enrolments.createdAt,
      })
      .from(enrolments)
      .where(eq(enrolments.editionId, edition.id));
    expect(flags.map((f) => f.answered)).toEqual([true, true]);
    for (const f of flags) expect(f.updatedAt.getTime()).toBe(f.createdAt.getTime());
  });

  it("takes one answer per participant, even when the form is sent twice at once", async () => {
    const { edition } = await anEditionWithLessons(db(), { endedHoursAgo: 1 });
    const participant = await aParticipant(db(), edition.id);
    const outcomes = await Promise.all([
      postAnswers(db(), participant.token, answersForm(5)),
      postAnswers(db(), participant.token, answersForm(5)),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([303, 409]);
    const again = await postAnswers(db(), participant.token, answersForm(1));
    expect(again.status).toBe(409);
    expect(again.body.problem).toMatch(/Hai già compilato il questionario/);
    const rows = await db()
      .db.select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.editionId, edition.id));
    expect(rows).toHaveLength(1);
  });

  it("opens after the last lesson, for seated participants only", async () => {
    const { edition: upcoming } = await anEditionWithLessons(db(), { endedHoursAgo: -3 });
    const early = await aParticipant(db(), upcoming.id);
    const refused = await postAnswers(db(), early.token, answersForm(3));
    expect(refused.status).toBe(409);
    expect(refused.body.problem).toMatch(/non è ancora aperto/);

    const { edition: over } = await anEditionWithLessons(db(), { endedHoursAgo: 1 });
    const waiting = await aParticipant(db(), over.id, "lista_attesa");
    expect((await postAnswers(db(), waiting.token, answersForm(3))).status).toBe(409);
    const rows = await db()
      .db.select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.editionId, over.id));
    expect(rows).toHaveLength(0);
    // A link that opens nothing.
    expect((await postAnswers(db(), "x".repeat(43), answersForm(3))).status).toBe(404);
  });

  it("answers 400 with an Italian error beside each missing answer, keeping what was chosen", async () => {
    const { edition } = await anEditionWithLessons(db());
    const participant = await aParticipant(db(), edition.id);
    const partial = answersForm(4, "Bene");
    delete partial.q_materiali;
    const answer = await postAnswers(db(), participant.token, { ...partial, q_chiarezza: "9" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      q_materiali: "Scegli un valore da 1 a 5.",
      q_chiarezza: "Scegli un valore da 1 a 5.",
    });
    expect((answer.body.values as Record<string, string>).q_complessivo).toBe("4");
    expect((answer.body.values as Record<string, string>).q_commenti).toBe("Bene");
    const [flag] = await db()
      .db.select({ answered: enrolments.questionnaireAnswered })
      .from(enrolments)
      .where(eq(enrolments.id, participant.id));
    expect(flag!.answered).toBe(false);
  });

  it("holds the attestato's PDF back until the answer when the edition requires it, and still verifies it", async () => {
    const { participant, code } = await aCertifiedParticipant(true);

    const held = await downloadAttestato(code);
    expect(held.status).toBe(409);
    const page = await held.text();
    expect(page).toContain("Prima il questionario di gradimento");
    expect(page).toContain('href="/le-mie-iscrizioni"');
    const verified = (await get(verifyLoader, `http://localhost/attestati/${code}`, { code })) as {
      certificate: { code: string; revokedAt: string | null };
    };
    expect(verified.certificate).toMatchObject({ code, revokedAt: null });

    const shown = (await get(pageLoader, `http://localhost/iscrizioni/${participant.token}`, {
      token: participant.token,
    })) as { page: { questionnaire: { state: string; blocksCertificate: boolean } } };
    expect(shown.page.questionnaire).toMatchObject({ state: "aperto", blocksCertificate: true });

    expect((await postAnswers(db(), participant.token, answersForm(5))).status).toBe(303);
    const served = await downloadAttestato(code);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    const after = (await get(
      pageLoader,
      `http://localhost/iscrizioni/${participant.token}?questionario`,
      {
        token: participant.token,
      },
    )) as {
      page: { questionnaire: { state: string; blocksCertificate: boolean } };
      questionnaireSent: boolean;
    };
    expect(after.page.questionnaire).toMatchObject({
      state: "compilato",
      blocksCertificate: false,
    });
    expect(after.questionnaireSent).toBe(true);
  });

  it("serves the attestato without the questionnaire when the edition does not require it", async () => {
    const { code } = await aCertifiedParticipant(false);
    expect((await downloadAttestato(code)).status).toBe(200);
  });
});
