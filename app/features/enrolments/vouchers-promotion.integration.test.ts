import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { enrolments, jobs, payments } from "~/platform/db/schema";
import { enqueueJob, runDueJobs } from "~/platform/jobs.server";
import { changeEnrolmentStatuses } from "~/features/enrolments/edition-run.server";
import { VOUCHER_JOB_HANDLERS } from "~/features/enrolments/vouchers.server";
import { aFiscalCode, anEnrolmentForm, insertCourseEdition } from "../../../tests/support/builders";
import { enrolOnline, ministryPerFile } from "../../../tests/support/carta-docente";
import { describeOnEachDatabase } from "../../../tests/support/db";

let n = 0;
const aCode = () => `Wl${String(++n).padStart(4, "0")}${Math.random().toString(36).slice(2, 4)}`;
const ACTOR = { id: null, label: "Segreteria" };

/** A buono checked online is spent only when its enrolment gets a seat (decision 062). */
describeOnEachDatabase("the Carta del Docente and the waiting list on %s", (db) => {
  const service = ministryPerFile();
  const log = pino({ level: "silent" });
  const deps = () => ({ database: db(), env: service().env, log });
  const callsFor = (code: string) => service().ministry.calls.filter((c) => c.code === code);

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
});
