// Decision 061: «Annulla questo pagamento» on the participant's staff page
// voids a payment recorded by hand, never deletes it; every sum leaves it out
// (balance, /admin/pagamenti and its CSV); only an amministratore voids, only
// a payment by hand, never once the enrolment's invoice is issued.
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { balanceFor } from "~/features/enrolments/ledger.server";
import { action, loader } from "~/features/enrolments/admin/participant-detail";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { issueEnrolmentInvoice } from "~/features/invoices/enrolment-invoices.server";
import { loader as exportLoader } from "~/features/payments/admin/payments-export";
import { moneyRows, receivedByMonth } from "~/features/payments/summary.server";
import type { Role } from "~/features/staff/auth/roles";
import { auditLog, enrolments, jobs, payments } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { callAction, requestContext, staffPost } from "../../../../tests/support/action";
import { describeOnEachDatabase } from "../../../../tests/support/db";
import { insertOwingEnrolment, recordBankTransfer } from "../../../../tests/support/payments";
import { smtpPerTest } from "../../../../tests/support/smtp";

const env = parseEnv({ LOG_LEVEL: "silent" });
const log = pino({ level: "silent" });

describeOnEachDatabase("payments voided by staff on %s", (db) => {
  const inbox = smtpPerTest();
  /** An enrolment owing `dueCents` in an edition of its own, and its page's address. */
  async function owing(slug: string, dueCents = 19900) {
    const { course, edition, e } = await insertOwingEnrolment(db().db, slug, dueCents);
    const params = { courseId: course.id, editionId: edition.id, enrolmentId: e.id };
    const url = `http://localhost/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${e.id}`;
    return { e, params, url };
  }

  type Page = Awaited<ReturnType<typeof owing>>;

  /** A form of the participant page, posted by a new member of staff of `role`. */
  async function post(page: Page, fields: Record<string, string>, role: Role = "amministratore") {
    const request = await staffPost(db(), page.url, new URLSearchParams(fields), role);
    return callAction(action, request, { database: db(), env, log, params: page.params });
  }

  /** What the participant page shows at `search`, to a member of staff of `role`. */
  async function show(page: Page, search = "", role: Role = "amministratore") {
    const signed = await staffPost(db(), page.url, new URLSearchParams(), role);
    const request = new Request(`${page.url}${search}`, { headers: signed.headers });
    const answer = await callAction(loader, request, {
      database: db(),
      env,
      log,
      params: page.params,
    });
    return answer.body as Awaited<ReturnType<typeof loader>>;
  }

  /** «Annulla questo pagamento» on `paymentId`, with `reason`. */
  const voidPayment = (page: Page, paymentId: string, reason: string) =>
    post(page, { intent: "annulla-pagamento", paymentId, reason });

  const payByHand = (page: Page, amount = "199,00", receivedOn = "2027-01-15") =>
    post(page, { intent: "registra-pagamento", amount, receivedOn, note: "contanti" });

  const paymentsOf = (id: string) =>
    db().db.select().from(payments).where(eq(payments.enrolmentId, id)).orderBy(payments.createdAt);
  const statusOf = async (id: string) =>
    (await db().db.select().from(enrolments).where(eq(enrolments.id, id)))[0]!;
  const historyOf = (id: string, action: string) =>
    db()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it("wants a reason beside the field, then voids the payment: kept, left out of the balance, back to 'ricevuta', once", async () => {
    const page = await owing("annulla-manuale");
    await payByHand(page);
    const before = await statusOf(page.e.id);
    expect(before.status).toBe("pagamento_verificato");
    const [paid] = await paymentsOf(page.e.id);
    const shown = await show(page, `?annulla=${paid!.id}`);
    expect(shown.payments.voiding).toMatchObject({ id: paid!.id, voidable: true });

    const voidWith = (reason: string) => voidPayment(page, paid!.id, reason);
    const empty = await voidWith("   ");
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ reason: expect.stringMatching(/^Scrivi perché annulli/) });
    const long = await voidWith("x".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ reason: "Il motivo può avere al massimo 200 caratteri." });
    expect(long.body.values).toMatchObject({ reason: "x".repeat(201), paymentId: paid!.id });
    expect((await paymentsOf(page.e.id))[0]!.voidedAt).toBeNull();

    // Two clicks at once: the ledger's lock lets one void, the other says it was done.
    const answers = await Promise.all([
      voidWith("Registrato sull'iscrizione sbagliata"),
      voidWith("Registrato sull'iscrizione sbagliata"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.body.message).toBe(
      "Pagamento di € 199,00 annullato. L'iscrizione non è più pagata per intero ed è tornata a «Ricevuta».",
    );
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(
      /^Questo pagamento era già stato annullato il .+: nulla è cambiato\.$/,
    );
    const [row] = await paymentsOf(page.e.id);
    expect(row).toMatchObject({
      id: paid!.id,
      amountCents: 19900,
      voidReason: "Registrato sull'iscrizione sbagliata",
    });
    expect(row!.voidedAt).toBeInstanceOf(Date);
    expect(row!.voidedBy).not.toBeNull();
    expect(await balanceFor(db().db, page.e)).toEqual({
      dueCents: 19900,
      paidCents: 0,
      leftCents: 19900,
    });
    const after = await statusOf(page.e.id);
    expect(after.status).toBe("ricevuta");
    // The days to pay by transfer count again from the void, with a reminder before the release.
    expect(after.seatTakenAt!.getTime()).toBeGreaterThan(before.createdAt.getTime());
    expect(after.paymentReminderAt).toBeNull();
    expect((await historyOf(page.e.id, "payment-void")).map((h) => h.summary)).toEqual([
      expect.stringMatching(
        /: annullato il pagamento di € 199,00 del 2027-01-15 registrato a mano, motivo: Registrato sull'iscrizione sbagliata; torna a «Ricevuta»$/,
      ),
    ]);

    // A third post, later: nothing changes, and it says so.
    const again = await voidWith("di nuovo");
    expect(again.status).toBe(409);
    expect((await paymentsOf(page.e.id))[0]!.voidReason).toBe(
      "Registrato sull'iscrizione sbagliata",
    );
    expect(await historyOf(page.e.id, "payment-void")).toHaveLength(1);

    const listed = await show(page, `?annulla=${paid!.id}`);
    expect(listed.payments).toMatchObject({ paid: "€ 0,00", left: "€ 199,00", voiding: null });
    expect(listed.payments.list).toEqual([
      expect.objectContaining({
        id: paid!.id,
        voidable: false,
        voided: expect.objectContaining({
          by: "Anna Amministratrice",
          reason: "Registrato sull'iscrizione sbagliata",
        }),
      }),
    ]);
  });

  it("a payment voided before its e-mail went out sends no «Pagamento ricevuto»; one that stays paid does", async () => {
    const smtp = await inbox.start();
    const voided = await owing("annullato-prima-della-mail");
    const kept = await owing("pagato-davvero");
    await payByHand(voided);
    await payByHand(kept);
    const [paid] = await paymentsOf(voided.e.id);
    const answer = await voidPayment(voided, paid!.id, "Registrato sull'iscrizione sbagliata");
    expect(answer.status).toBe(200);

    // Only the paid e-mails run: the invoices queued beside them have tests of their own.
    const mailEnv = parseEnv({ LOG_LEVEL: "silent", SMTP_URL: smtp.url });
    const paidMail = { "enrolment.mail-paid": JOB_HANDLERS["enrolment.mail-paid"] };
    const run = await runDueJobs({ database: db(), env: mailEnv, log }, paidMail);
    expect(run.failed).toBe(0);
    await smtp.waitFor(1);
    const about = (reference: string) => smtp.mails.filter((m) => m.subject.includes(reference));
    expect(about(kept.e.reference)).toHaveLength(1);
    expect(about(voided.e.reference)).toEqual([]);
    const jobOf = async (id: string) =>
      (
        await db()
          .db.select()
          .from(jobs)
          .where(
            and(eq(jobs.kind, "enrolment.mail-paid"), sql`${jobs.payload}->>'enrolmentId' = ${id}`),
          )
      )[0]!;
    expect(await jobOf(voided.e.id)).toMatchObject({ status: "done", sent: null });
    expect((await jobOf(kept.e.id)).sent).not.toBeNull();
  });

  it("only an amministratore voids, only a payment by hand of this enrolment, and what still covers the amount keeps it paid", async () => {
    const page = await owing("annulla-regole");
    await recordBankTransfer(db().db, page.e.id, 19900, "2027-01-10", "LINE-annulla-regole");
    await payByHand(page, "20,00");
    const [bank, byHand] = await paymentsOf(page.e.id);
    const fromBank = await voidPayment(page, bank!.id, "prova");
    expect(fromBank.status).toBe(409);
    expect(fromBank.body.message).toMatch(/^Si annullano solo i pagamenti registrati a mano/);

    const other = await owing("annulla-altra");
    const elsewhere = await voidPayment(other, byHand!.id, "prova");
    expect(elsewhere.status).toBe(404);

    // A redattore: refused before anything is read, whatever the method; no link, no form.
    for (const method of ["POST", "PUT"]) {
      const signed = await staffPost(db(), page.url, new URLSearchParams(), "redattore");
      const request = new Request(page.url, {
        method,
        headers: signed.headers,
        body: new URLSearchParams({
          intent: "annulla-pagamento",
          paymentId: byHand!.id,
          reason: "x",
        }),
      });
      await expect(
        callAction(action, request, { database: db(), env, log, params: page.params }),
      ).rejects.toMatchObject({ init: { status: 403 } });
    }
    const asEditor = await show(page, `?annulla=${byHand!.id}`, "redattore");
    expect(asEditor.payments.voiding).toBeNull();
    expect(asEditor.payments.list.map((p) => p.voidable)).toEqual([false, false]);
    expect((await paymentsOf(page.e.id)).map((p) => p.voidedAt)).toEqual([null, null]);

    // The transfer alone pays what is due: voiding the extra keeps the enrolment paid.
    const done = await voidPayment(page, byHand!.id, "Importo doppio");
    expect(done.body.message).toBe("Pagamento di € 20,00 annullato.");
    expect((await statusOf(page.e.id)).status).toBe("pagamento_verificato");
  });

  it("an issued invoice cannot change: the void is refused and names the way out", async () => {
    const page = await owing("annulla-fatturata");
    await payByHand(page);
    const { issued } = await issueEnrolmentInvoice(db().db, page.e.id);
    expect(issued).not.toBeNull();
    const [paid] = await paymentsOf(page.e.id);
    const refused = await voidPayment(page, paid!.id, "Errore");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^La fattura n\. \S+ del .+ è già stata emessa per questa iscrizione, e una fattura emessa non si può più cambiare: il pagamento resta\. Se l'iscrizione non va pagata, annullala: viene emessa la nota di credito\.$/,
    );
    expect(refused.body.values).toMatchObject({ reason: "Errore" });
    expect((await paymentsOf(page.e.id))[0]!.voidedAt).toBeNull();
    expect((await statusOf(page.e.id)).status).toBe("pagamento_verificato");
  });

  it("a voided payment is no money received: not in the invoice, the sums of /admin/pagamenti or its CSV", async () => {
    const page = await owing("annulla-somme");
    await recordBankTransfer(db().db, page.e.id, 5000, "2031-04-02", "LINE-annulla-somme");
    // A month nothing else in this database falls in: only the voided payment.
    await payByHand(page, "149,00", "2031-05-20");
    const byHand = (await paymentsOf(page.e.id)).find((p) => p.method === "manuale")!;
    expect((await statusOf(page.e.id)).status).toBe("pagamento_verificato");
    await voidPayment(page, byHand.id, "Mai arrivato");

    const rows = await moneyRows(db().db, new Date("2027-01-01T00:00:00Z"), 7);
    expect(rows.find((r) => r.id === page.e.id)).toMatchObject({
      status: "ricevuta",
      dueCents: 19900,
      paid: { bonifico: 5000, carta_docente: 0, manuale: 0 },
      paidCents: 5000,
      leftCents: 14900,
    });
    const months = await receivedByMonth(db().db);
    expect(months.find((m) => m.month === "2031-05")).toBeUndefined();
    expect(months.find((m) => m.month === "2031-04")?.paid.bonifico).toBe(5000);
    expect(await issueEnrolmentInvoice(db().db, page.e.id)).toEqual({
      issued: null,
      reason: "non interamente pagata",
    });

    const signed = await staffPost(db(), page.url, new URLSearchParams());
    const csv = await exportLoader({
      request: new Request("http://localhost/admin/pagamenti/export.csv", {
        headers: signed.headers,
      }),
      context: requestContext(db(), env),
      params: {},
    } as never);
    const line = (await csv.text()).split(/\r?\n/).find((l) => l.includes(page.e.reference));
    // Dovuto, then paid by transfer, by buono, by hand, then what is left.
    expect(line).toContain("€ 199,00;€ 50,00;€ 0,00;€ 0,00;€ 149,00");
  });

  it("an enrolment with only a voided payment and no seat is not listed as money received", async () => {
    const page = await owing("annulla-elenco");
    await payByHand(page, "10,00");
    const [paid] = await paymentsOf(page.e.id);
    await voidPayment(page, paid!.id, "Prova");
    await db()
      .db.update(enrolments)
      .set({ status: "annullata" })
      .where(eq(enrolments.id, page.e.id));
    const rows = await moneyRows(db().db, new Date(), 7);
    expect(rows.map((r) => r.id)).not.toContain(page.e.id);
  });
});
