// Decision 061: an unpaid bank-transfer seat is released after the days of the
// settings, with a reminder before and a notice after; the waiting list moves
// up; school orders and transfers with a receipt are left alone; two runs at
// once release once.
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { releaseUnpaidSeats, type ReleaseRun } from "~/features/enrolments/unpaid-release.server";
import { paymentDeadline } from "~/features/enrolments/payment-deadline";
import { auditLog, enrolments, jobs } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { anEnrolment, aFiscalCode, insertCourseEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import { smtpPerTest } from "../../../tests/support/smtp";

const DAY = 24 * 60 * 60_000;
const T0 = new Date("2027-01-10T09:00:00Z");
const FAR = "2099-03-02";
const later = (days: number, minutes = 1) => new Date(T0.getTime() + days * DAY + minutes * 60_000);

describeOnEachDatabase("unpaid bank-transfer seats on %s", (db) => {
  const inbox = smtpPerTest();

  async function anEditionWith(slug: string, startDate: string, from = T0) {
    const { edition } = await insertCourseEdition(db().db, slug, { seats: 3, startDate });
    const row = (n: number, values: Partial<typeof enrolments.$inferInsert>) =>
      anEnrolment(edition.id, {
        fullName: `Persona ${n}`,
        fiscalCode: aFiscalCode(n),
        email: `${slug}-${n}@example.org`,
        amountDueCents: 19900,
        paymentMethod: "bonifico",
        voucherCode: null,
        createdAt: new Date(from.getTime() + n * 60_000),
        ...values,
      });
    const people = await db()
      .db.insert(enrolments)
      .values([
        row(1, {}),
        row(2, {
          paymentMethod: "ordine_scuola",
          orderSchoolName: "IC Sinisgalli",
          orderSchoolCode: "PZIC83000L",
          orderInvoiceAddress: "UFABC1",
        }),
        row(3, { fileKey: "receipts/ricevuta.pdf", fileOriginalName: "ricevuta.pdf" }),
        row(4, { status: "lista_attesa" }),
      ])
      .returning();
    return { edition, people };
  }

  async function statuses(ids: string[]) {
    const rows = await db()
      .db.select({ id: enrolments.id, status: enrolments.status, seat: enrolments.seatTakenAt })
      .from(enrolments)
      .where(inArray(enrolments.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!);
  }

  const kinds = async (kind: string) =>
    (await db().db.select().from(jobs).where(eq(jobs.kind, kind))).map((j) => j.payload);

  it("reminds two days before, then releases the seat, serves the waiting list and tells both, once", async () => {
    const { people } = await anEditionWith("release-main", FAR);
    const mine = (run: ReleaseRun) => ({
      reminded: run.reminded.filter((r) => people.some((p) => p.reference === r)),
      released: run.released.filter((r) => people.some((p) => p.reference === r)),
      promoted: run.promoted,
    });
    const [transfer, order, withReceipt, waiting] = people;
    const deps = { database: db(), env: parseEnv({ LOG_LEVEL: "silent" }) };

    expect(mine(await releaseUnpaidSeats(deps, later(4)))).toEqual({
      reminded: [],
      released: [],
      promoted: [],
    });
    // Two days before the seventh day: the reminder, claimed once even by two runs at once.
    const reminders = await Promise.all([
      releaseUnpaidSeats(deps, later(5, 2)),
      releaseUnpaidSeats(deps, later(5, 2)),
    ]);
    expect(reminders.flatMap((r) => mine(r).reminded)).toEqual([transfer!.reference]);
    expect(await kinds("enrolment.mail-payment-reminder")).toEqual([{ enrolmentId: transfer!.id }]);

    // After the seventh day: two instances at once release it once, and promote once.
    const runs = await Promise.all([
      releaseUnpaidSeats(deps, later(7, 2)),
      releaseUnpaidSeats(deps, later(7, 2)),
    ]);
    expect(runs.flatMap((r) => mine(r).released)).toEqual([transfer!.reference]);
    expect(runs.flatMap((r) => r.promoted)).toEqual(["Persona 4"]);
    const after = await statuses(people.map((p) => p.id));
    expect(after.map((r) => r.status)).toEqual([
      "annullata",
      "ricevuta", // the school's order waits for its invoice
      "ricevuta", // the receipt says it was paid: staff check it
      "ricevuta", // promoted from the waiting list
    ]);
    // The promoted person's days count from now, not from when they joined the list.
    expect(after[3]!.seat).not.toBeNull();
    expect(await kinds("enrolment.mail-released")).toEqual([{ enrolmentId: transfer!.id }]);
    expect(await kinds("enrolment.mail-promoted")).toEqual([]); // no mail configured
    const history = await db()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, transfer!.id));
    expect(history.map((h) => [h.action, h.actorLabel, h.summary])).toEqual([
      [
        "release",
        "Sistema (pagamenti scaduti)",
        `Iscrizione ${transfer!.reference}: posto liberato automaticamente, il bonifico non è arrivato in tempo`,
      ],
    ]);

    // A later run changes nothing: the promoted seat has its own seven days.
    expect(mine(await releaseUnpaidSeats(deps, later(8)))).toEqual({
      reminded: [],
      released: [],
      promoted: [],
    });
    expect(order!.status).toBe("ricevuta");
    expect(withReceipt!.fileKey).not.toBeNull();
    expect(waiting!.status).toBe("lista_attesa");
  });

  it("the e-mails: the reminder with how to pay, the notice after the release", async () => {
    const smtp = await inbox.start();
    const env = parseEnv({ LOG_LEVEL: "silent", SMTP_URL: smtp.url });
    const { people } = await anEditionWith("release-mail", FAR);
    const transfer = people[0]!;
    const deps = { database: db(), env };
    const log = pino({ level: "silent" });
    await releaseUnpaidSeats(deps, later(5, 2));
    await runDueJobs({ ...deps, log }, JOB_HANDLERS);
    await releaseUnpaidSeats(deps, later(7, 2));
    await runDueJobs({ ...deps, log }, JOB_HANDLERS);
    const mails = (await smtp.waitFor(3)).filter((m) => m.to[0] === "release-mail-1@example.org");
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Promemoria pagamento – .+ – ${transfer.reference}$`)),
      expect.stringMatching(
        new RegExp(`^Iscrizione annullata: pagamento non ricevuto – .+ – ${transfer.reference}$`),
      ),
    ]);
    const reminder = mails[0]!.text.replace(/\s+/g, " ");
    expect(reminder).toContain("Importo da pagare: € 199,00");
    expect(reminder).toContain(`${transfer.reference} – Nome e Cognome`);
    expect(reminder).toContain("IBAN: ");
    expect(reminder).toMatch(/\/iscrizioni\/[A-Za-z0-9_-]{43}/);
  });

  it("never holds an unpaid seat into the edition: the deadline is the day before it starts", async () => {
    // Enrolled 3 days before the start: released at midnight (Rome) of the day before.
    const t0 = new Date("2027-01-10T09:00:00Z");
    expect(paymentDeadline(t0, "2027-01-13", 7).toISOString()).toBe("2027-01-11T23:00:00.000Z");
    expect(paymentDeadline(t0, "2027-03-02", 7).toISOString()).toBe("2027-01-17T09:00:00.000Z");
    const { people } = await anEditionWith("release-soon", "2027-01-13", t0);
    const deps = { database: db(), env: parseEnv({ LOG_LEVEL: "silent" }) };
    const run = await releaseUnpaidSeats(deps, new Date("2027-01-11T23:01:00Z"));
    expect(run.released.filter((r) => people.some((p) => p.reference === r))).toEqual([
      people[0]!.reference,
    ]);
  });
});
