// Decision 061: money staff record by hand goes through the ledger: marking an
// enrolment paid records what is left, and 'Registra pagamento' on the
// participant's page records an amount, with its errors beside the fields.
import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { changeEnrolmentStatuses } from "~/features/enrolments/edition-run.server";
import { action, loader } from "~/features/enrolments/admin/participant-detail";
import { auditLog, enrolments, jobs, payments } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { callAction, staffPost } from "../../../../tests/support/action";
import { describeOnEachDatabase } from "../../../../tests/support/db";
import { insertOwingEnrolment, recordBankTransfer } from "../../../../tests/support/payments";

const env = parseEnv({ LOG_LEVEL: "silent" });
const log = pino({ level: "silent" });

describeOnEachDatabase("payments recorded by staff on %s", (db) => {
  const owing = (slug: string) => insertOwingEnrolment(db().db, slug);
  const paymentsOf = (id: string) =>
    db().db.select().from(payments).where(eq(payments.enrolmentId, id));

  it("marking an enrolment paid records what was still due as a payment by hand, once", async () => {
    const { edition, e } = await owing("manuale-stato");
    await recordBankTransfer(db().db, e.id, 5000, "2027-01-10", "BANK-9");
    const outcome = await changeEnrolmentStatuses(db().db, env, {
      editionId: edition.id,
      status: "pagamento_verificato",
      selected: [{ id: e.id, shown: "ricevuta" }],
      actor: { id: null, label: "Segreteria" },
    });
    expect(outcome).toMatchObject({ ok: true, changed: 1 });
    const rows = await paymentsOf(e.id);
    expect(rows.map((p) => [p.method, p.amountCents])).toEqual([
      ["bonifico", 5000],
      ["manuale", 14900],
    ]);
    const paidMails = await db().db.select().from(jobs).where(eq(jobs.kind, "enrolment.mail-paid"));
    expect(paidMails.map((j) => j.payload)).toEqual([{ enrolmentId: e.id }]);
  });

  it("an enrolment the ledger says is paid is not marked unpaid by hand: the wrong payment is voided instead", async () => {
    const { edition, e } = await owing("manuale-indietro");
    const actor = { id: null, label: "Segreteria" };
    const back = () =>
      changeEnrolmentStatuses(db().db, env, {
        editionId: edition.id,
        status: "ricevuta",
        selected: [{ id: e.id, shown: "pagamento_verificato" }],
        actor,
      });
    await changeEnrolmentStatuses(db().db, env, {
      editionId: edition.id,
      status: "pagamento_verificato",
      selected: [{ id: e.id, shown: "ricevuta" }],
      actor,
    });
    expect(await back()).toEqual({
      ok: false,
      problems: [
        "Lucia Ferrara: i pagamenti registrati coprono tutto il dovuto, quindi l'iscrizione resta pagata. Se un pagamento registrato a mano è sbagliato, annullalo con «Annulla questo pagamento» nella pagina del partecipante: l'iscrizione torna da sola a «Ricevuta».",
      ],
    });
    const [still] = await db().db.select().from(enrolments).where(eq(enrolments.id, e.id));
    expect(still!.status).toBe("pagamento_verificato");

    // Paid only in part, marked paid before the ledger existed: the step back is allowed.
    const partly = await owing("manuale-parziale");
    await recordBankTransfer(db().db, partly.e.id, 5000, "2027-01-10", "BANK-parziale");
    await db()
      .db.update(enrolments)
      .set({ status: "pagamento_verificato" })
      .where(eq(enrolments.id, partly.e.id));
    const outcome = await changeEnrolmentStatuses(db().db, env, {
      editionId: partly.edition.id,
      status: "ricevuta",
      selected: [{ id: partly.e.id, shown: "pagamento_verificato" }],
      actor,
    });
    expect(outcome).toMatchObject({ ok: true, changed: 1 });
  });

  it("'Registra pagamento' answers wrong input beside the fields, then records the amount", async () => {
    const { course, edition, e } = await owing("manuale-pagina");
    const params = { courseId: course.id, editionId: edition.id, enrolmentId: e.id };
    const url = `http://localhost/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${e.id}`;
    const post = async (fields: Record<string, string>) =>
      callAction(
        action,
        await staffPost(
          db(),
          url,
          new URLSearchParams({ intent: "registra-pagamento", ...fields }),
        ),
        { database: db(), env, log, params },
      );
    const wrong = await post({ amount: "dieci", receivedOn: "2027-02-30", note: "contanti" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({
      amount: expect.stringMatching(/importo/i),
      receivedOn: expect.stringMatching(/giorno/),
    });
    expect(wrong.body.values).toMatchObject({ amount: "dieci", note: "contanti" });
    expect(await paymentsOf(e.id)).toEqual([]);

    const done = await post({ amount: "199,00", receivedOn: "2027-01-15", note: "contanti" });
    expect(done.body).toMatchObject({ status: "success", message: "Pagamento registrato." });
    expect((await paymentsOf(e.id)).map((p) => [p.method, p.amountCents, p.note])).toEqual([
      ["manuale", 19900, "contanti"],
    ]);
    const [after] = await db().db.select().from(enrolments).where(eq(enrolments.id, e.id));
    expect(after!.status).toBe("pagamento_verificato");
    const history = await db().db.select().from(auditLog).where(eq(auditLog.entityId, e.id));
    expect(history.map((h) => h.summary)).toEqual([
      expect.stringMatching(/pagamento di € 199,00 del 2027-01-15 registrato a mano, ora pagata$/),
    ]);
    const page = await callAction(
      loader,
      new Request(url, { headers: (await staffPost(db(), url, new URLSearchParams())).headers }),
      { database: db(), env, log, params },
    );
    expect(page.body.payments).toMatchObject({
      paid: "€ 199,00",
      left: null,
      list: [{ method: "manuale", amountCents: 19900, source: "contanti" }],
    });
  });
});
