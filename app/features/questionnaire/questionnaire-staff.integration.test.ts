import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import {
  auditLog,
  courseEditions,
  enrolments,
  jobs,
  questionnaireResponses,
} from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { applyRetention } from "~/features/privacy/public-api.server";
import {
  action as adminAction,
  loader as adminLoader,
} from "~/features/questionnaire/admin/questionnaire-admin";
import { loader as exportLoader } from "~/features/questionnaire/admin/questionnaire-export";
import { ResultsView } from "~/features/questionnaire/admin/results-view";
import { inviteToQuestionnaires } from "~/features/questionnaire/invitations.server";
import { certificateAwaitsQuestionnaire } from "~/features/questionnaire/questionnaire.server";
import type { EditionResults } from "~/features/questionnaire/results.server";
import { callAction, requestContext, staffWithSession } from "../../../tests/support/action";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { expectScansClaimOnce } from "../../../tests/support/scans";
import { smtpPerTest } from "../../../tests/support/smtp";
import {
  anEditionWithLessons,
  answersForm,
  aParticipant,
  postAnswers,
  testEnv,
} from "~/features/questionnaire/questionnaire-test-helpers";

const log = pino({ level: "silent" });

describeOnEachDatabase("the questionnaire for staff, its e-mail and its retention, on %s", (db) => {
  const inbox = smtpPerTest();
  let token = "";
  type Edition = { id: string; courseId: string };
  const url = (edition: Edition) =>
    `http://localhost/admin/corsi/${edition.courseId}/edizioni/${edition.id}/questionario`;
  const params = (edition: Edition) => ({ courseId: edition.courseId, editionId: edition.id });

  /** An edition over since five hours, with `scores.length` answers (a comment on the first, the third…). */
  async function editionAnswered(scores: number[]): Promise<Edition> {
    const made = await anEditionWithLessons(db(), { endedHoursAgo: 5 });
    for (const [i, score] of scores.entries()) {
      const person = await aParticipant(db(), made.edition.id);
      await postAnswers(db(), person.token, answersForm(score, i % 2 ? "" : `Commento ${i}`));
    }
    return { id: made.edition.id, courseId: made.courseId };
  }

  /** The staff page's loader data, as a redattore (the role that sees participants too). */
  async function results(edition: Edition): Promise<{
    results: EditionResults;
    questions: { id: string; text: string; hidden: boolean }[];
  }> {
    return (await adminLoader({
      request: new Request(url(edition), { headers: { Cookie: `staff_session=${token}` } }),
      params: params(edition),
      context: requestContext(db(), testEnv()),
    } as never)) as never;
  }

  /** A form of the staff page posted as the redattore. */
  function post(edition: Edition, fields: Record<string, string>) {
    const request = new Request(url(edition), {
      method: "POST",
      headers: { Cookie: `staff_session=${token}` },
      body: new URLSearchParams(fields),
    });
    return callAction(adminAction, request, {
      database: db(),
      env: testEnv(),
      log,
      params: params(edition),
    });
  }

  beforeAll(async () => {
    ({ token } = await staffWithSession(db(), "Rocco Redattore", "redattore"));
  });

  it("shows only the count below three answers, then averages, distributions as SVG and comments", async () => {
    const edition = await editionAnswered([5, 4]);
    let data = await results(edition);
    expect(data.results).toEqual({ total: 2, shown: false, scales: [], comments: [] });
    expect(
      renderToStaticMarkup(createElement(ResultsView, { results: data.results, csvHref: "x" })),
    ).not.toContain("<svg");

    const last = await aParticipant(db(), edition.id);
    await postAnswers(db(), last.token, answersForm(4, "Più esempi pratici"));
    data = await results(edition);
    expect(data.results.total).toBe(3);
    const overall = data.results.scales.find((s) => s.question.id === "complessivo")!;
    expect(overall).toMatchObject({ counts: [0, 0, 0, 2, 1], answered: 3, average: 4.3 });
    expect(data.results.comments[0]!.texts.sort()).toEqual(["Commento 0", "Più esempi pratici"]);

    const html = renderToStaticMarkup(
      createElement(ResultsView, { results: data.results, csvHref: "x" }),
    );
    expect(html.match(/<svg role="img"/g)).toHaveLength(6);
    expect(html).toContain(
      '<title id="grafico-0">Soddisfazione complessiva per il corso: media 4,3 su 3 risposte; 1: 0, 2: 0, 3: 0, 4: 2, 5: 1.</title>',
    );
    expect(html).toContain("Più esempi pratici");
  });

  it("gives the answers as CSV, one column per question, through the export path and its history", async () => {
    const edition = await editionAnswered([5, 3, 1]);
    const answer = (await exportLoader({
      request: new Request(`${url(edition)}.csv`, {
        headers: { Cookie: `staff_session=${token}` },
      }),
      params: params(edition),
      context: requestContext(db(), testEnv()),
    } as never)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    const lines = (await answer.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain("Soddisfazione complessiva per il corso");
    expect(lines[0]).toContain("Suggerimenti e commenti");
    expect(lines).toHaveLength(4);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(";")[0])
        .sort(),
    ).toEqual(["1", "3", "5"]);
    const [entry] = await db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, edition.id), eq(auditLog.action, "export")));
    expect(entry!.summary).toBe(
      "Esportazione CSV: risposte al questionario di un'edizione, 3 righe, senza i codici fiscali",
    );
  });

  it("keeps a question reworded after answers apart from the new wording, and refuses an empty one", async () => {
    const edition = await editionAnswered([4, 4, 2]);
    const ids = "complessivo,contenuti,chiarezza,materiali,organizzazione,utilita,commenti";
    const stale = await post(edition, { intent: "domande", ids: "complessivo", text_0: "Altro" });
    expect(stale.status).toBe(409);
    const empty = await post(edition, { intent: "domande", ids, text_0: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ text_0: expect.stringMatching(/Scrivi il testo/) });

    const saved = await post(edition, {
      intent: "domande",
      ids,
      text_0: "Quanto sei soddisfatto del corso nel complesso?",
      position_0: "1",
      remove_3: "on",
      new_text: "Consiglieresti il corso a un collega?",
      new_kind: "scala",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatch(/aveva già risposte/);
    const { questions, results: after } = await results(edition);
    const asked = questions.filter((q) => !q.hidden).map((q) => q.text);
    expect(asked[0]).toBe("Quanto sei soddisfatto del corso nel complesso?");
    expect(asked).toContain("Consiglieresti il corso a un collega?");
    expect(asked).not.toContain("Qualità dei materiali didattici");
    // The old wording keeps its answers; the new one starts with none.
    const old = after.scales.find((s) => s.question.id === "complessivo")!;
    expect(old).toMatchObject({ answered: 3, question: { hidden: true } });
    const reworded = after.scales.find((s) => s.question.text.startsWith("Quanto sei"))!;
    expect(reworded.answered).toBe(0);
    expect(after.scales.find((s) => s.question.id === "materiali")).toMatchObject({ answered: 3 });
  });

  it("lets staff make the attestato wait for the questionnaire", async () => {
    const edition = await editionAnswered([]);
    const saved = await post(edition, { intent: "obbligo", required: "on" });
    expect(saved.status).toBe(200);
    const [row] = await db()
      .db.select({ required: courseEditions.questionnaireRequired })
      .from(courseEditions)
      .where(eq(courseEditions.id, edition.id));
    expect(row!.required).toBe(true);
    const [entry] = await db()
      .db.select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entityId, edition.id));
    expect(entry!.summary).toMatch(/questionario obbligatorio per scaricare l'attestato$/);
  });

  it("invites each seated participant who has not answered once, by e-mail, even with two scans at once", async () => {
    const { edition: over } = await anEditionWithLessons(db(), {
      endedHoursAgo: 2,
      required: true,
    });
    const asked = [await aParticipant(db(), over.id), await aParticipant(db(), over.id)];
    await aParticipant(db(), over.id, "lista_attesa");
    const done = await aParticipant(db(), over.id);
    await postAnswers(db(), done.token, answersForm(3));
    const { edition: upcoming } = await anEditionWithLessons(db(), { endedHoursAgo: -2 });
    await aParticipant(db(), upcoming.id);

    await expectScansClaimOnce(() => inviteToQuestionnaires(db().db), 2);
    const queued = await db()
      .db.select()
      .from(jobs)
      .where(eq(jobs.kind, "questionnaire.mail-invite"));
    const ids = queued.map((j) => j.payload.enrolmentId);
    expect(ids).toEqual(expect.arrayContaining(asked.map((a) => a.id)));
    expect(ids).toHaveLength(2);

    const smtp = await inbox.start();
    await runDueJobs({ database: db(), env: testEnv({ SMTP_URL: smtp.url }), log }, JOB_HANDLERS);
    const mails = await smtp.waitFor(2);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^Com'è andato il corso\? Il questionario di gradimento/);
    expect(mails[0]!.text).toMatch(/\/iscrizioni\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.text).toContain("Il questionario serve per scaricare l'attestato.");
  });

  it("forgets the flags after their retention period, keeps the anonymous answers, and no longer holds the attestato", async () => {
    const { edition: old } = await anEditionWithLessons(db(), { required: true });
    const answered = await aParticipant(db(), old.id, "completata");
    const silent = await aParticipant(db(), old.id, "completata");
    await postAnswers(db(), answered.token, answersForm(5));
    expect(await certificateAwaitsQuestionnaire(db().db, silent.id)).toBe(true);

    // The edition ended 2025-10-31: 14 months later the flags (12) go, the enrolments (24) stay.
    await applyRetention({ database: db(), env: testEnv(), log }, new Date("2027-01-05T12:00:00Z"));
    const flags = await db()
      .db.select({
        answered: enrolments.questionnaireAnswered,
        invited: enrolments.questionnaireInvitedAt,
      })
      .from(enrolments)
      .where(eq(enrolments.editionId, old.id));
    expect(flags).toEqual([
      { answered: null, invited: null },
      { answered: null, invited: null },
    ]);
    expect(await certificateAwaitsQuestionnaire(db().db, silent.id)).toBe(false);
    const kept = await db()
      .db.select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.editionId, old.id));
    expect(kept).toHaveLength(1);
    expect((await postAnswers(db(), silent.token, answersForm(4))).status).toBe(409);
  });
});
