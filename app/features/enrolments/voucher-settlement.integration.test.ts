// Decision 062: a Confirm whose answer never came ('esito da verificare') is
// settled by an amministratore from what the ministry's merchants' portal
// shows: spent (the ledger gets its amount, as from a Confirm that answered)
// or not spent (the Confirm job tries again). Each once, under the lock.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { action, loader } from "~/features/enrolments/admin/participant-detail";
import { VOUCHER_JOB_HANDLERS } from "~/features/enrolments/vouchers.server";
import type { Role } from "~/features/staff/auth/roles";
import { auditLog, enrolments, jobs, payments, voucherCalls } from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { callAction, staffPost } from "../../../tests/support/action";
import { aFiscalCode, anEnrolmentForm, insertCourseEdition } from "../../../tests/support/builders";
import { enrolOnline, ministryPerFile } from "../../../tests/support/carta-docente";
import { describeOnEachDatabase } from "../../../tests/support/db";

let n = 0;
/** A buono code of its own (8 letters and digits, as the service's). */
const aCode = () => `Es${String(++n).padStart(4, "0")}${Math.random().toString(36).slice(2, 4)}`;

describeOnEachDatabase("a buono's unanswered Confirm settled by staff on %s", (db) => {
  const service = ministryPerFile();
  const log = pino({ level: "silent" });

  /** A teacher whose buono's Confirm reached the service but whose answer was lost. */
  async function unanswered(person: number) {
    const slug = `esito-${Math.random().toString(36).slice(2, 8)}`;
    const { course, edition } = await insertCourseEdition(db().db, slug, { priceCents: 19900 });
    const code = aCode();
    const { ministry, env } = service();
    ministry.buoni.set(code, { amountCents: 19900, beneficiary: aFiscalCode(person) });
    ministry.confirmDelayMs = 1500;
    try {
      const answer = await enrolOnline(db(), env, slug, {
        ...anEnrolmentForm(edition.id, { fiscalCode: aFiscalCode(person), voucherCode: code }),
      });
      expect(answer.body).toMatchObject({ status: "success" });
    } finally {
      ministry.confirmDelayMs = 0;
    }
    const [e] = await db().db.select().from(enrolments).where(eq(enrolments.voucherCode, code));
    expect(e).toMatchObject({ voucherState: "esito_da_verificare", status: "ricevuta" });
    const params = { courseId: course.id, editionId: edition.id, enrolmentId: e!.id };
    const url = `http://localhost/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${e!.id}`;
    return { e: e!, code, params, url };
  }

  type Teacher = Awaited<ReturnType<typeof unanswered>>;

  async function settle(t: Teacher, esito: string | null, role: Role = "amministratore") {
    const fields = new URLSearchParams({ intent: "esito-buono", ...(esito ? { esito } : {}) });
    const request = await staffPost(db(), t.url, fields, role);
    return callAction(action, request, {
      database: db(),
      env: service().env,
      log,
      params: t.params,
    });
  }

  async function show(t: Teacher) {
    const signed = await staffPost(db(), t.url, new URLSearchParams());
    const request = new Request(t.url, { headers: signed.headers });
    const page = await callAction(loader, request, {
      database: db(),
      env: service().env,
      log,
      params: t.params,
    });
    return (page.body as Awaited<ReturnType<typeof loader>>).voucher!;
  }

  const confirmsOf = (t: Teacher) =>
    db()
      .db.select()
      .from(voucherCalls)
      .where(and(eq(voucherCalls.enrolmentId, t.e.id), eq(voucherCalls.operation, "confirm")))
      .orderBy(voucherCalls.createdAt);
  const paymentsOf = (t: Teacher) =>
    db().db.select().from(payments).where(eq(payments.enrolmentId, t.e.id));
  const enrolmentOf = async (t: Teacher) =>
    (await db().db.select().from(enrolments).where(eq(enrolments.id, t.e.id)))[0]!;
  const historyOf = (t: Teacher) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.e.id), eq(auditLog.action, "voucher-settle")));
  const sentConfirms = (t: Teacher) =>
    service().ministry.calls.filter((c) => c.code === t.code && c.operation === "Confirm");

  it("«Il buono risulta speso»: the call is 'ok', its amount goes to the ledger and pays the enrolment; once", async () => {
    const t = await unanswered(61);
    expect((await show(t)).unanswered).toEqual({ amount: "€ 199,00" });

    const none = await settle(t, null);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ esito: expect.stringMatching(/^Scegli che cosa risulta/) });
    expect(await paymentsOf(t)).toEqual([]);

    const done = await settle(t, "speso");
    expect(done.body).toMatchObject({
      status: "success",
      message:
        "Buono segnato come speso: € 199,00 registrati tra i pagamenti. L'iscrizione ora è pagata per intero.",
    });
    const [call] = await confirmsOf(t);
    expect(call).toMatchObject({
      outcome: "ok",
      detail: "speso, verificato dallo staff sul portale esercenti (Anna Amministratrice)",
    });
    expect(await enrolmentOf(t)).toMatchObject({
      voucherState: "speso",
      status: "pagamento_verificato",
    });
    const [paid] = await paymentsOf(t);
    expect(paid).toMatchObject({ method: "carta_docente", sourceRef: t.code, amountCents: 19900 });
    expect(paid!.recordedBy).not.toBeNull();
    const queued = await db().db.select().from(jobs);
    expect(queued.filter((j) => j.payload.enrolmentId === t.e.id).map((j) => j.kind)).toEqual(
      expect.arrayContaining(["enrolment.mail-paid", "invoice.issue-enrolment"]),
    );
    expect((await historyOf(t)).map((h) => h.summary)).toEqual([
      expect.stringMatching(
        /: buono \w+ speso per € 199,00, esito verificato sul portale esercenti$/,
      ),
    ]);

    const again = await settle(t, "non_speso");
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/l'esito è già stato registrato, nulla è cambiato\.$/);
    expect(await paymentsOf(t)).toHaveLength(1);
    expect(await historyOf(t)).toHaveLength(1);
    expect((await enrolmentOf(t)).voucherState).toBe("speso");
    expect(sentConfirms(t)).toHaveLength(1);

    const voucher = await show(t);
    expect(voucher.unanswered).toBeNull();
    expect(voucher.calls[0]!.outcome).toBe(
      "esito speso, verificato dallo staff sul portale esercenti (Anna Amministratrice)",
    );
  });

  it("«Il buono non risulta speso»: the buono is 'verificato' again and the Confirm job spends it, once", async () => {
    const t = await unanswered(62);
    // The portal shows it unspent: the request was lost before the ministry spent it.
    service().ministry.buoni.get(t.code)!.spent = false;
    // Two posts at once: the enrolment's lock lets one settle, the other says so.
    const answers = await Promise.all([settle(t, "non_speso"), settle(t, "non_speso")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await confirmsOf(t)).toMatchObject([
      {
        outcome: "fault",
        faultCode: null,
        detail: "non speso, verificato dallo staff sul portale esercenti (Anna Amministratrice)",
      },
    ]);
    expect(await enrolmentOf(t)).toMatchObject({ voucherState: "verificato", status: "ricevuta" });
    expect(await historyOf(t)).toHaveLength(1);

    const deps = { database: db(), env: service().env, log };
    expect((await runDueJobs(deps, VOUCHER_JOB_HANDLERS)).failed).toBe(0);
    expect(sentConfirms(t).map((c) => c.importo)).toEqual([199, 199]);
    expect((await confirmsOf(t)).map((c) => c.outcome)).toEqual(["fault", "ok"]);
    expect(await enrolmentOf(t)).toMatchObject({
      voucherState: "speso",
      status: "pagamento_verificato",
    });
    expect(await paymentsOf(t)).toMatchObject([{ method: "carta_docente", amountCents: 19900 }]);
    // The job again: one Confirm per buono still holds for the one that spent it.
    await runDueJobs(deps, VOUCHER_JOB_HANDLERS);
    expect(sentConfirms(t)).toHaveLength(2);
  });

  it("a buono found unspent but no longer usable is refused by the new Confirm, like any other", async () => {
    const t = await unanswered(63);
    // Spent elsewhere (or cancelled): the portal does not show it spent for the school.
    expect((await settle(t, "non_speso")).status).toBe(200);
    await runDueJobs({ database: db(), env: service().env, log }, VOUCHER_JOB_HANDLERS);
    expect(await enrolmentOf(t)).toMatchObject({ voucherState: "non_valido", status: "ricevuta" });
    const refused = await db()
      .db.select()
      .from(jobs)
      .where(eq(jobs.kind, "carta-docente.mail-refused"));
    expect(refused.filter((j) => j.payload.enrolmentId === t.e.id)).toHaveLength(1);
    expect(await paymentsOf(t)).toEqual([]);
  });

  it("is an amministratore's: a redattore is refused whatever the method, and nothing changes", async () => {
    const t = await unanswered(64);
    for (const method of ["POST", "DELETE"]) {
      const signed = await staffPost(db(), t.url, new URLSearchParams(), "redattore");
      const request = new Request(t.url, {
        method,
        headers: signed.headers,
        body: new URLSearchParams({ intent: "esito-buono", esito: "speso" }),
      });
      await expect(
        callAction(action, request, { database: db(), env: service().env, log, params: t.params }),
      ).rejects.toMatchObject({ init: { status: 403 } });
    }
    expect(await enrolmentOf(t)).toMatchObject({ voucherState: "esito_da_verificare" });
    expect(await confirmsOf(t)).toMatchObject([{ outcome: "esito_da_verificare" }]);
    expect(await paymentsOf(t)).toEqual([]);
  });
});
