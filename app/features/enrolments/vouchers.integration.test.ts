import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { enrolments, jobs, payments, voucherCalls } from "~/platform/db/schema";
import { runDueJobs } from "~/platform/jobs.server";
import { balanceFor } from "~/features/enrolments/ledger.server";
import { participantPage } from "~/features/enrolments/journey/participant-page.server";
import { enqueueJob } from "~/platform/jobs.server";
import { changeEnrolmentStatuses } from "~/features/enrolments/edition-run.server";
import { loader as participantLoader } from "~/features/enrolments/admin/participant-detail";
import { action as settingsAction } from "~/features/settings/settings-page";
import { postAsStaff, requestContext, staffWithSession } from "../../../tests/support/action";
import { VOUCHER_JOB_HANDLERS } from "~/features/enrolments/vouchers.server";
import { aFiscalCode, anEnrolmentForm, insertCourseEdition } from "../../../tests/support/builders";
import { enrolOnline, ministryPerFile } from "../../../tests/support/carta-docente";
import { describeOnEachDatabase } from "../../../tests/support/db";
import pino from "pino";

let n = 0;
/** A buono code of its own (8 letters and digits, as the service's). */
const aCode = () => `Bu${String(++n).padStart(4, "0")}${Math.random().toString(36).slice(2, 4)}`;

const ACTOR = { id: null, label: "Segreteria" };

/** The Carta del Docente checked and spent online (decision 062), through the routes and the jobs. */
describeOnEachDatabase("the Carta del Docente online on %s", (db) => {
  const service = ministryPerFile();
  const log = pino({ level: "silent" });
  const deps = () => ({ database: db(), env: service().env, log });

  async function anOpenEdition(priceCents = 19900, seats = 20) {
    const slug = `carta-${Math.random().toString(36).slice(2, 8)}`;
    const { edition } = await insertCourseEdition(db().db, slug, { priceCents, seats });
    return { slug, edition };
  }

  /** An open edition at € 199 and a buono of `amountCents` the ministry knows, held by the `holder`-th person. */
  async function anEditionAndBuono(amountCents: number, holder: number) {
    const { slug, edition } = await anOpenEdition(19900);
    const code = aCode();
    service().ministry.buoni.set(code, { amountCents, beneficiary: aFiscalCode(holder) });
    return { slug, edition, code };
  }

  function enrol(slug: string, editionId: string, code: string, person = 1) {
    return enrolOnline(db(), service().env, slug, {
      ...anEnrolmentForm(editionId, { fiscalCode: aFiscalCode(person), voucherCode: code }),
    });
  }

  /** Runs `during` while the ministry answers the Check (`delayMs`) or the Confirm (`confirmDelayMs`) too late. */
  async function whileMinistryIsSlow(
    answer: "delayMs" | "confirmDelayMs",
    during: () => Promise<void>,
  ) {
    const { ministry } = service();
    ministry[answer] = 1500;
    try {
      await during();
    } finally {
      ministry[answer] = 0;
    }
  }

  /** Runs the voucher jobs as an hour from now, when any retry's back-off is over. */
  const runVoucherJobsAnHourLater = () =>
    runDueJobs(deps(), VOUCHER_JOB_HANDLERS, { now: new Date(Date.now() + 60 * 60_000) });

  const callsFor = (code: string) => service().ministry.calls.filter((c) => c.code === code);
  const enrolmentOf = async (code: string) =>
    (await db().db.select().from(enrolments).where(eq(enrolments.voucherCode, code)))[0];

  it("checks the code before storing, then spends exactly the amount due once: paid, no PDF asked", async () => {
    const { slug, edition, code } = await anEditionAndBuono(25000, 1);
    const answer = await enrol(slug, edition.id, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "success", waitingList: false });
    expect(answer.body.voucher).toBe("Buono della Carta del Docente verificato: € 250,00.");
    expect(callsFor(code).map((c) => [c.operation, c.importo])).toEqual([
      ["Check", undefined],
      ["Confirm", 199],
    ]);
    const e = (await enrolmentOf(code))!;
    expect(e).toMatchObject({
      voucherState: "speso",
      status: "pagamento_verificato",
      fileKey: null,
    });
    const paid = await db().db.select().from(payments).where(eq(payments.enrolmentId, e.id));
    expect(paid).toMatchObject([{ method: "carta_docente", sourceRef: code, amountCents: 19900 }]);
    // The Confirm job queued with the enrolment (against a crash) finds it spent and sends nothing.
    await runDueJobs({ database: db(), env: service().env, log }, VOUCHER_JOB_HANDLERS);
    expect(callsFor(code)).toHaveLength(2);
    const calls = await db()
      .db.select()
      .from(voucherCalls)
      .where(eq(voucherCalls.enrolmentId, e.id));
    expect(calls.map((c) => [c.operation, c.outcome, c.amountCents]).sort()).toEqual([
      ["check", "ok", 25000],
      ["confirm", "ok", 19900],
    ]);
  });

  it("answers each fault of the Check beside the code, stores nothing and keeps what was typed", async () => {
    const { slug, edition } = await anOpenEdition();
    const cases: Array<
      [string, Partial<{ spent: boolean; wrongKind: boolean; checkFault: string }>, RegExp]
    > = [
      ["01", { checkFault: "01" }, /non è nel formato atteso/],
      ["02", { spent: true }, /non è disponibile: è già stato usato o annullato/],
      ["04", { checkFault: "04" }, /supera quello del buono/],
      ["05", { checkFault: "05" }, /non può accettare i buoni/],
      ["06", { wrongKind: true }, /non vale per questo tipo di acquisto/],
    ];
    const messages = new Set<string>();
    for (const [fault, buono, message] of cases) {
      const code = aCode();
      service().ministry.buoni.set(code, { amountCents: 19900, beneficiary: "x", ...buono });
      const answer = await enrol(slug, edition.id, code);
      expect(answer.status, fault).toBe(400);
      const errors = answer.body.errors as Record<string, string>;
      expect(errors.voucherCode, fault).toMatch(message);
      messages.add(errors.voucherCode!);
      expect((answer.body.values as Record<string, string>).voucherCode).toBe(code);
      expect(callsFor(code).map((c) => c.operation)).toEqual(["Check"]);
    }
    expect(messages.size).toBe(cases.length);
    const stored = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.editionId, edition.id));
    expect(stored).toEqual([]);
  });

  it("a buono below the price spends what it covers; the rest is due by transfer, and said so", async () => {
    const { slug, edition, code } = await anEditionAndBuono(5000, 2);
    const answer = await enrol(slug, edition.id, code, 2);
    expect(answer.body.voucher).toBe(
      "Buono della Carta del Docente verificato: € 50,00. Il buono copre € 50,00: il resto, € 149,00, va pagato con bonifico.",
    );
    expect(callsFor(code).find((c) => c.operation === "Confirm")?.importo).toBe(50);
    const e = (await enrolmentOf(code))!;
    expect(e).toMatchObject({ voucherState: "speso", status: "ricevuta" });
    expect(await balanceFor(db().db, e)).toEqual({
      dueCents: 19900,
      paidCents: 5000,
      leftCents: 14900,
    });
    // The participant's own page says what is left to pay by transfer.
    const token = String(answer.body.pagePath).split("/").pop()!;
    expect((await participantPage(db().db, token))?.payment.voucher).toBe(
      "Buono della Carta del Docente usato (€ 50,00). Resta da pagare con bonifico: € 149,00.",
    );
  });

  it("a Check without an answer stores the enrolment 'da verificare'; a job checks again, then spends it", async () => {
    const { slug, edition, code } = await anEditionAndBuono(19900, 3);
    await whileMinistryIsSlow("delayMs", async () => {
      const answer = await enrol(slug, edition.id, code, 3);
      expect(answer.body).toMatchObject({ status: "success", waitingList: false });
      expect(answer.body.voucher).toMatch(/non risponde in questo momento/);
      expect(await enrolmentOf(code)).toMatchObject({ voucherState: "da_verificare" });
      // Still slow: the job fails and waits for its back-off, nothing spent.
      const slow = await runDueJobs(deps(), VOUCHER_JOB_HANDLERS);
      expect(slow.failed).toBe(1);
    });
    await runVoucherJobsAnHourLater();
    const e = (await enrolmentOf(code))!;
    expect(e).toMatchObject({ voucherState: "speso", status: "pagamento_verificato" });
    expect(callsFor(code).map((c) => c.operation)).toEqual(["Check", "Check", "Check", "Confirm"]);
    const calls = await db()
      .db.select()
      .from(voucherCalls)
      .where(eq(voucherCalls.enrolmentId, e.id));
    expect(calls.filter((c) => c.outcome === "non_raggiunto")).toHaveLength(2);
  });

  it("a Confirm whose answer never came is 'esito da verificare' and is never sent again", async () => {
    const { slug, edition, code } = await anEditionAndBuono(19900, 4);
    await whileMinistryIsSlow("confirmDelayMs", async () => {
      const answer = await enrol(slug, edition.id, code, 4);
      expect(answer.body).toMatchObject({ status: "success" });
    });
    const e = (await enrolmentOf(code))!;
    expect(e).toMatchObject({ voucherState: "esito_da_verificare", status: "ricevuta" });
    await runVoucherJobsAnHourLater();
    expect(callsFor(code).filter((c) => c.operation === "Confirm")).toHaveLength(1);
    const [confirm] = await db()
      .db.select()
      .from(voucherCalls)
      .where(eq(voucherCalls.code, code))
      .then((rows) => rows.filter((r) => r.operation === "confirm"));
    expect(confirm).toMatchObject({ outcome: "esito_da_verificare", amountCents: 19900 });
    expect(await db().db.select().from(payments).where(eq(payments.enrolmentId, e.id))).toEqual([]);
    const pending = await db().db.select().from(jobs).where(eq(jobs.status, "pending"));
    expect(
      pending.filter((j) => j.payload.enrolmentId === e.id && j.kind.startsWith("carta")),
    ).toEqual([]);
  });

  /** A one-seat edition whose seat is taken by a transfer, and a teacher on its waiting list with `code`. */
  async function aWaitingTeacher(code: string, amountCents = 19900) {
    const slug = `lista-${Math.random().toString(36).slice(2, 8)}`;
    const { edition } = await insertCourseEdition(db().db, slug, { priceCents: 19900, seats: 1 });
    const [holder] = await db()
      .db.insert(enrolments)
      .values({
        reference: `MAN-${Math.random().toString(36).slice(2, 9)}`,
        editionId: edition.id,
        fullName: "Lucia Ferrara",
        fiscalCode: aFiscalCode(40),
        email: "lucia@example.org",
        phone: "333 7654321",
        paymentMethod: "bonifico",
        amountDueCents: 19900,
      })
      .returning();
    service().ministry.buoni.set(code, { amountCents, beneficiary: aFiscalCode(41) });
    const answer = await enrolOnline(db(), service().env, slug, {
      ...anEnrolmentForm(edition.id, { fiscalCode: aFiscalCode(41), voucherCode: code }),
    });
    expect(answer.body).toMatchObject({ status: "success", waitingList: true });
    const [waiting] = await db()
      .db.select()
      .from(enrolments)
      .where(eq(enrolments.voucherCode, code));
    return { edition, holder: holder!, waiting: waiting! };
  }

  /** The seat holder cancels: the first on the waiting list is promoted. */
  function freeTheSeat(editionId: string, holderId: string) {
    return changeEnrolmentStatuses(db().db, service().env, {
      editionId,
      status: "annullata",
      selected: [{ id: holderId }],
      actor: ACTOR,
    });
  }

  it("sends no Confirm for a place on the waiting list; Confirms once when promoted, also with two instances", async () => {
    const code = aCode();
    const { edition, holder, waiting } = await aWaitingTeacher(code);
    expect(waiting).toMatchObject({ status: "lista_attesa", voucherState: "verificato" });
    expect(callsFor(code).map((c) => c.operation)).toEqual(["Check"]);
    // Nothing queued would spend it either.
    await runDueJobs(deps(), VOUCHER_JOB_HANDLERS);
    expect(callsFor(code).map((c) => c.operation)).toEqual(["Check"]);

    expect(await freeTheSeat(edition.id, holder.id)).toMatchObject({ ok: true });
    // A second instance that promoted the same person queued its own Confirm: both run at once.
    await enqueueJob(db().db, "carta-docente.confirm", { enrolmentId: waiting.id });
    const runs = await Promise.all([
      runDueJobs(deps(), VOUCHER_JOB_HANDLERS),
      runDueJobs(deps(), VOUCHER_JOB_HANDLERS),
    ]);
    expect(runs.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
    expect(callsFor(code).filter((c) => c.operation === "Confirm")).toEqual([
      { operation: "Confirm", code, importo: 199 },
    ]);
    const [after] = await db().db.select().from(enrolments).where(eq(enrolments.id, waiting.id));
    expect(after).toMatchObject({ status: "pagamento_verificato", voucherState: "speso" });
    const paid = await db().db.select().from(payments).where(eq(payments.enrolmentId, waiting.id));
    expect(paid).toHaveLength(1);
  });

  it("a buono gone by the promotion: the seat is held, the teacher is told and staff see it", async () => {
    const code = aCode();
    const { edition, holder, waiting } = await aWaitingTeacher(code);
    // Spent elsewhere while the teacher waited.
    service().ministry.buoni.get(code)!.spent = true;
    await freeTheSeat(edition.id, holder.id);
    await runDueJobs(deps(), VOUCHER_JOB_HANDLERS);
    expect(callsFor(code).filter((c) => c.operation === "Confirm")).toHaveLength(1);
    const [after] = await db().db.select().from(enrolments).where(eq(enrolments.id, waiting.id));
    expect(after).toMatchObject({ status: "ricevuta", voucherState: "non_valido" });
    const mails = await db()
      .db.select()
      .from(jobs)
      .where(eq(jobs.kind, "carta-docente.mail-refused"));
    expect(mails.filter((j) => j.payload.enrolmentId === waiting.id)).toHaveLength(1);
    expect(
      await db().db.select().from(payments).where(eq(payments.enrolmentId, waiting.id)),
    ).toEqual([]);
  });

  it("shows staff each call of the buono and flags a beneficiary with another fiscal code", async () => {
    const { slug, edition, code } = await anEditionAndBuono(5000, 7);
    await enrol(slug, edition.id, code, 6);
    const e = (await enrolmentOf(code))!;
    const { token } = await staffWithSession(db(), "Sara Segreteria", "redattore");
    const request = new Request(
      `http://localhost/admin/corsi/${edition.courseId}/edizioni/${edition.id}/iscritti/${e.id}`,
      {
        headers: { Cookie: `staff_session=${token}` },
      },
    );
    const page = await participantLoader({
      request,
      context: requestContext(db(), service().env),
      params: { courseId: edition.courseId, editionId: edition.id, enrolmentId: e.id },
    } as never);
    const voucher = page.voucher!;
    expect(voucher.state).toBe("Buono speso");
    expect(voucher.left).toBe("€ 149,00");
    expect(voucher.flags).toEqual([
      `Il buono risulta intestato a ${aFiscalCode(7)}, non al codice fiscale dell'iscritto (${aFiscalCode(6)}): verifica con la persona.`,
    ]);
    expect(voucher.calls.map((c) => [c.operation, c.amount, c.outcome])).toEqual([
      ["Conferma (spesa)", "€ 50,00", "riuscita"],
      ["Verifica", "€ 50,00", "riuscita"],
    ]);
  });

  it("activates the school once from /admin/impostazioni; a second time the service says it is already active", async () => {
    const { ministry, env } = service();
    ministry.active = false;
    const { token } = await staffWithSession(db(), "Anna Amministratrice", "amministratore");
    const activate = () =>
      postAsStaff(settingsAction, "http://localhost/admin/impostazioni?intent=attiva", {}, token, {
        database: db(),
        env,
      });
    try {
      expect((await activate()).body).toMatchObject({
        status: "success",
        message: expect.stringMatching(/^Attivazione riuscita/),
      });
      expect((await activate()).body).toMatchObject({
        status: "success",
        message:
          "La scuola risulta già attiva sul servizio della Carta del Docente: non serve altro.",
      });
    } finally {
      ministry.active = true;
    }
    const editor = await staffWithSession(db(), "Rocco Redattore", "redattore");
    // Only an amministratore activates: the page refuses anyone else.
    await expect(
      postAsStaff(
        settingsAction,
        "http://localhost/admin/impostazioni?intent=attiva",
        {},
        editor.token,
        {
          database: db(),
          env,
        },
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(ministry.calls.filter((c) => c.code === "11aa22bb")).toHaveLength(2);
  });
});
